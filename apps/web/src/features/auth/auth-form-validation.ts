import type { z } from 'zod';
import type * as AuthFormsModule from './auth-forms';
import type { FieldErrors } from './auth-forms';

type AuthForms = typeof AuthFormsModule;

let pending: Promise<AuthForms> | null = null;

/**
 * The forms' zod schemas. zod is an eighth of the sign-in page's bytes, so it loads when a form is first
 * focused (or submitted), not with the page; a failed load is tried again next time.
 */
export function loadAuthForms(): Promise<AuthForms> {
  pending ??= import('./auth-forms').catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/** Starts loading the schemas; for a form's onFocus. */
export function preloadAuthForms(): void {
  loadAuthForms().catch(() => undefined);
}

export const FORM_LOAD_FAILED = 'The form could not be checked. Check your connection and try again.';

/** Checks a form's values with the schema `pick` chooses: the parsed data, or an error per field. */
export async function validateAuthForm<S extends z.ZodType, F extends string>(
  pick: (forms: AuthForms) => S,
  values: Record<F, string>,
  firstField: NoInfer<F>,
): Promise<{ data: z.output<S> } | { errors: FieldErrors<F> }> {
  let forms: AuthForms;
  try {
    forms = await loadAuthForms();
  } catch {
    return { errors: { [firstField]: FORM_LOAD_FAILED } as FieldErrors<F> };
  }
  const parsed = pick(forms).safeParse(values);
  return parsed.success ? { data: parsed.data } : { errors: forms.collectFieldErrors<F>(parsed.error) };
}
