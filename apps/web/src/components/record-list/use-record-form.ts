import { useState } from 'react';
import type { z } from 'zod';

/**
 * A record form's text values and their errors, checked with the domain's zod schema (the one the server
 * checks): `field(key)` wires an input, `validate()` gives the parsed body or shows each field's first error.
 */
export function useRecordForm<K extends string, S extends z.ZodType>(
  schema: S,
  initial: () => Record<K, string>,
  /** Where an error of the whole form (no field) is shown. */
  formErrorsOn?: NoInfer<K>,
) {
  const [values, setValues] = useState<Record<K, string>>(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const set = (key: K) => (value: string | null) => {
    setValues((current) => ({ ...current, [key]: value ?? '' }));
  };
  const field = (key: K) => ({
    value: values[key],
    error: errors[key],
    onChange: (event: { currentTarget: { value: string } }) => {
      set(key)(event.currentTarget.value);
    },
  });
  const validate = (): z.output<S> | null => {
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const next: Partial<Record<K, string>> = {};
    for (const issue of parsed.error.issues) next[(issue.path[0] ?? formErrorsOn) as K] ??= issue.message;
    setErrors(next);
    return null;
  };
  return { values, setValues, errors, set, field, validate };
}
