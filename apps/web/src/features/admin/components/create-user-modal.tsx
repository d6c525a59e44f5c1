import { adminCreateUserBodySchema, PASSWORD_MIN_LENGTH, type Role } from '@bil/domain';
import {
  Button,
  Group,
  Modal,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import { describeError } from '@/components/error-boundary';
import { useCreateUser } from '../api/use-create-user';
import { isRole, ROLE_OPTIONS } from './role-options';

type Field = 'email' | 'role' | 'displayName' | 'tdotPm' | 'password';
type Values = { email: string; role: Role; displayName: string; tdotPm: string; password: string };
const EMPTY: Values = { email: '', role: 'viewer', displayName: '', tdotPm: '', password: '' };

/** New account: with a password it is ready to use; without, the person is mailed an invitation. */
export function CreateUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateUser();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
  };
  const close = () => {
    setValues(EMPTY);
    setErrors({});
    onClose();
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = adminCreateUserBodySchema.safeParse({
      email: values.email,
      role: values.role,
      displayName: values.displayName.trim() || undefined,
      tdotPm: values.tdotPm.trim() || undefined,
      password: values.password || undefined,
    });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field | undefined;
        if (field && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (user) => {
        toast.success(
          parsed.data.password ? `Account created for ${user.email}` : `Invitation e-mailed to ${user.email}`,
        );
        close();
      },
      onError: (failure) => toast.error(describeError(failure)),
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      size="lg"
      centered
      title={<Text fw={700}>Create or invite an account</Text>}
    >
      <form onSubmit={submit} noValidate aria-label="Create an account">
        <Stack gap="sm">
          <TextInput
            label="E-mail"
            type="email"
            required
            value={values.email}
            error={errors.email}
            onChange={(event) => {
              set('email', event.currentTarget.value);
            }}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Select
              label="Role"
              data={ROLE_OPTIONS}
              value={values.role}
              allowDeselect={false}
              error={errors.role}
              onChange={(value) => {
                if (isRole(value)) set('role', value);
              }}
            />
            <TextInput
              label="Display name"
              value={values.displayName}
              error={errors.displayName}
              maxLength={100}
              onChange={(event) => {
                set('displayName', event.currentTarget.value);
              }}
            />
            <TextInput
              label="Assigned PM name"
              value={values.tdotPm}
              error={errors.tdotPm}
              maxLength={100}
              onChange={(event) => {
                set('tdotPm', event.currentTarget.value);
              }}
            />
          </SimpleGrid>
          <PasswordInput
            label="Password (optional)"
            description={`At least ${PASSWORD_MIN_LENGTH} characters. Leave blank to e-mail an invitation to choose one.`}
            autoComplete="new-password"
            value={values.password}
            error={errors.password}
            onChange={(event) => {
              set('password', event.currentTarget.value);
            }}
          />
          <Text size="xs" c="dimmed">
            The account starts with the role&apos;s default permissions and a confirmed e-mail address.
          </Text>
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              {values.password ? 'Create account' : 'Send invitation'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
