import {
  PROJECT_FIELD_LABELS,
  PROJECT_TEXT_MAX_LENGTHS,
  type ProjectAmountField,
  type ProjectDateField,
  type ProjectField,
  type ProjectTextField,
} from '@bil/domain';
import { Card, NumberInput, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldErrors, FormValues } from '../project-form-values';

/** What every form section gets: the values, the errors beside the fields, and a setter. */
export type SectionProps = {
  values: FormValues;
  errors: FieldErrors;
  setValue: (field: ProjectField, value: string) => void;
};

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

export function AmountField({ field, values, errors, setValue, label }: FieldProps<ProjectAmountField>) {
  return (
    <NumberInput
      label={label ?? PROJECT_FIELD_LABELS[field]}
      name={field}
      prefix="$"
      thousandSeparator=","
      decimalScale={2}
      allowNegative={false}
      hideControls
      placeholder="$0"
      value={values[field]}
      error={errors[field]}
      onChange={(value) => {
        setValue(field, String(value));
      }}
    />
  );
}

type WholeNumberProps = FieldProps<'days_to_award' | 'days_to_sub_award' | 'fiscal_year'> & {
  disabled?: boolean;
  shownValue?: string;
};

export function WholeNumberField(props: WholeNumberProps) {
  const { field, values, errors, setValue, label, description, disabled, shownValue } = props;
  return (
    <NumberInput
      label={label ?? PROJECT_FIELD_LABELS[field]}
      description={description}
      name={field}
      allowDecimal={false}
      allowNegative={false}
      hideControls
      disabled={disabled}
      value={shownValue ?? values[field]}
      error={errors[field]}
      onChange={(value) => {
        setValue(field, String(value));
      }}
    />
  );
}
