import { formatCurrency, formatDate } from '@bil/domain';
import { Button, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { toast } from 'sonner';
import { describeError } from '@/components/error-boundary';
import { RecordDrawer } from '@/components/record-list';
import { useDeleteDelivery, useDeliveryDetail } from '../api/use-delivery';
import { DeliveryForm } from './delivery-form';
import { DrawnVsComplete } from './drawn-vs-complete';
import { HealthBadges } from './health-badges';
import { MilestoneTimeline } from './milestone-timeline';

const dollars = (cents: number | null) => (cents === null ? 'Not set' : formatCurrency(cents / 100));

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </Stack>
  );
}

/** One project's delivery: figures, milestone timeline, and the edit form when the caller may change it. */
export function DeliveryDrawer({
  projectId,
  today,
  onClose,
}: {
  projectId: string | null;
  today: string;
  onClose: () => void;
}) {
  const query = useDeliveryDetail(projectId);
  const remove = useDeleteDelivery();
  const detail = query.data;
  const canEdit = detail ? (detail.hasRecord ? detail.abilities.update : detail.abilities.create) : false;

  const onDelete = async () => {
    if (!detail || !window.confirm(`Stop tracking "${detail.projectTitle}"? Its delivery record is deleted.`))
      return;
    try {
      await remove.mutateAsync(detail.projectId);
      toast.success('Delivery record deleted');
    } catch (error) {
      toast.error(describeError(error));
    }
  };

  return (
    <RecordDrawer
      opened={projectId !== null}
      onClose={onClose}
      title={detail ? detail.projectTitle : 'Project delivery'}
      plainTitle
      query={query}
      errorTitle="Could not load the delivery record"
    >
      {(detail) => (
        <Stack gap="md" data-testid="delivery-detail">
          <Text size="sm" c="dimmed">
            {detail.airportCode} – {detail.airportName} · PM {detail.tdotPm ?? 'none'} · grant{' '}
            {detail.grantNumber ?? 'none'} · awarded {formatDate(detail.awardDate)}
          </Text>
          <HealthBadges row={detail} />
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Figure label="Construction contract" value={dollars(detail.contractAmountCents)} />
            <Figure label="Grant amount" value={dollars(detail.grantAmountCents)} />
            <Figure
              label={detail.drawnSource === 'gci' ? 'Drawn (GC&I paid)' : 'Drawn (record)'}
              value={dollars(detail.drawnCents)}
            />
            <Figure
              label="Progress recorded"
              value={detail.progressDate ? formatDate(detail.progressDate) : '-'}
            />
          </SimpleGrid>
          {detail.hasRecord ? <DrawnVsComplete row={detail} /> : null}
          <MilestoneTimeline detail={detail} />
          {detail.notes ? <Text size="sm">{detail.notes}</Text> : null}
          {canEdit ? (
            <>
              <Divider label={detail.hasRecord ? 'Edit' : 'Start tracking'} labelPosition="left" />
              <DeliveryForm key={detail.updatedAt ?? 'new'} detail={detail} today={today} />
              {detail.hasRecord && detail.abilities.delete ? (
                <Group justify="flex-start">
                  <Button color="red" variant="subtle" size="xs" onClick={() => void onDelete()}>
                    Delete delivery record
                  </Button>
                </Group>
              ) : null}
            </>
          ) : null}
        </Stack>
      )}
    </RecordDrawer>
  );
}
