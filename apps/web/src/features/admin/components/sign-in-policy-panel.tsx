import {
  formatMinutes,
  SESSION_ABSOLUTE_HOURS,
  SESSION_IDLE_MINUTES,
  signInPolicySchema,
  type SignInPolicy,
  type TwoFactorPolicy,
} from '@bil/domain';
import { Button, Group, NumberInput, Paper, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { describeError } from '@/components/error-boundary';
import { useSignInPolicy, useUpdateSignInPolicy } from '../api/use-sign-in-policy';
import { QueryStatus } from './query-status';

const TWO_FACTOR: { value: TwoFactorPolicy; label: string; description: string }[] = [
  {
    value: 'admins',
    label: 'Required for administrators',
    description:
      'Administrators set up an authenticator app at their next sign-in. The default in production.',
  },
  {
    value: 'everyone',
    label: 'Required for everyone',
    description: 'Every account sets up an authenticator app at its next sign-in before doing anything else.',
  },
  {
    value: 'off',
    label: 'Not required',
    description: 'People may still turn on two-factor sign-in for themselves in Settings.',
  },
];

/** /admin/sign-in-policy: two-factor requirement and session limits (audited with before and after). */
export function SignInPolicyPanel() {
  const policy = useSignInPolicy();
  const update = useUpdateSignInPolicy();
  const [draft, setDraft] = useState<SignInPolicy | null>(null);

  const saved = policy.data;
  if (!saved) return <QueryStatus query={policy} />;
  const shown = draft ?? saved;
  const checked = signInPolicySchema.safeParse(shown);
  const issue = (field: keyof SignInPolicy) =>
    checked.success ? undefined : checked.error.issues.find((item) => item.path[0] === field)?.message;
  const isDirty = JSON.stringify(shown) !== JSON.stringify(saved);

  const save = () => {
    if (!checked.success) return;
    update.mutate(checked.data, {
      onSuccess: () => {
        setDraft(null);
        toast.success('Sign-in policy saved');
      },
      onError: (failure) => toast.error(describeError(failure)),
    });
  };

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="lg">
        <Radio.Group
          label="Two-factor sign-in"
          value={shown.twoFactor}
          onChange={(value) => {
            setDraft({ ...shown, twoFactor: value });
          }}
        >
          <Stack gap="md" mt="sm">
            {TWO_FACTOR.map((option) => (
              <Radio
                key={option.value}
                value={option.value}
                label={option.label}
                description={option.description}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Group align="flex-start" grow>
          <NumberInput
            label="Idle timeout (minutes)"
            description={`A session unused this long ends (${SESSION_IDLE_MINUTES.min} to ${SESSION_IDLE_MINUTES.max}).`}
            min={SESSION_IDLE_MINUTES.min}
            max={SESSION_IDLE_MINUTES.max}
            allowDecimal={false}
            value={shown.idleTimeoutMinutes}
            error={issue('idleTimeoutMinutes')}
            onChange={(value) => {
              setDraft({ ...shown, idleTimeoutMinutes: Number(value) });
            }}
          />
          <NumberInput
            label="Session lifetime (hours)"
            description={`Signed out this long after signing in, however busy (${SESSION_ABSOLUTE_HOURS.min} to ${SESSION_ABSOLUTE_HOURS.max}).`}
            min={SESSION_ABSOLUTE_HOURS.min}
            max={SESSION_ABSOLUTE_HOURS.max}
            allowDecimal={false}
            value={shown.absoluteLifetimeHours}
            error={issue('absoluteLifetimeHours')}
            onChange={(value) => {
              setDraft({ ...shown, absoluteLifetimeHours: Number(value) });
            }}
          />
        </Group>
        {checked.success ? (
          <Text size="sm" c="dimmed">
            Sessions end after {formatMinutes(shown.idleTimeoutMinutes)} without activity, and{' '}
            {formatMinutes(shown.absoluteLifetimeHours * 60)} after sign-in at the latest. Changes apply at
            each session’s next request.
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            disabled={!isDirty || update.isPending}
            onClick={() => {
              setDraft(null);
            }}
          >
            Discard changes
          </Button>
          <Button onClick={save} disabled={!isDirty || !checked.success} loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
