import { TERMS_VERSION } from '@bil/domain';
import { readCookie, writeCookie } from '@/lib/session';

/** SPEC §3/§9: the agreement is kept per e-mail and terms version, in localStorage and a 365-day cookie. */
export const TERMS_COOKIE = `bil_terms_${TERMS_VERSION}`;
/** SPEC §9: the modal closes 300 ms after 'Acknowledge & Continue'. */
export const TERMS_CLOSE_DELAY_MS = 300;

export const termsStorageKey = (email: string, version: string = TERMS_VERSION) =>
  `bil.terms-agreement.${version}.${email.trim().toLowerCase()}`;

export function hasAgreedToTerms(email: string): boolean {
  const normalised = email.trim().toLowerCase();
  try {
    if (window.localStorage.getItem(termsStorageKey(normalised)) !== null) return true;
  } catch {
    // Storage unavailable: the cookie still counts.
  }
  return readCookie(TERMS_COOKIE) === normalised;
}

export function recordTermsAgreement(email: string): void {
  const normalised = email.trim().toLowerCase();
  try {
    window.localStorage.setItem(termsStorageKey(normalised), new Date().toISOString());
  } catch {
    // Storage refused: the cookie carries the agreement.
  }
  writeCookie(TERMS_COOKIE, normalised);
}
