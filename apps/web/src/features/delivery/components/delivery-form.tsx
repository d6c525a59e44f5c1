import {
  DELIVERY_MILESTONES,
  deliveryRecordSchemaFor,
  percentCompleteOf,
  type DeliveryDetail,
  type DeliveryMilestones,
  type MilestoneKey,
} from '@bil/domain';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { describeError } from '@/components/error-boundary';
import { useSaveDelivery } from '../api/use-delivery';

type Draft = {
  milestones: DeliveryMilestones;
  percentComplete: number;
  contractAmount: number | '';
  amountDrawn: number;
  notes: string;
};

const draftOf = (detail: DeliveryDetail): Draft => ({
  milestones: detail.milestones,
  percentComplete: detail.percentComplete,
  contractAmount: detail.contractAmountCents === null ? '' : detail.contractAmountCents / 100,
  amountDrawn: detail.amountDrawnCents / 100,
  notes: detail.notes ?? '',
});

const toNumber = (value: string | number) => (typeof value === 'number' ? value : Number(value) || 0);
const toCents = (dollars: number) => Math.round(dollars * 100);

/** Create or change a delivery record; checked with the server's schema, award date and today included. */
export function DeliveryForm({ detail, today }: { detail: DeliveryDetail; today: string }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(detail));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveDelivery();
  const setDate = (key: MilestoneKey, kind: 'planned' | 'actual', value: string) => {
    setDraft((current) => ({
      ...current,
      milestones: { ...current.milestones, [key]: { ...current.milestones[key], [kind]: value || null } },
    }));
  };

  const sources = detail.milestoneSources;
  // Done by the records (final acceptance or closeout): the work is complete, 100, not typed here.
  const percentLocked = percentCompleteOf(draft.milestones, -1) === 100;
  const submit = async () => {
    const parsed = deliveryRecordSchemaFor({
      awardDate: detail.awardDate,
      today,
      derived: sources,
    }).safeParse({
      milestones: draft.milestones,
      percentComplete: percentLocked ? 100 : draft.percentComplete,
      contractAmountCents: draft.contractAmount === '' ? null : toCents(draft.contractAmount),
      amountDrawnCents: toCents(draft.amountDrawn),
      notes: draft.notes.trim() === '' ? null : draft.notes,
    });
    if (!parsed.success) {
      // The first message per field, as the server answers with the first.
      const messages: Record<string, string> = {};
      for (const issue of parsed.error.issues) messages[issue.path.join('.') || 'form'] ??= issue.message;
      setErrors(messages);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ projectId: detail.projectId, body: parsed.data });
      toast.success('Delivery record saved');
    } catch (error) {
      setErrors({ form: describeError(error) });
    }
  };

  return (
    <Stack gap="sm" data-testid="delivery-form">
      {errors.form ? (
        <Alert color="red" variant="light" role="alert">
          {errors.form}
        </Alert>
      ) : null}
      <Text size="sm" c="dimmed">
        Dates from the award ({detail.awardDate}) on; actual dates in milestone order and not after today. An
        actual date another record gives is shown with its source and changed on that record.
      </Text>
      {DELIVERY_MILESTONES.map(({ key, label }) => (
        <SimpleGrid key={key} cols={{ base: 1, xs: 2 }} spacing="xs">
          {(['planned', 'actual'] as const).map((kind) => {
            const source = kind === 'actual' ? sources[key] : undefined;
            return (
              <TextInput
                key={kind}
                type="date"
                label={`${label} ${kind}`}
                value={draft.milestones[key][kind] ?? ''}
                readOnly={source !== undefined}
                disabled={source !== undefined}
                description={source ? `From ${source.label}` : undefined}
                data-derived={source ? source.record : undefined}
                onChange={(event) => {
                  setDate(key, kind, event.currentTarget.value);
                }}
                error={errors[`milestones.${key}.${kind}`]}
              />
            );
          })}
        </SimpleGrid>
      ))}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        <NumberInput
          label="Percent complete"
          min={0}
          max={100}
          suffix="%"
          disabled={percentLocked}
          description={percentLocked ? 'Complete: final acceptance or closeout is done' : undefined}
          value={percentLocked ? 100 : draft.percentComplete}
          onChange={(value) => {
            setDraft((current) => ({ ...current, percentComplete: toNumber(value) }));
          }}
          error={errors.percentComplete}
        />
        <NumberInput
          label="Construction contract amount"
          prefix="$"
          thousandSeparator=","
          decimalScale={2}
          min={0}
          value={draft.contractAmount}
          onChange={(value) => {
            setDraft((current) => ({ ...current, contractAmount: value === '' ? '' : toNumber(value) }));
          }}
          error={errors.contractAmountCents}
        />
        <NumberInput
          label="Amount drawn"
          description={detail.drawnSource === 'gci' ? 'GC&I reimbursements are used instead' : undefined}
          prefix="$"
          thousandSeparator=","
          decimalScale={2}
          min={0}
          value={draft.amountDrawn}
          onChange={(value) => {
            setDraft((current) => ({ ...current, amountDrawn: toNumber(value) }));
          }}
          error={errors.amountDrawnCents}
        />
      </SimpleGrid>
      <Textarea
        label="Notes"
        autosize
        minRows={2}
        value={draft.notes}
        onChange={(event) => {
          const notes = event.currentTarget.value;
          setDraft((current) => ({ ...current, notes }));
        }}
        error={errors.notes}
      />
      <Group justify="flex-end">
        <Button onClick={() => void submit()} loading={save.isPending}>
          {detail.hasRecord ? 'Save delivery record' : 'Start tracking'}
        </Button>
      </Group>
    </Stack>
  );
}
