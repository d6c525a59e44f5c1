import { LongTextField, FormSection, type SectionProps } from './form-fields';

/** Comments and the three talking points. */
export function FormNotesSection(props: SectionProps) {
  return (
    <FormSection title="Communication and notes">
      <LongTextField {...props} field="comments" />
      <LongTextField {...props} field="talking_point_1" />
      <LongTextField {...props} field="talking_point_2" />
      <LongTextField {...props} field="talking_point_3" />
    </FormSection>
  );
}
