import { daysBetween } from '@bil/domain';
import { DateField, FieldGrid, FormSection, WholeNumberField, type SectionProps } from './form-fields';

/** A day count is worked out from its two dates when both are set (the server does the same). */
function derivedDays(from: string, to: string): string | undefined {
  if (!from || !to) return undefined;
  const days = daysBetween(from, to);
  return days === null ? '' : String(days);
}

/** The lifecycle dates in order, and the two day counts. */
export function FormDatesSection(props: SectionProps) {
  const { values } = props;
  const awardDays = derivedDays(values.application_date, values.award_date);
  const subAwardDays = derivedDays(values.award_date, values.sub_award_date);
  return (
    <FormSection title="Dates">
      <FieldGrid>
        <DateField {...props} field="psr_date" label="PSR date" />
        <DateField {...props} field="application_date" />
        <DateField {...props} field="award_date" />
        <DateField {...props} field="sent_to_sponsor_date" />
        <DateField {...props} field="sent_to_tdot_date" label="Sent to TDOT date" />
        <DateField {...props} field="sub_award_date" />
        <WholeNumberField
          {...props}
          field="days_to_award"
          disabled={awardDays !== undefined}
          shownValue={awardDays}
          description={
            awardDays !== undefined ? 'From the application and award dates' : 'When the dates are not known'
          }
        />
        <WholeNumberField
          {...props}
          field="days_to_sub_award"
          disabled={subAwardDays !== undefined}
          shownValue={subAwardDays}
          description={
            subAwardDays !== undefined ? 'From the award and sub-award dates' : 'When the dates are not known'
          }
        />
      </FieldGrid>
    </FormSection>
  );
}
