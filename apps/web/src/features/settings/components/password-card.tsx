import { passwordSchema } from '@bil/domain';
import { Button, Group, PasswordInput, SimpleGrid } from '@mantine/core';
import { useState, type ChangeEvent, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import { describeError } from '@/components/error-boundary';
import { useChangePassword } from '../api/use-change-password';
import { SettingsCard } from './settings-card';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const EMPTY: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

function validate(values: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.currentPassword) errors.currentPassword = 'Enter your current password';
  const parsed = passwordSchema.safeParse(values.newPassword);
  if (!parsed.success) errors.newPassword = parsed.error.issues[0]?.message ?? 'Invalid password';
  if (values.confirmPassword !== values.newPassword)
    errors.confirmPassword = 'The two passwords do not match';
  return errors;
}

/** Change my password; every other session is signed out (the server insists). */
export function PasswordCard() {
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          setValues(EMPTY);
          toast.success('Password changed. Your other sessions were signed out.');
        },
        onError: (failure) => toast.error(describeError(failure)),
      },
    );
  };

  return (
    <SettingsCard
      title="Password"
      description="Changing your password signs you out on every other device and browser."
    >
      <form onSubmit={submit} noValidate aria-label="Change password">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            {...field('currentPassword')}
          />
          <PasswordInput label="New password" autoComplete="new-password" {...field('newPassword')} />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={change.isPending}>
            Change password
          </Button>
        </Group>
      </form>
    </SettingsCard>
  );
}
