import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type SubmitEvent } from 'react';
import { useRequestPasswordReset } from '../api/use-request-password-reset';
import type { FieldErrors } from '../auth-forms';
import { preloadAuthForms, validateAuthForm } from '../auth-form-validation';
import { AUTH_TEXT } from '../auth-messages';
import { FormErrorAlert } from './form-error-alert';
import { MailSentNotice } from './mail-sent-notice';

/** 'Forgot password': the server mails a link to choose a new password (same answer for any address). */
export function ResetRequestForm({ onSignIn }: { onSignIn: () => void }) {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email'>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = await validateAuthForm((forms) => forms.resetRequestFormSchema, { email }, 'email');
    if ('errors' in parsed) {
      setErrors(parsed.errors);
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
    <form
      onSubmit={(event) => void submit(event)}
      onFocus={preloadAuthForms}
      noValidate
      aria-label="Reset password"
    >
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
