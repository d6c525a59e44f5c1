import { resolveDateParts, type DateInput, type DateParts } from './calendar-date';

/** Shown when there is no date at all (SPEC §5). */
export const MISSING_DATE_TEXT = 'N/A';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

// Blank gives 'N/A'; an unreadable string is shown raw (SPEC §5, §8); otherwise the formatter runs.
function formatWith(value: DateInput | null | undefined, render: (parts: DateParts) => string): string {
  if (value === null || value === undefined) return MISSING_DATE_TEXT;
  if (typeof value === 'string' && value.trim() === '') return MISSING_DATE_TEXT;
  const parts = resolveDateParts(value);
  if (!parts) return typeof value === 'string' ? value : MISSING_DATE_TEXT;
  return render(parts);
}

function renderNumeric(parts: DateParts): string {
  return `${pad(parts.month)}/${pad(parts.day)}/${String(parts.year).padStart(4, '0')}`;
}

/** SPEC §9: 'MM/DD/YYYY'; calendar dates as written, instants in America/New_York. */
export function formatDate(value: DateInput | null | undefined): string {
  return formatWith(value, renderNumeric);
}

/** 'January 5, 2025'. */
export function formatDateLong(value: DateInput | null | undefined): string {
  return formatWith(value, (parts) => `${MONTH_NAMES[parts.month - 1] ?? ''} ${parts.day}, ${parts.year}`);
}

/** 'Jan 5, 2025'. */
export function formatDateShort(value: DateInput | null | undefined): string {
  return formatWith(
    value,
    (parts) => `${(MONTH_NAMES[parts.month - 1] ?? '').slice(0, 3)} ${parts.day}, ${parts.year}`,
  );
}

/**
 * '01/05/2025, 3:04 PM' in America/New_York. A calendar date has no time, so it prints as the date alone
 * rather than inventing midnight.
 */
export function formatDateTime12h(value: DateInput | null | undefined): string {
  return formatWith(value, (parts) => {
    if (parts.hour === undefined) return renderNumeric(parts);
    const period = parts.hour < 12 ? 'AM' : 'PM';
    const hour12 = parts.hour % 12 === 0 ? 12 : parts.hour % 12;
    return `${renderNumeric(parts)}, ${hour12}:${pad(parts.minute ?? 0)} ${period}`;
  });
}
