import { useState } from 'react';
import type { z } from 'zod';
import { useSchemaForm } from './use-schema-form';

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
  const check = useSchemaForm(schema, formErrorsOn);
  const errors = check.errors as Partial<Record<K, string>>;
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
  return { values, setValues, errors, set, field, validate: () => check.validate(values) };
}
