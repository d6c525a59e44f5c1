import { z } from 'zod';
import { parseDateOnly } from '../format/calendar-date';
import { isSafeText, unsafeTextMessage } from '../format/safe-text';

/** Field builders the GC&I forms share: trimmed text without NUL bytes, real dates, dollars with cents. */

export const GCI_MAX_AMOUNT = 999_999_999_999.99;

const NUL = '\u0000';

export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !value.includes(NUL), `${label} cannot contain NUL characters`)
    .refine(isSafeText, unsafeTextMessage(label));
}

/** Optional text: blank or null means none. */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !value.includes(NUL), `${label} cannot contain NUL characters`)
    .refine(isSafeText, unsafeTextMessage(label))
    .nullable()
    .transform((value) => (value === '' ? null : value));
}

export function requiredDate(label: string) {
  return z
    .string({ error: `${label} is required (YYYY-MM-DD)` })
    .trim()
    .refine((value) => parseDateOnly(value) !== null, `${label} must be a real date (YYYY-MM-DD)`)
    .meta({ format: 'date' });
}

/** Optional date: blank or null means none. */
export function optionalDate(label: string) {
  return z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .trim()
    .refine(
      (value) => value === '' || parseDateOnly(value) !== null,
      `${label} must be a real date (YYYY-MM-DD)`,
    )
    .nullable()
    .transform((value) => (value === '' ? null : value))
    .meta({ format: 'date' });
}

function decimalPlaces(value: number): number {
  const text = String(value);
  if (text.includes('e')) return Number.POSITIVE_INFINITY;
  return text.split('.')[1]?.length ?? 0;
}

/** Dollars, not negative, at most 2 decimals; a number or text such as '$1,234.50'. */
export function amount(label: string, { positive = false } = {}) {
  return z.union([z.number(), z.string()], { error: `${label} must be a number` }).transform((raw, ctx) => {
    const text = typeof raw === 'string' ? raw.replace(/[$,\s]/g, '') : raw;
    const value =
      typeof text === 'number' ? text : /^-?\d*\.?\d+$|^-?\d+\.$/.test(text) ? Number(text) : Number.NaN;
    if (text === '' || !Number.isFinite(value))
      ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
    else if (value < 0) ctx.addIssue({ code: 'custom', message: `${label} cannot be negative` });
    else if (positive && value === 0)
      ctx.addIssue({ code: 'custom', message: `${label} must be more than zero` });
    else if (value > GCI_MAX_AMOUNT) ctx.addIssue({ code: 'custom', message: `${label} is too large` });
    else if (decimalPlaces(value) > 2)
      ctx.addIssue({ code: 'custom', message: `${label} can have at most 2 decimal places` });
    else return value;
    return z.NEVER;
  });
}

/** An optional amount: blank or null means none. */
export function optionalAmount(label: string) {
  return z
    .union([z.number(), z.string(), z.null()])
    .transform((raw) => (raw === '' ? null : raw))
    .pipe(amount(label).nullable());
}
