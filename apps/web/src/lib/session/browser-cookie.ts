const DAY_SECONDS = 24 * 60 * 60;

/** The value of a cookie this page may read, or null. */
export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [rawName, ...rest] = part.trim().split('=');
    if (rawName === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** SPEC §9: consent cookies last 365 days, are Secure on https and SameSite=Strict. */
export function writeCookie(name: string, value: string, maxAgeDays = 365): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${String(maxAgeDays * DAY_SECONDS)}; Path=/; SameSite=Strict${secure}`;
}
