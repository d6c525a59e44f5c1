import {
  describeRegistration,
  REGISTRATION_MESSAGES,
  type RegistrationMode,
  type RegistrationSetting,
} from '@bil/domain';
import { Alert, Button, Group, Paper, Radio, Stack, TagsInput, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { describeError } from '@/components/error-boundary';
import { useRegistrationSetting, useUpdateRegistration } from '../api/use-registration';
import { QueryStatus } from './query-status';

const MODES: { value: RegistrationMode; label: string; description: string }[] = [
  {
    value: 'approval',
    label: 'Anyone may register; an administrator approves each account',
    description:
      'New accounts confirm their e-mail, then wait. They can sign in but see only a waiting page until you approve them under User Management.',
  },
  {
    value: 'domains',
    label: 'Only addresses in the allowed domains',
    description:
      'Registration is refused for any other address. Addresses in the listed domains can use the product once they confirm their e-mail.',
  },
  {
    value: 'closed',
    label: 'Closed: invitations only',
    description: 'Nobody can register. Administrators create or invite accounts under User Management.',
  },
];

function sameSetting(a: RegistrationSetting, b: RegistrationSetting): boolean {
  return a.mode === b.mode && a.domains.join(',') === b.domains.join(',');
}

/** /admin/registration: who may create an account themselves (audited with before and after). */
export function RegistrationPanel() {
  const setting = useRegistrationSetting();
  const update = useUpdateRegistration();
  const [draft, setDraft] = useState<RegistrationSetting | null>(null);

  const saved = setting.data;
  if (!saved) return <QueryStatus query={setting} />;
  const shown = draft ?? saved;
  const domains = shown.domains.map((domain) => domain.trim().toLowerCase().replace(/^@/, ''));
  const preview = { ...shown, domains };
  const missingDomains = shown.mode === 'domains' && domains.length === 0;
  const isDirty = !sameSetting(saved, preview);

  const save = () => {
    update.mutate(preview, {
      onSuccess: () => {
        setDraft(null);
        toast.success('Registration setting saved');
      },
      onError: (failure) => toast.error(describeError(failure)),
    });
  };

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="lg">
        <Radio.Group
          label="Who may register"
          value={shown.mode}
          onChange={(value) => {
            setDraft({ ...shown, mode: value });
          }}
        >
          <Stack gap="md" mt="sm">
            {MODES.map((mode) => (
              <Radio key={mode.value} value={mode.value} label={mode.label} description={mode.description} />
            ))}
          </Stack>
        </Radio.Group>
        {shown.mode === 'domains' ? (
          <TagsInput
            label="Allowed domains"
            description="Type a domain such as tn.gov and press Enter. Only exact domains match (not their subdomains)."
            placeholder="example.gov"
            value={shown.domains}
            onChange={(value) => {
              setDraft({ ...shown, domains: value });
            }}
            error={missingDomains ? REGISTRATION_MESSAGES.domainsRequired : undefined}
            splitChars={[',', ' ', ';']}
            clearable
          />
        ) : null}
        {missingDomains ? null : (
          <Alert
            variant="light"
            color="blue"
            icon={<IconInfoCircle size={18} aria-hidden />}
            title="The registration form says"
          >
            <Text size="sm">{describeRegistration(preview)}</Text>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            disabled={!isDirty || update.isPending}
            onClick={() => {
              setDraft(null);
            }}
          >
            Discard changes
          </Button>
          <Button onClick={save} disabled={!isDirty || missingDomains} loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
