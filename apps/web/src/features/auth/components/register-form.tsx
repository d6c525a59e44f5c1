import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { PASSWORD_MIN_LENGTH } from '@bil/domain';
import { useState, type ChangeEvent, type SubmitEvent } from 'react';
import { useSignUp } from '../api/use-sign-up';
import { collectFieldErrors, registerFormSchema, type FieldErrors } from '../auth-forms';
import { AUTH_TEXT } from '../auth-messages';
import { FormErrorAlert } from './form-error-alert';
import { MailSentNotice } from './mail-sent-notice';

type Field = 'email' | 'password' | 'confirmPassword';

/** Self-registration: e-mail and password; the account is usable once the mailed link is opened. */
export function RegisterForm({ onSignIn }: { onSignIn: () => void }) {
  const signUp = useSignUp();
  const [values, setValues] = useState<Record<Field, string>>({
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = registerFormSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(collectFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    const { email, password } = parsed.data;
    signUp.mutate(
      { email, password },
      {
        onSuccess: () => {
          setRegisteredEmail(email);
        },
      },
    );
  };

  if (registeredEmail) {
    return (
      <MailSentNotice title={AUTH_TEXT.registeredTitle} onSignIn={onSignIn}>
        {AUTH_TEXT.registeredBody(registeredEmail)}
      </MailSentNotice>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Register">
      <Stack gap="md">
        {signUp.isError ? <FormErrorAlert error={signUp.error} /> : null}
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          error={errors.email}
          onChange={change('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          required
          description={`At least ${PASSWORD_MIN_LENGTH} characters`}
          value={values.password}
          error={errors.password}
          onChange={change('password')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          error={errors.confirmPassword}
          onChange={change('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={signUp.isPending}>
          Create account
        </Button>
        <Text size="xs" c="dimmed">
          Access is for authorized personnel. New accounts start with viewer access; an administrator can
          grant more.
        </Text>
      </Stack>
    </form>
  );
}
