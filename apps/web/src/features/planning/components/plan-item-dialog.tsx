import {
  PLAN_FUNDING_SOURCES,
  PLAN_WORK_TYPES,
  formatCurrency,
  planItemBodySchema,
  sumFunding,
  type PlanItem,
  type PlanItemBody,
  type PlanningAirport,
} from '@bil/domain';
import { NumberInput, Select, SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { describeError } from '@/components/error-boundary';
import { RecordFormDialog } from '@/components/record-list';
import { useSavePlanItem } from '../api/use-planning';

type Draft = Omit<PlanItemBody, 'nationalPriorityRating' | 'notes'> & {
  nationalPriorityRating: number | '';
  notes: string;
};

function draftOf(item: PlanItem | null, airports: readonly PlanningAirport[], firstYear: number): Draft {
  if (item)
    return {
      airportCode: item.airportCode,
      title: item.title,
      workType: item.workType,
      fiscalYear: item.fiscalYear,
      estimatedCost: item.estimatedCost,
      funding: item.funding,
      priority: item.priority,
      nationalPriorityRating: item.nationalPriorityRating ?? '',
      status: item.status === 'converted' ? 'programmed' : item.status,
      notes: item.notes ?? '',
    };
  return {
    airportCode: airports.length === 1 ? (airports[0]?.airportCode ?? '') : '',
    title: '',
    workType: 'Runway',
    fiscalYear: firstYear,
    estimatedCost: 0,
    funding: { aipEntitlement: 0, bilAig: 0, aipDiscretionary: 0, state: 0, local: 0 },
    priority: 1,
    nationalPriorityRating: '',
    status: 'candidate',
    notes: '',
  };
}

const toNumber = (value: string | number) => (typeof value === 'number' ? value : Number(value) || 0);

/** Add or change a plan item; validated with the same schema as the server. */
export function PlanItemDialog({
  opened,
  item,
  airports,
  years,
  onClose,
}: {
  opened: boolean;
  item: PlanItem | null;
  airports: readonly PlanningAirport[];
  years: readonly number[];
  onClose: () => void;
}) {
  const creatable = airports.filter((airport) => airport.canCreate);
  const [draft, setDraft] = useState<Draft>(() => draftOf(item, creatable, years[0] ?? 2027));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSavePlanItem();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
  };
  const setFunding = (key: keyof Draft['funding'], value: number) => {
    setDraft((current) => ({ ...current, funding: { ...current.funding, [key]: value } }));
  };

  const submit = async () => {
    const parsed = planItemBodySchema.safeParse({
      ...draft,
      nationalPriorityRating: draft.nationalPriorityRating === '' ? null : draft.nationalPriorityRating,
      notes: draft.notes.trim() === '' ? null : draft.notes,
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'form'), issue.message]),
        ),
      );
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: item?.id ?? null, body: parsed.data });
      toast.success(item ? 'Plan item updated' : 'Plan item added');
      onClose();
    } catch (error) {
      setErrors({ form: describeError(error) });
    }
  };

  const splitTotal = sumFunding(draft.funding);
  return (
    <RecordFormDialog
      opened={opened}
      onClose={onClose}
      title={item ? 'Edit plan item' : 'Add plan item'}
      size="lg"
      onSave={() => void submit()}
      saving={save.isPending}
      saveLabel={item ? 'Save changes' : 'Add plan item'}
      error={errors.form}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Airport"
          required
          searchable
          data={creatable.map((airport) => ({
            value: airport.airportCode,
            label: `${airport.airportCode} - ${airport.airportName}`,
          }))}
          value={draft.airportCode || null}
          onChange={(value) => {
            set('airportCode', value ?? '');
          }}
          error={errors.airportCode}
        />
        <Select
          label="Fiscal year"
          required
          data={years.map((year) => ({ value: String(year), label: `FY${year % 100}` }))}
          value={String(draft.fiscalYear)}
          onChange={(value) => {
            set('fiscalYear', Number(value));
          }}
          error={errors.fiscalYear}
        />
      </SimpleGrid>
      <TextInput
        label="Title"
        required
        value={draft.title}
        onChange={(event) => {
          set('title', event.currentTarget.value);
        }}
        error={errors.title}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label="Type of work"
          data={[...PLAN_WORK_TYPES]}
          value={draft.workType}
          onChange={(value) => {
            set('workType', value ?? 'Other');
          }}
          error={errors.workType}
        />
        <Select
          label="Status"
          data={['candidate', 'programmed', 'deferred', 'withdrawn']}
          value={draft.status}
          onChange={(value) => {
            set('status', value ?? 'candidate');
          }}
          error={errors.status}
        />
        <NumberInput
          label="Priority"
          min={1}
          max={999}
          value={draft.priority}
          onChange={(value) => {
            set('priority', toNumber(value));
          }}
          error={errors.priority}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label="Estimated cost"
          prefix="$"
          thousandSeparator=","
          decimalScale={2}
          min={0}
          value={draft.estimatedCost}
          onChange={(value) => {
            set('estimatedCost', toNumber(value));
          }}
          error={errors.estimatedCost}
        />
        <NumberInput
          label="FAA national priority rating (0-100)"
          min={0}
          max={100}
          value={draft.nationalPriorityRating}
          onChange={(value) => {
            set('nationalPriorityRating', value === '' ? '' : toNumber(value));
          }}
          error={errors.nationalPriorityRating}
        />
      </SimpleGrid>
      <Text fw={600} size="sm">
        Planned funding
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {PLAN_FUNDING_SOURCES.map((source) => (
          <NumberInput
            key={source.key}
            label={source.label}
            prefix="$"
            thousandSeparator=","
            decimalScale={2}
            min={0}
            value={draft.funding[source.key]}
            onChange={(value) => {
              setFunding(source.key, toNumber(value));
            }}
          />
        ))}
      </SimpleGrid>
      <Text size="sm" c={errors.funding ? 'red' : 'dimmed'} data-testid="plan-split-total">
        Split total {formatCurrency(splitTotal)} of {formatCurrency(draft.estimatedCost)}
        {errors.funding ? `: ${errors.funding}` : ''}
      </Text>
      <Textarea
        label="Notes"
        autosize
        minRows={2}
        value={draft.notes}
        onChange={(event) => {
          set('notes', event.currentTarget.value);
        }}
        error={errors.notes}
      />
    </RecordFormDialog>
  );
}
