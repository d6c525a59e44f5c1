import { useState } from 'react';
import type { z } from 'zod';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';

/**
 * Form values checked with the domain's zod schema (the one the server uses): field errors by path,
 * and the server's answer shown as a toast when it still refuses.
 */
export function useSchemaForm<S extends z.ZodType>(schema: S, formErrorsOn = 'form') {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const validate = (values: unknown): z.output<S> | null => {
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const next: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.') || formErrorsOn;
      next[key] ??= issue.message;
    }
    setErrors(next);
    return null;
  };
  const fail = (error: unknown) => {
    toast.error(error instanceof ApiError ? error.message : 'The change was not saved');
  };
  /** The options of a save: on success a toast with the message, then `done` (close the dialog); on failure `fail`. */
  const savedThen = <Answer>(message: string | ((answer: Answer) => string), done: () => void) => ({
    onSuccess: (answer: Answer) => {
      toast.success(typeof message === 'string' ? message : message(answer));
      done();
    },
    onError: fail,
  });
  return { errors, validate, fail, savedThen };
}

/** A number input's value as a number (blank: null). */
export const numberOrNull = (value: string | number): number | null => (value === '' ? null : Number(value));
