import { TERMS_VERSION } from '@bil/domain';

/** The terms version is a date stamp (YYYYMMDD); legal pages show it as 'March 19, 2025'. */
export function formatTermsVersionDate(version: string = TERMS_VERSION): string {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(version);
  if (!match) return version;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
