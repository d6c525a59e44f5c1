import { MIN_SHARE_PASSWORD_LENGTH, type ShareListItem } from '@bil/domain';
import { Button, Group, Modal, PasswordInput, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { useShareActions } from '../api/use-shares';
import {
  defaultExpiry,
  toExpiryIso,
  validateExpiry,
  validateSharePassword,
  type ExpiryValue,
} from '../share-expiry';
import { describeShareError } from '../share-link';
import { ExpiryFields } from './expiry-fields';

type PasswordChoice = 'keep' | 'set' | 'remove';

function SettingsForm({ share, onClose }: { share: ShareListItem; onClose: () => void }) {
  const { patch } = useShareActions();
  const [expiry, setExpiry] = useState<ExpiryValue>(() => ({
    ...defaultExpiry(),
    enabled: share.expiresAt !== null,
  }));
  const [choice, setChoice] = useState<PasswordChoice>('keep');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ expiry: string | null; password: string | null }>({
    expiry: null,
    password: null,
  });

  const save = async () => {
    const next = {
      expiry: validateExpiry(expiry),
      password: validateSharePassword(password, choice === 'set'),
    };
    setErrors(next);
    if (next.expiry || next.password) return;
    const body = {
      expires_at: toExpiryIso(expiry),
      ...(choice === 'set' ? { password: password.trim() } : choice === 'remove' ? { password: null } : {}),
    };
    try {
      await patch.mutateAsync({ shareId: share.shareId, body });
      toast.success('Share updated');
      onClose();
    } catch (error) {
      toast.error(describeShareError(error));
    }
  };

  return (
    <Stack gap="md">
      <ExpiryFields value={expiry} onChange={setExpiry} error={errors.expiry} />
      <Radio.Group
        label="Password"
        value={choice}
        onChange={(value) => {
          setChoice(value);
        }}
      >
        <Stack gap={6} mt={6}>
          <Radio
            value="keep"
            label={share.passwordProtected ? 'Keep the current password' : 'Keep it open'}
          />
          <Radio value="set" label={share.passwordProtected ? 'Set a new password' : 'Add a password'} />
          {share.passwordProtected ? <Radio value="remove" label="Remove the password" /> : null}
        </Stack>
      </Radio.Group>
      {choice === 'set' ? (
        <PasswordInput
          label="New password"
          description={`At least ${MIN_SHARE_PASSWORD_LENGTH} characters.`}
          value={password}
          autoComplete="new-password"
          onChange={(event) => {
            setPassword(event.currentTarget.value);
          }}
          error={errors.password}
        />
      ) : null}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button loading={patch.isPending} onClick={() => void save()}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}

/** Change a share's expiry or password (PATCH /api/shares/:shareId). */
export function ShareSettingsDialog({
  share,
  onClose,
}: {
  share: ShareListItem | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={share !== null} onClose={onClose} title={`Share settings: ${share?.name ?? ''}`} centered>
      {share ? <SettingsForm share={share} onClose={onClose} /> : null}
    </Modal>
  );
}
