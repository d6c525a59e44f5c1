/**
 * Issue 34: characters a name must not carry. The bidi embedding and override controls (U+202A-U+202E) and
 * isolates (U+2066-U+2069) make a name read differently from what it is (`invoice\u202Efdp.exe` shows as
 * `invoiceexe.pdf`); a lone UTF-16 surrogate is half a character that no database or file system stores.
 * Refused rather than cleaned, so what is saved is exactly what the person typed and saw.
 */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
// With the u flag a paired surrogate is one code point; only a lone one still matches.
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

export function isSafeText(value: string): boolean {
  return !BIDI_CONTROL.test(value) && !LONE_SURROGATE.test(value);
}

/** The refusal every name and file name schema gives (`.refine(isSafeText, unsafeTextMessage(label))`),  in the form's words. */
export function unsafeTextMessage(label: string): string {
  return `${label} contains hidden text-direction or broken characters; please type it again`;
}
