import { Stack } from '@mantine/core';
import type { ShareAccessForm } from '../hooks/use-share-access-form';
import { ExpiryFields } from './expiry-fields';
import { PasswordFields } from './password-fields';

/** The password and expiry part of every share form. */
export function ShareAccessFields({ form }: { form: ShareAccessForm }) {
  return (
    <Stack gap="md">
      <PasswordFields
        isProtected={form.isProtected}
        password={form.password}
        onProtectedChange={form.setProtected}
        onPasswordChange={form.setPassword}
        error={form.errors.password}
      />
      <ExpiryFields value={form.expiry} onChange={form.setExpiry} error={form.errors.expiry} />
    </Stack>
  );
}
