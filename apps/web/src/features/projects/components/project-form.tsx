import {
  PROJECT_FIELD_LABELS,
  PROJECT_MESSAGES,
  type Project,
  type ProjectField,
  type ProjectWarning,
} from '@bil/domain';
import { Alert, Button, Group, List, Stack } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy, IconRefresh } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { describeError } from '@/components/error-boundary';
import { ApiError } from '@/lib/api-client';
import { useAirportOptions } from '../api/use-airport-options';
import type { FieldErrors, FormValues } from '../project-form-values';
import { serverFieldErrors } from '../project-form-values';
import { sumOfPartsText, totalFollowsParts, withFieldChange } from '../project-total';
import { ConflictReview, type ConflictItem } from './conflict-review';
import { FormCoreSection } from './form-core-section';
import { FormDatesSection } from './form-dates-section';
import { fieldMessage } from './form-fields';
import { FormFundingSection } from './form-funding-section';
import { FormLocationSection } from './form-location-section';
import { FormNotesSection } from './form-notes-section';
import { WarningsDialog } from './warnings-dialog';

export const FIX_FIELDS_MESSAGE = 'Please correct the highlighted fields. Nothing was saved.';

/** What a submit decided: field errors, nothing to do, or a save to run (after the warnings, if any). */
export type SubmitPlan =
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'unchanged' }
  | { kind: 'save'; warnings: ProjectWarning[]; save: () => Promise<Project> };

type ProjectFormProps = {
  initialValues: FormValues;
  submitLabel: string;
  fixedTdotPm: string | null;
  /** Checks the values and says what to do; the save itself runs only when asked. */
  planSubmit: (values: FormValues) => SubmitPlan;
  onSaved: (project: Project) => void;
  onCancel: () => void;
  /** Re-reads the project after a 409 (someone else saved first), carrying what the person typed. */
  onReload?: (values: FormValues) => void;
  /** The values the form opens with when they differ from initialValues (the person's kept changes). */
  startValues?: FormValues;
  /** After such a reload: the fields the person had changed, theirs next to the saved ones. */
  conflicts?: readonly ConflictItem[];
};

type Failure = { kind: 'message'; text: string; fields?: FieldErrors } | { kind: 'conflict'; text: string };

/** The project form: five sections, client checks with the shared schema, warnings, server errors as sent. */
export function ProjectForm(props: ProjectFormProps) {
  const { initialValues, submitLabel, fixedTdotPm, planSubmit, onSaved, onCancel, onReload } = props;
  const airports = useAirportOptions();
  const [values, setValues] = useState(props.startValues ?? initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pendingSave, setPendingSave] = useState<{
    warnings: ProjectWarning[];
    save: () => Promise<Project>;
  } | null>(null);
  const [saving, setSaving] = useState(false);

  // The total adds up BIL + state + local by itself until the person types a total of their own.
  const totalFollows = useRef(totalFollowsParts(initialValues));
  const setValue = useCallback((field: ProjectField, value: string) => {
    if (field === 'total_amount') totalFollows.current = value.trim() === '';
    setValues((current) => withFieldChange(current, field, value, totalFollows.current));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);
  // Leaving a field checks its text with the shared schema: a refusal shows at once, in the import's words.
  const checkField = useCallback((field: ProjectField, text: string) => {
    const message = fieldMessage(field, text);
    setErrors((current) => (current[field] === message ? current : { ...current, [field]: message }));
  }, []);
  const applySumAsTotal = useCallback(() => {
    totalFollows.current = true;
    setValues((current) => ({ ...current, total_amount: sumOfPartsText(current) }));
    setErrors((current) => ({ ...current, total_amount: undefined }));
  }, []);

  const runSave = async (save: () => Promise<Project>) => {
    setSaving(true);
    setFailure(null);
    try {
      onSaved(await save());
    } catch (error) {
      setPendingSave(null);
      if (error instanceof ApiError && error.status === 409) {
        setFailure({ kind: 'conflict', text: error.message });
      } else {
        if (error instanceof ApiError && error.issues.length > 0) {
          setErrors(serverFieldErrors(error.issues));
          setFocusRequest((count) => count + 1);
        }
        setFailure({ kind: 'message', text: describeError(error) });
      }
    } finally {
      setSaving(false);
    }
  };

  // After a refused submit, the first field with a message gets the focus (and comes into view).
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.scrollIntoView({ block: 'center' });
    invalid?.focus({ preventScroll: true });
  }, [focusRequest]);

  const submit = () => {
    const plan = planSubmit(values);
    if (plan.kind === 'invalid') {
      setErrors(plan.errors);
      setFocusRequest((count) => count + 1);
      setFailure({ kind: 'message', text: FIX_FIELDS_MESSAGE, fields: plan.errors });
      return;
    }
    if (plan.kind === 'unchanged') {
      setFailure(null);
      toast.info(PROJECT_MESSAGES.nothingToChange);
      return;
    }
    setErrors({});
    // A message from an earlier refused submit no longer applies once the fields are right.
    setFailure(null);
    if (plan.warnings.length > 0) setPendingSave({ warnings: plan.warnings, save: plan.save });
    else void runSave(plan.save);
  };

  const sectionProps = { values, errors, setValue, checkField };
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <ConflictReview items={props.conflicts ?? []} values={values} onChoose={setValue} />
        <FormCoreSection {...sectionProps} />
        <FormLocationSection
          {...sectionProps}
          airports={airports.data ?? []}
          airportsLoading={airports.isPending}
          fixedTdotPm={fixedTdotPm}
        />
        <FormFundingSection {...sectionProps} onUseSumAsTotal={applySumAsTotal} />
        <FormDatesSection {...sectionProps} />
        <FormNotesSection {...sectionProps} />
        {failure ? (
          <Alert
            role="alert"
            color={failure.kind === 'conflict' ? 'orange' : 'red'}
            variant="light"
            icon={<IconAlertCircle size={20} aria-hidden />}
            title={failure.kind === 'conflict' ? 'Changed by someone else' : 'Not saved'}
          >
            {failure.text}
            {failure.kind === 'message' && failure.fields ? <FieldErrorList errors={failure.fields} /> : null}
            {failure.kind === 'conflict' && onReload ? (
              <div>
                <Button
                  mt="sm"
                  size="xs"
                  variant="outline"
                  color="orange"
                  leftSection={<IconRefresh size={14} aria-hidden />}
                  onClick={() => {
                    onReload(values);
                  }}
                >
                  Reload
                </Button>
              </div>
            ) : null}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
      <WarningsDialog
        warnings={pendingSave?.warnings ?? null}
        loading={saving}
        onConfirm={() => {
          if (pendingSave) void runSave(pendingSave.save);
        }}
        onCancel={() => {
          setPendingSave(null);
        }}
      />
    </form>
  );
}

/** Names what the message refers to, so a field below the fold is not a guess. */
function FieldErrorList({ errors }: { errors: FieldErrors }) {
  const entries = Object.entries(errors).filter((entry): entry is [ProjectField, string] =>
    Boolean(entry[1]),
  );
  if (entries.length === 0) return null;
  return (
    <List size="sm" mt="xs" data-testid="form-error-fields">
      {entries.map(([field, message]) => (
        <List.Item key={field}>
          {PROJECT_FIELD_LABELS[field]}: {message}
        </List.Item>
      ))}
    </List>
  );
}
