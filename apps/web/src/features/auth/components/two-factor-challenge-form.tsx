import { TRUSTED_DEVICE_DAYS } from '@bil/domain';
import { Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type SubmitEvent } from 'react';
import { useVerifyTwoFactor } from '../api/use-verify-two-factor';
import { FormErrorAlert } from './form-error-alert';

/** After a right password: the code from the authenticator app (or a recovery code). */
export function TwoFactorChallengeForm({ onRestart }: { onRestart: () => void }) {
  const verify = useVerifyTwoFactor();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = code.trim();
    if (value === '') {
      setError(recovery ? 'Enter one of your recovery codes' : 'Enter the 6-digit code from your app');
      return;
    }
    setError(undefined);
    verify.mutate({ kind: recovery ? 'recovery' : 'totp', code: value, trustDevice });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Two-factor code">
      <Stack gap="md">
        <Text size="sm">
          {recovery
            ? 'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each works once.'
            : 'Open your authenticator app and enter the 6-digit code for Airport Management.'}
        </Text>
        {verify.isError ? <FormErrorAlert error={verify.error} /> : null}
        <TextInput
          label={recovery ? 'Recovery code' : 'Authentication code'}
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          required
          data-autofocus
          value={code}
          error={error}
          onChange={(event) => {
            setCode(event.currentTarget.value);
          }}
        />
        <Checkbox
          label={`Trust this device for ${TRUSTED_DEVICE_DAYS} days`}
          checked={trustDevice}
          onChange={(event) => {
            setTrustDevice(event.currentTarget.checked);
          }}
        />
        <Button type="submit" fullWidth loading={verify.isPending}>
          Verify
        </Button>
        <Group justify="space-between">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setRecovery(!recovery);
              setCode('');
              verify.reset();
            }}
          >
            {recovery ? 'Use a code from the app' : 'Use a recovery code'}
          </Anchor>
          <Anchor component="button" type="button" size="sm" onClick={onRestart}>
            Start over
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
