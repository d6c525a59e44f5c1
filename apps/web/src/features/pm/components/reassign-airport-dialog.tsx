import type { PmManagementResponse } from '@bil/domain';
import { Alert, Button, Group, Loader, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { useReassignAirport } from '../api/use-reassign-airport';
import { useReassignmentPreview } from '../api/use-reassignment-preview';

type Props = { data: PmManagementResponse; opened: boolean; onClose: () => void };

type AirportOption = { code: string; label: string; pm: string | null };

function listAirports(data: PmManagementResponse): AirportOption[] {
  const options: AirportOption[] = [];
  for (const row of data.pms) {
    for (const airport of row.airports) {
      options.push({
        code: airport.airportCode,
        label: `${airport.airportCode} · ${airport.airportName ?? ''} (${row.pm})`,
        pm: row.pm,
      });
    }
  }
  for (const airport of data.unassigned.airports) {
    options.push({
      code: airport.airportCode,
      label: `${airport.airportCode} · ${airport.airportName ?? ''} (no PM)`,
      pm: null,
    });
  }
  return options.sort((a, b) => a.code.localeCompare(b.code));
}

const projects = (count: number) => `${count} open project${count === 1 ? '' : 's'}`;

/**
 * Admin: move an airport to another PM. The confirmation states how many open projects (status not
 * executed) move with it; the server refuses if that number changed before the admin confirmed.
 */
export function ReassignAirportDialog({ data, opened, onClose }: Props) {
  const [airportCode, setAirportCode] = useState('');
  const [toPm, setToPm] = useState('');
  const airports = listAirports(data);
  const airport = airports.find((option) => option.code === airportCode) ?? null;
  const targets = data.pms.map((row) => row.pm).filter((pm) => pm !== airport?.pm);
  const target = targets.includes(toPm) ? toPm : '';
  const preview = useReassignmentPreview(airport ? airportCode : null, target || null);
  const reassign = useReassignAirport();

  const close = () => {
    setAirportCode('');
    setToPm('');
    reassign.reset();
    onClose();
  };

  const confirm = () => {
    if (!airport || !target || !preview.data) return;
    reassign.mutate(
      {
        airport_code: airport.code,
        to_pm: target,
        confirm_open_project_count: preview.data.openProjectCount,
      },
      {
        onSuccess: (result) => {
          toast.success(
            `${result.airportCode} is now assigned to ${result.toPm}; ${projects(result.movedProjectCount)} moved.`,
          );
          close();
        },
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 409) void preview.refetch();
        },
      },
    );
  };

  const count = preview.data?.openProjectCount;
  return (
    <Modal opened={opened} onClose={close} title="Reassign an airport" centered size="lg">
      <Stack gap="md">
        <NativeSelect
          label="Airport"
          data={[
            { value: '', label: 'Choose an airport' },
            ...airports.map((option) => ({ value: option.code, label: option.label })),
          ]}
          value={airportCode}
          onChange={(event) => {
            setAirportCode(event.currentTarget.value);
            reassign.reset();
          }}
        />
        <NativeSelect
          label="New project manager"
          data={[{ value: '', label: 'Choose a project manager' }, ...targets]}
          value={target}
          disabled={!airport}
          onChange={(event) => {
            setToPm(event.currentTarget.value);
            reassign.reset();
          }}
        />
        {airport && target ? (
          <Alert color="blue" variant="light" data-testid="reassign-confirmation" title="What will change">
            {preview.isPending ? (
              <Loader size="xs" />
            ) : preview.isError ? (
              <Text size="sm">{preview.error.message}</Text>
            ) : (
              <Text size="sm">
                {airport.code} moves from {airport.pm ?? 'no PM'} to {target}, and{' '}
                <strong data-testid="reassign-count">{projects(count ?? 0)}</strong> at {airport.code}{' '}
                {count === 1 ? 'moves' : 'move'} with it (open means the status is not executed; executed
                projects stay with their PM). The change is recorded in the audit log.
              </Text>
            )}
          </Alert>
        ) : null}
        {reassign.isError ? (
          <Alert color="red" variant="light" role="alert">
            {reassign.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            leftSection={<IconArrowsExchange size={16} aria-hidden />}
            disabled={!airport || !target || count === undefined}
            loading={reassign.isPending}
            onClick={confirm}
          >
            {count === undefined ? 'Reassign' : `Reassign and move ${projects(count)}`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
