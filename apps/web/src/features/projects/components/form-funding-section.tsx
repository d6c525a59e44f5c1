import { amountsDifference, bilAmount, bilAmountLabel, formatCurrency, sumAmountParts } from '@bil/domain';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { AmountField, FieldGrid, FormSection, type SectionProps } from './form-fields';

type FundingProps = SectionProps & { onUseSumAsTotal: () => void };

/**
 * The BIL parts with the BIL amount worked out live (SPEC §3), then state, local and total. The
 * total fills itself from the parts; a different total someone typed stays, with a warning.
 */
export function FormFundingSection({ onUseSumAsTotal, ...props }: FundingProps) {
  const { values } = props;
  const amounts = {
    bil_aig_amount: values.bil_aig_amount,
    bil_atp_amount: values.bil_atp_amount,
    bil_fct_amount: values.bil_fct_amount,
    state_amount: values.state_amount,
    local_amount: values.local_amount,
    total_amount: values.total_amount,
  };
  const difference = amountsDifference(amounts);
  return (
    <FormSection
      title="Funding"
      description="Whole dollars or dollars and cents, e.g. 1250000 or $1,250,000.50. Anything else is refused with a message, never changed."
    >
      <FieldGrid>
        <AmountField {...props} field="bil_aig_amount" />
        <AmountField {...props} field="bil_atp_amount" />
        <AmountField {...props} field="bil_fct_amount" />
      </FieldGrid>
      <Paper withBorder radius="md" p="sm" bg="navy.0" aria-live="polite">
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            BIL amount ({bilAmountLabel(amounts)})
          </Text>
          <Text size="lg" fw={700} data-testid="bil-amount">
            {formatCurrency(bilAmount(amounts))}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          AIG + ATP + FCT; the label names the first program with money.
        </Text>
      </Paper>
      <FieldGrid>
        <AmountField {...props} field="state_amount" />
        <AmountField {...props} field="local_amount" />
        <AmountField
          {...props}
          field="total_amount"
          description="Fills in as BIL + state + local until you type your own; left blank, it is that sum."
        />
      </FieldGrid>
      <Stack gap={0}>
        <Text size="sm" c="dimmed">
          BIL + state + local: {formatCurrency(sumAmountParts(amounts))}
        </Text>
        {difference !== 0 ? (
          <Group gap="xs" data-testid="total-difference">
            <Text size="sm" c={difference < 0 ? 'orange.8' : 'dimmed'}>
              {difference < 0
                ? `The total is ${formatCurrency(-difference)} less than its parts: it will be refused.`
                : `The total is ${formatCurrency(difference)} more than its parts.`}
            </Text>
            <Button size="compact-xs" variant="light" onClick={onUseSumAsTotal}>
              Use the sum as the total
            </Button>
          </Group>
        ) : null}
      </Stack>
    </FormSection>
  );
}
