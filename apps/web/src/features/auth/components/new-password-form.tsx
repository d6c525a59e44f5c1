import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@bil/domain';
import { useState, type SubmitEvent } from 'react';
import { useResetPassword } from '../api/use-reset-password';
import type { FieldErrors } from '../auth-forms';
import { preloadAuthForms, validateAuthForm } from '../auth-form-validation';
import { FormErrorAlert } from './form-error-alert';

type Field = 'password' | 'confirmPassword';
type NewPasswordFormProps = { token: string; onDone: () => void; onRequestNewLink: () => void };

/** Second step of the reset: the mailed link brought a token; choose the new password twice. */
export function NewPasswordForm({ token, onDone, onRequestNewLink }: NewPasswordFormProps) {
  const reset = useResetPassword();
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = await validateAuthForm((forms) => forms.newPasswordFormSchema, values, 'password');
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    reset.mutate({ token, newPassword: parsed.data.password }, { onSuccess: onDone });
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onFocus={preloadAuthForms}
      noValidate
      aria-label="Choose a new password"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Choose a new password for your account. You will be signed out everywhere else.
        </Text>
        {reset.isError ? <FormErrorAlert error={reset.error} /> : null}
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          required
          description={`At least ${PASSWORD_MIN_LENGTH} characters`}
          value={values.password}
          error={errors.password}
          onChange={(event) => {
            const password = event.currentTarget.value;
            setValues((current) => ({ ...current, password }));
          }}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          error={errors.confirmPassword}
          onChange={(event) => {
            const confirmPassword = event.currentTarget.value;
            setValues((current) => ({ ...current, confirmPassword }));
          }}
        />
        <Button type="submit" fullWidth loading={reset.isPending}>
          Set new password
        </Button>
        {reset.isError ? (
          <Button variant="subtle" onClick={onRequestNewLink}>
            Request a new link
          </Button>
        ) : null}
      </Stack>
    </form>
  );
}
