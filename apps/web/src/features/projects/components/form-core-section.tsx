import { ALL_PROJECT_STATUSES, formatStatusLabel, PROJECT_FIELD_LABELS } from '@bil/domain';
import { Select } from '@mantine/core';
import { useMemo } from 'react';
import {
  FieldGrid,
  FormSection,
  LongTextField,
  TextField,
  WholeNumberField,
  type SectionProps,
} from './form-fields';

/** Title, description, status and the numbers that identify the project. */
export function FormCoreSection(props: SectionProps) {
  const { values, errors, setValue } = props;
  const statusOptions = useMemo(() => {
    const options: { value: string; label: string }[] = ALL_PROJECT_STATUSES.map((status) => ({
      value: status,
      label: formatStatusLabel(status),
    }));
    // An old record may hold a status outside today's list: keep it selectable.
    const current = values.status.trim();
    if (current && !options.some((option) => option.value === current)) {
      options.push({ value: current, label: formatStatusLabel(current) });
    }
    return options;
  }, [values.status]);

  return (
    <FormSection title="Core project information">
      <TextField {...props} field="project_title" required />
      <LongTextField {...props} field="project_description" />
      <FieldGrid>
        <Select
          label={PROJECT_FIELD_LABELS.status}
          name="status"
          data={statusOptions}
          value={values.status || null}
          error={errors.status}
          allowDeselect={false}
          onChange={(value) => {
            setValue('status', value ?? 'pending');
          }}
        />
        <TextField {...props} field="grant_number" />
        <TextField {...props} field="bil_application_number" />
        <WholeNumberField {...props} field="fiscal_year" />
        <TextField {...props} field="project_phase" />
        <TextField {...props} field="work_code" />
        <TextField {...props} field="upin" label="UPIN" />
        <TextField {...props} field="tad_project_number" />
        <TextField {...props} field="tad_contract_number" />
        <TextField {...props} field="tx_number" label="TX number" />
      </FieldGrid>
    </FormSection>
  );
}
