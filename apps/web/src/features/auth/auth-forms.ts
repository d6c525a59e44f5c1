import { emailSchema, passwordSchema } from '@bil/domain';
import { z } from 'zod';

/** Field errors by field name, from a failed zod parse (first message per field). */
export type FieldErrors<T extends string> = Partial<Record<T, string>>;

export function collectFieldErrors<T extends string>(error: z.ZodError): FieldErrors<T> {
  const errors: FieldErrors<T> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field as T] = issue.message;
  }
  return errors;
}

export const PASSWORDS_DIFFER = 'The two passwords do not match';

export const signInFormSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password'),
});

/** A new password typed twice (registration and reset). */
const newPasswordFields = {
  password: passwordSchema,
  confirmPassword: z.string(),
};

export const registerFormSchema = z
  .object({ email: emailSchema, ...newPasswordFields })
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER,
  });

export const newPasswordFormSchema = z
  .object(newPasswordFields)
  .refine((values) => values.password === values.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER,
  });

export const resetRequestFormSchema = z.object({ email: emailSchema });
