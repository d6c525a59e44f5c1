import { describeSsoError, SSO_MESSAGES } from '@bil/domain';
import { Alert, Button, Divider, Stack } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useSignInOptions, useStartSso } from '../api/use-sso';
import { FormErrorAlert } from './form-error-alert';

/** "Sign in with <name>" when single sign-on is set up, and the words for a sign-in the IdP round trip refused. */
export function SsoSignIn() {
  const options = useSignInOptions();
  const start = useStartSso();
  const [params] = useSearchParams();
  const error = params.get('error');
  const sso = options.data?.sso;
  return (
    <Stack gap="md">
      {error ? (
        <Alert role="alert" color="red" variant="light" title="Single sign-on refused">
          {describeSsoError(error)}
        </Alert>
      ) : null}
      {sso ? (
        <>
          {start.isError ? <FormErrorAlert error={start.error} /> : null}
          <Button
            fullWidth
            variant="default"
            leftSection={<IconKey size={18} aria-hidden />}
            loading={start.isPending || start.isSuccess}
            onClick={() => {
              start.mutate();
            }}
          >
            {SSO_MESSAGES.signInWith(sso.name)}
          </Button>
          <Divider label="or with e-mail and password" labelPosition="center" />
        </>
      ) : null}
    </Stack>
  );
}
