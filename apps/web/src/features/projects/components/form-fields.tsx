import {
  PROJECT_FIELD_LABELS,
  PROJECT_TEXT_MAX_LENGTHS,
  projectFieldShape,
  type ProjectAmountField,
  type ProjectDateField,
  type ProjectField,
  type ProjectTextField,
} from '@bil/domain';
import { Card, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldErrors, FormValues } from '../project-form-values';

/** What every form section gets: the values, the errors beside the fields, a setter and a field check. */
export type SectionProps = {
  values: FormValues;
  errors: FieldErrors;
  setValue: (field: ProjectField, value: string) => void;
  /** Checks one field's text with the shared schema when the person leaves it (shows the message). */
  checkField?: (field: ProjectField, text: string) => void;
};

/**
 * The message the shared project schema gives a field's text, or undefined when it is fine: the same
 * words the import and the API answer with.
 */
export function fieldMessage(field: ProjectField, text: string): string | undefined {
  const result = projectFieldShape[field].safeParse(text);
  return result.success ? undefined : result.error.issues[0]?.message;
}

export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}

export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="sm">
      {children}
    </SimpleGrid>
  );
}

type FieldProps<F extends ProjectField> = SectionProps & {
  field: F;
  label?: string;
  description?: string;
  required?: boolean;
};

export function TextField({
  field,
  values,
  errors,
  setValue,
  label,
  description,
  required,
}: FieldProps<ProjectTextField | 'project_title'>) {
  const maxLength = field === 'project_title' ? 200 : PROJECT_TEXT_MAX_LENGTHS[field];
  return (
    <TextInput
      label={label ?? PROJECT_FIELD_LABELS[field]}
      description={description}
      withAsterisk={required}
      name={field}
      maxLength={maxLength}
      value={values[field]}
      error={errors[field]}
      onChange={(event) => {
        setValue(field, event.currentTarget.value);
      }}
    />
  );
}

export function LongTextField({ field, values, errors, setValue, label }: FieldProps<ProjectTextField>) {
  return (
    <Textarea
      label={label ?? PROJECT_FIELD_LABELS[field]}
      name={field}
      autosize
      minRows={2}
      maxRows={8}
      maxLength={PROJECT_TEXT_MAX_LENGTHS[field]}
      value={values[field]}
      error={errors[field]}
      onChange={(event) => {
        setValue(field, event.currentTarget.value);
      }}
    />
  );
}

export function DateField({ field, values, errors, setValue, label }: FieldProps<ProjectDateField>) {
  return (
    <TextInput
      type="date"
      label={label ?? PROJECT_FIELD_LABELS[field]}
      name={field}
      value={values[field]}
      error={errors[field]}
      onChange={(event) => {
        setValue(field, event.currentTarget.value);
      }}
    />
  );
}

/**
 * Dollars as typed: a plain text input, so "-500" or "12abc" stay on screen as typed and are refused
 * with the schema's message when the person leaves the field (a NumberInput would strip the characters
 * and save a different number without saying so).
 */
export function AmountField({
  field,
  values,
  errors,
  setValue,
  checkField,
  label,
  description,
}: FieldProps<ProjectAmountField>) {
  return (
    <TextInput
      label={label ?? PROJECT_FIELD_LABELS[field]}
      description={description}
      name={field}
      inputMode="decimal"
      autoComplete="off"
      placeholder="$0"
      value={values[field]}
      error={errors[field]}
      onChange={(event) => {
        setValue(field, event.currentTarget.value);
      }}
      onBlur={(event) => {
        checkField?.(field, event.currentTarget.value);
      }}
    />
  );
}

type WholeNumberProps = FieldProps<'days_to_award' | 'days_to_sub_award' | 'fiscal_year'> & {
  disabled?: boolean;
  shownValue?: string;
};

/** A whole number as typed ("20X6" stays "20X6" and is refused with a message, never read as 206). */
export function WholeNumberField(props: WholeNumberProps) {
  const { field, values, errors, setValue, checkField, label, description, disabled, shownValue } = props;
  return (
    <TextInput
      label={label ?? PROJECT_FIELD_LABELS[field]}
      description={description}
      name={field}
      inputMode="numeric"
      autoComplete="off"
      disabled={disabled}
      value={shownValue ?? values[field]}
      error={errors[field]}
      onChange={(event) => {
        setValue(field, event.currentTarget.value);
      }}
      onBlur={(event) => {
        if (!disabled) checkField?.(field, event.currentTarget.value);
      }}
    />
  );
}
