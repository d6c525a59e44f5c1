import { ROLES, type SsoSettingsView } from '@bil/domain';
import {
  ActionIcon,
  Alert,
  Button,
  Code,
  Group,
  Paper,
  PasswordInput,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { describeError } from '@/components/error-boundary';
import { useSignInSettings, useUpdateSignInSettings } from '../api/use-sign-in-settings';
import { QueryStatus } from './query-status';

type Draft = Omit<SsoSettingsView, 'clientSecretSet' | 'source' | 'redirectUri'> & { clientSecret: string };

const toDraft = (view: SsoSettingsView): Draft => {
  const { clientSecretSet: _set, source: _source, redirectUri: _uri, ...settings } = view;
  return { ...settings, clientSecret: '' };
};

/** /admin/sign-in: single sign-on with the state's identity provider (OpenID Connect). */
export function SignInPanel() {
  const query = useSignInSettings();
  const update = useUpdateSignInSettings();
  const [draft, setDraft] = useState<Draft | null>(null);
  const view = query.data;
  if (!view) return <QueryStatus query={query} />;
  const shown = draft ?? toDraft(view);
  const readOnly = view.source === 'environment';
  const set = (patch: Partial<Draft>) => {
    setDraft({ ...shown, ...patch });
  };

  const save = () => {
    const { clientSecret, ...settings } = shown;
    update.mutate(clientSecret ? { ...settings, clientSecret } : settings, {
      onSuccess: () => {
        setDraft(null);
        toast.success('Sign-in settings saved');
      },
      onError: (failure) => toast.error(describeError(failure)),
    });
  };

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Alert
          variant="light"
          color="blue"
          icon={<IconInfoCircle size={18} aria-hidden />}
          title="Register this redirect URI at the identity provider"
        >
          <Code>{view.redirectUri}</Code>
          {readOnly ? (
            <Text size="sm" mt="xs">
              Set by SSO_* environment variables: change them there.
            </Text>
          ) : null}
        </Alert>
        <Switch
          label="Offer single sign-on on the sign-in page"
          checked={shown.enabled}
          disabled={readOnly}
          onChange={(event) => {
            set({ enabled: event.currentTarget.checked });
          }}
        />
        <TextInput
          label="Button name"
          description='Shown as "Sign in with <name>"'
          value={shown.name}
          disabled={readOnly}
          onChange={(event) => {
            set({ name: event.currentTarget.value });
          }}
        />
        <TextInput
          label="Issuer URL"
          placeholder="https://login.microsoftonline.com/<tenant>/v2.0"
          value={shown.issuer}
          disabled={readOnly}
          onChange={(event) => {
            set({ issuer: event.currentTarget.value });
          }}
        />
        <TextInput
          label="Client id"
          value={shown.clientId}
          disabled={readOnly}
          onChange={(event) => {
            set({ clientId: event.currentTarget.value });
          }}
        />
        <PasswordInput
          label="Client secret"
          description={
            view.clientSecretSet
              ? 'A secret is kept (encrypted). Leave empty to keep it.'
              : 'Kept encrypted; never shown again.'
          }
          value={shown.clientSecret}
          disabled={readOnly}
          onChange={(event) => {
            set({ clientSecret: event.currentTarget.value });
          }}
        />
        <TagsInput
          label="Allowed e-mail domains"
          placeholder="tn.gov"
          value={shown.allowedDomains}
          disabled={readOnly}
          splitChars={[',', ' ', ';']}
          onChange={(value) => {
            set({ allowedDomains: value });
          }}
        />
        <Group grow>
          <TextInput
            label="Claim with the groups"
            value={shown.groupsClaim}
            disabled={readOnly}
            onChange={(event) => {
              set({ groupsClaim: event.currentTarget.value });
            }}
          />
          <TextInput
            label="Claim with the PM name"
            value={shown.pmNameClaim}
            disabled={readOnly}
            onChange={(event) => {
              set({ pmNameClaim: event.currentTarget.value });
            }}
          />
        </Group>
        <Text size="sm" fw={500}>
          Group to role (first match wins; no match waits for approval)
        </Text>
        {shown.roleMappings.map((mapping, index) => (
          <Group key={index} align="flex-end">
            <TextInput
              label="Group"
              value={mapping.group}
              disabled={readOnly}
              onChange={(event) => {
                const group = event.currentTarget.value;
                set({
                  roleMappings: shown.roleMappings.map((item, at) =>
                    at === index ? { ...item, group } : item,
                  ),
                });
              }}
            />
            <Select
              label="Role"
              data={[...ROLES]}
              value={mapping.role}
              disabled={readOnly}
              allowDeselect={false}
              onChange={(role) => {
                set({
                  roleMappings: shown.roleMappings.map((item, at) =>
                    at === index ? { ...item, role: role ?? 'viewer' } : item,
                  ),
                });
              }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove mapping ${mapping.group}`}
              disabled={readOnly}
              onClick={() => {
                set({ roleMappings: shown.roleMappings.filter((_, at) => at !== index) });
              }}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={readOnly}
            onClick={() => {
              set({ roleMappings: [...shown.roleMappings, { group: '', role: 'pm' }] });
            }}
          >
            Add a mapping
          </Button>
        </Group>
        <Switch
          label="Let accounts linked to the identity provider also sign in with a product password"
          checked={shown.allowPasswordSignIn}
          disabled={readOnly}
          onChange={(event) => {
            set({ allowPasswordSignIn: event.currentTarget.checked });
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            disabled={!draft || update.isPending}
            onClick={() => {
              setDraft(null);
            }}
          >
            Discard changes
          </Button>
          <Button onClick={save} disabled={!draft || readOnly} loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
