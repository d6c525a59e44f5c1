import { Alert, Button, Code, Image, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo, useState, type SubmitEvent } from 'react';
import { renderSVG } from 'uqr';
import {
  useConfirmTwoFactorEnrolment,
  useStartTwoFactorEnrolment,
  type TwoFactorSetup,
} from '../api/use-two-factor-enrolment';
import { FormErrorAlert } from './form-error-alert';

function secretOf(totpUri: string): string {
  return new URL(totpUri).searchParams.get('secret') ?? '';
}

/** The QR code the app scans, the same secret in letters for typing, and the recovery codes (shown once). */
function SetupDetails({ setup }: { setup: TwoFactorSetup }) {
  const qr = useMemo(
    () => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(setup.totpURI, { border: 2 }))}`,
    [setup.totpURI],
  );
  return (
    <Stack gap="md">
      <Text size="sm">
        1. Scan this code with an authenticator app (Microsoft Authenticator, Google Authenticator, Authy...),
        or type the key below.
      </Text>
      <Image src={qr} alt="QR code for your authenticator app" w={200} h={200} data-testid="totp-qr" />
      <Text size="sm">
        Key:{' '}
        <Code data-testid="totp-secret" style={{ overflowWrap: 'anywhere' }}>
          {secretOf(setup.totpURI)}
        </Code>
      </Text>
      <Alert
        color="orange"
        variant="light"
        icon={<IconAlertTriangle size={20} aria-hidden />}
        title="Recovery codes"
      >
        2. Save these codes somewhere safe now: they are shown only once. Each one signs you in once if you
        lose your phone.
      </Alert>
      <SimpleGrid cols={2} spacing={4} data-testid="recovery-codes">
        {setup.backupCodes.map((code) => (
          <Code key={code}>{code}</Code>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * Turning on two-factor sign-in: the password again, then the secret and recovery codes, then a code from
 * the app to prove it works. Used where the policy requires enrolment and on the settings screen.
 */
export function TwoFactorEnrolment({ onDone }: { onDone?: () => void }) {
  const start = useStartTwoFactorEnrolment();
  const confirm = useConfirmTwoFactorEnrolment();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  if (!start.data) {
    const submit = (event: SubmitEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (password === '') {
        setError('Enter your password');
        return;
      }
      setError(undefined);
      start.mutate(password);
    };
    return (
      <form onSubmit={submit} noValidate aria-label="Confirm your password">
        <Stack gap="md">
          {start.isError ? <FormErrorAlert error={start.error} /> : null}
          <PasswordInput
            label="Your password"
            description="Confirm it is you before setting up two-factor sign-in."
            autoComplete="current-password"
            required
            value={password}
            error={error}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
            }}
          />
          <Button type="submit" loading={start.isPending}>
            Continue
          </Button>
        </Stack>
      </form>
    );
  }

  const submitCode = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim() === '') {
      setError('Enter the 6-digit code from your app');
      return;
    }
    setError(undefined);
    confirm.mutate(code, { onSuccess: () => onDone?.() });
  };
  return (
    <Stack gap="lg">
      <SetupDetails setup={start.data} />
      <form onSubmit={submitCode} noValidate aria-label="Confirm the code">
        <Stack gap="md">
          {confirm.isError ? <FormErrorAlert error={confirm.error} /> : null}
          <TextInput
            label="3. Enter the 6-digit code your app shows"
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            value={code}
            error={error}
            onChange={(event) => {
              setCode(event.currentTarget.value);
            }}
          />
          <Button type="submit" loading={confirm.isPending}>
            Turn on two-factor sign-in
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
