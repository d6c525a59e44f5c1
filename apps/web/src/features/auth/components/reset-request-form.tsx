import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type SubmitEvent } from 'react';
import { useRequestPasswordReset } from '../api/use-request-password-reset';
import { collectFieldErrors, resetRequestFormSchema, type FieldErrors } from '../auth-forms';
import { AUTH_TEXT } from '../auth-messages';
import { FormErrorAlert } from './form-error-alert';
import { MailSentNotice } from './mail-sent-notice';

/** 'Forgot password': the server mails a link to choose a new password (same answer for any address). */
export function ResetRequestForm({ onSignIn }: { onSignIn: () => void }) {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email'>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = resetRequestFormSchema.safeParse({ email });
    if (!parsed.success) {
      setErrors(collectFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    request.mutate(parsed.data, {
      onSuccess: () => {
        setSentTo(parsed.data.email);
      },
    });
  };

  if (sentTo) {
    return (
      <MailSentNotice title={AUTH_TEXT.resetRequestedTitle} onSignIn={onSignIn}>
        {AUTH_TEXT.resetRequestedBody(sentTo)}
      </MailSentNotice>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Reset password">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Enter the e-mail address of your account and we will send you a link to choose a new password.
        </Text>
        {request.isError ? <FormErrorAlert error={request.error} /> : null}
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          value={email}
          error={errors.email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
          }}
        />
        <Button type="submit" fullWidth loading={request.isPending}>
          Send reset link
        </Button>
        <Button variant="subtle" onClick={onSignIn}>
          Back to sign in
        </Button>
      </Stack>
    </form>
  );
}
