import { Alert, Button, Loader, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { describeRegistration, PASSWORD_MIN_LENGTH, type RegistrationSetting } from '@bil/domain';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useState, type ChangeEvent, type SubmitEvent } from 'react';
import { useRegistrationSetting } from '../api/use-registration-setting';
import { useSignUp } from '../api/use-sign-up';
import type { FieldErrors } from '../auth-forms';
import { preloadAuthForms, validateAuthForm } from '../auth-form-validation';
import { AUTH_TEXT } from '../auth-messages';
import { FormErrorAlert } from './form-error-alert';
import { MailSentNotice } from './mail-sent-notice';

type Field = 'email' | 'password' | 'confirmPassword';

/** What the administrators' registration mode means, said before anyone types anything. */
function RegistrationNotice({ setting }: { setting: RegistrationSetting }) {
  const closed = setting.mode === 'closed';
  return (
    <Alert
      variant="light"
      color={closed ? 'orange' : 'blue'}
      icon={closed ? <IconLock size={18} aria-hidden /> : <IconInfoCircle size={18} aria-hidden />}
      data-testid="registration-notice"
    >
      {describeRegistration(setting)}
    </Alert>
  );
}

/**
 * Self-registration: e-mail and password, within the registration mode (closed: no form; domains: the
 * allowed domains; approval: an administrator reviews the account). The mailed link confirms the address.
 */
export function RegisterForm({ onSignIn }: { onSignIn: () => void }) {
  const registration = useRegistrationSetting();
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

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = await validateAuthForm((forms) => forms.registerFormSchema, values, 'email');
    if ('errors' in parsed) {
      setErrors(parsed.errors);
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

  const setting = registration.data;
  if (registeredEmail) {
    return (
      <MailSentNotice title={AUTH_TEXT.registeredTitle} onSignIn={onSignIn}>
        {AUTH_TEXT.registeredBody(registeredEmail)}
        {setting?.mode === 'approval' ? ` ${AUTH_TEXT.registeredNeedsApproval}` : ''}
      </MailSentNotice>
    );
  }
  if (registration.isPending) return <Loader size="sm" aria-label="Loading" />;
  if (setting?.mode === 'closed') {
    return (
      <Stack gap="md">
        <RegistrationNotice setting={setting} />
        <Button variant="default" fullWidth onClick={onSignIn}>
          Back to sign in
        </Button>
      </Stack>
    );
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onFocus={preloadAuthForms}
      noValidate
      aria-label="Register"
    >
      <Stack gap="md">
        {setting ? <RegistrationNotice setting={setting} /> : null}
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
