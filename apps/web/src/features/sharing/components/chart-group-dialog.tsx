import { SHARE_CHART_TYPES, SHARE_MESSAGES, sharePath, type ShareChartType } from '@bil/domain';
import { Alert, Button, Group, Modal, Select, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { CHART_CATALOG } from '@/components/charts/chart-catalog';
import { createChartGroupShare } from '../api/share-requests';
import { addChart, remainingCharts } from '../chart-group-charts';
import { useShareAccessForm } from '../hooks/use-share-access-form';
import { announceShareLink, shareFailureMessage, isSignedOutError, shareUrl } from '../share-link';
import { ShareAccessFields } from './share-access-fields';
import { ShareLinkResult } from './share-link-result';
import { SortableChartList } from './sortable-chart-list';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** The charts the dialog starts with (the card it was opened from, or the gallery's selection). */
  initialCharts: readonly ShareChartType[];
  /** Titles of picked charts a public link cannot carry (analytics breakdowns): named, not dropped silently. */
  unshareable?: readonly string[];
};

type Body = Parameters<typeof createChartGroupShare>[0];

function GroupForm({ initialCharts, unshareable = [], onClose }: Omit<Props, 'opened'>) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [charts, setCharts] = useState<ShareChartType[]>(() => [...new Set(initialCharts)]);
  const [isStatic, setStatic] = useState(false);
  const [nameTouched, setNameTouched] = useState(false);
  const [url, setUrl] = useState<string | null>(null);
  const access = useShareAccessForm();
  const available = remainingCharts(SHARE_CHART_TYPES, charts);

  const create = useMutation({
    mutationFn: (body: Body) => createChartGroupShare(body),
    onSuccess: async (result) => {
      if (!result.shareId) {
        toast.error('Failed to create share link. No ID returned.');
        return;
      }
      const link = shareUrl(sharePath('chart_group', result.shareId));
      setUrl(link);
      await announceShareLink(link, 'Chart group shared');
    },
    onError: (error) => {
      toast.error(
        isSignedOutError(error)
          ? SHARE_MESSAGES.signInToShare
          : shareFailureMessage('Failed to create chart group', error),
      );
    },
  });

  const submit = () => {
    setNameTouched(true);
    if (!name.trim()) return toast.error(SHARE_MESSAGES.groupNameRequired);
    if (charts.length === 0) return toast.error(SHARE_MESSAGES.chartsRequired);
    const fields = access.validate();
    if (!fields) return;
    create.mutate({
      group_name: name.trim(),
      description: description.trim() || null,
      charts: charts.map((chart_type) => ({
        chart_type,
        name: CHART_CATALOG[chart_type].title,
        chart_params: {},
      })),
      password_protected: fields.password !== null,
      password: fields.password,
      expires_at: fields.expires_at,
      is_static_mode: isStatic,
    });
  };

  if (url) {
    return (
      <Stack gap="md">
        <ShareLinkResult url={url} />
        <Group justify="flex-end">
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    );
  }

  const nameError = nameTouched && !name.trim() ? SHARE_MESSAGES.groupNameRequired : null;
  return (
    <Stack gap="md">
      <TextInput
        label="Group name"
        required
        value={name}
        onChange={(event) => {
          setName(event.currentTarget.value);
        }}
        onBlur={() => {
          setNameTouched(true);
        }}
        error={nameError}
        data-autofocus
      />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        maxRows={5}
        value={description}
        onChange={(event) => {
          setDescription(event.currentTarget.value);
        }}
      />
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          Charts ({charts.length})
        </Text>
        {unshareable.length > 0 ? (
          <Alert color="orange" variant="light" data-testid="unshareable-charts" title="Not in the link">
            {unshareable.join(', ')} {unshareable.length === 1 ? 'is' : 'are'} left out: a public link can
            carry the dashboard charts only ({SHAREABLE_TITLES}). Export the others from their cards instead.
          </Alert>
        ) : null}
        {charts.length === 0 ? (
          <Text size="sm" c="red">
            {SHARE_MESSAGES.chartsRequired}
          </Text>
        ) : (
          <SortableChartList charts={charts} onChange={setCharts} />
        )}
        {available.length > 0 ? (
          <Select
            aria-label="Add a chart"
            placeholder="Add a chart…"
            data={available.map((chart) => ({ value: chart, label: CHART_CATALOG[chart].title }))}
            value={null}
            onChange={(value) => {
              const chart = SHARE_CHART_TYPES.find((type) => type === value);
              if (chart) setCharts((current) => addChart(current, chart));
            }}
            comboboxProps={{ zIndex: 1000 }}
          />
        ) : null}
      </Stack>
      <ShareAccessFields form={access} />
      <Switch
        label="Static snapshot"
        description={
          isStatic
            ? 'Visitors see the figures as they are now, frozen when the link is created.'
            : 'Visitors see current figures for the same charts each time they open the link.'
        }
        checked={isStatic}
        onChange={(event) => {
          setStatic(event.currentTarget.checked);
        }}
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button
          leftSection={<IconShare size={16} aria-hidden />}
          loading={create.isPending}
          disabled={create.isPending || charts.length === 0 || !name.trim()}
          onClick={submit}
        >
          Share Group
        </Button>
      </Group>
    </Stack>
  );
}

/** SPEC §4/§5 chart group dialog: name, description, ordered charts, password, expiry, static mode. */
const SHAREABLE_TITLES = SHARE_CHART_TYPES.map((chart) => CHART_CATALOG[chart].title).join(', ');

export function ChartGroupDialog({ opened, onClose, initialCharts, unshareable }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Share Chart Group" size="lg" centered>
      {opened ? (
        <GroupForm initialCharts={initialCharts} unshareable={unshareable} onClose={onClose} />
      ) : null}
    </Modal>
  );
}
