import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { useState, type SubmitEvent } from 'react';
import { useSignIn } from '../api/use-sign-in';
import type { FieldErrors } from '../auth-forms';
import { preloadAuthForms, validateAuthForm } from '../auth-form-validation';
import { AUTH_TEXT, isEmailNotConfirmed } from '../auth-messages';
import { FormErrorAlert } from './form-error-alert';
import { TwoFactorChallengeForm } from './two-factor-challenge-form';
import { SsoSignIn } from './sso-sign-in';

type SignInFormProps = { onForgotPassword: () => void };

/**
 * E-mail and password, then (for an account with two-factor sign-in) a code. On success the session is
 * loaded and the page moves on by itself.
 */
export function SignInForm({ onForgotPassword }: SignInFormProps) {
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const [submittedEmail, setSubmittedEmail] = useState('');

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = await validateAuthForm((forms) => forms.signInFormSchema, { email, password }, 'email');
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSubmittedEmail(checked.data.email);
    signIn.mutate(checked.data);
  };

  if (signIn.data?.step === 'two-factor') {
    return (
      <TwoFactorChallengeForm
        onRestart={() => {
          signIn.reset();
          setPassword('');
        }}
      />
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} onFocus={preloadAuthForms} noValidate aria-label="Sign in">
      <Stack gap="md">
        <SsoSignIn />
        {signIn.isError && isEmailNotConfirmed(signIn.error) ? (
          <Alert
            role="alert"
            color="orange"
            variant="light"
            title={AUTH_TEXT.emailNotConfirmedTitle}
            icon={<IconMailExclamation size={20} aria-hidden />}
          >
            {AUTH_TEXT.emailNotConfirmedBody(submittedEmail)}
          </Alert>
        ) : null}
        {signIn.isError && !isEmailNotConfirmed(signIn.error) ? (
          <FormErrorAlert error={signIn.error} />
        ) : null}
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="username"
          required
          value={email}
          error={errors.email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
          }}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
          }}
        />
        <Group justify="flex-end" mt={-6}>
          <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={signIn.isPending}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
