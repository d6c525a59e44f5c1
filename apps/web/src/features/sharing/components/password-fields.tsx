import { MIN_SHARE_PASSWORD_LENGTH } from '@bil/domain';
import { PasswordInput, Stack, Switch } from '@mantine/core';

type Props = {
  isProtected: boolean;
  password: string;
  onProtectedChange: (value: boolean) => void;
  onPasswordChange: (value: string) => void;
  error?: string | null;
};

/** Optional share password (at least 8 characters after trimming; SPEC §5 said 4). */
export function PasswordFields({ isProtected, password, onProtectedChange, onPasswordChange, error }: Props) {
  return (
    <Stack gap="xs">
      <Switch
        label="Password protect"
        checked={isProtected}
        onChange={(event) => {
          onProtectedChange(event.currentTarget.checked);
        }}
      />
      {isProtected ? (
        <PasswordInput
          label="Password"
          description={`Visitors must enter it to view the content (at least ${MIN_SHARE_PASSWORD_LENGTH} characters).`}
          value={password}
          autoComplete="new-password"
          onChange={(event) => {
            onPasswordChange(event.currentTarget.value);
          }}
          error={error ?? undefined}
        />
      ) : null}
    </Stack>
  );
}
