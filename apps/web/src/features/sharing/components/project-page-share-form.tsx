import { DEFAULT_PROJECT_PAGE_NAME, sharePath, type ProjectPageSelection } from '@bil/domain';
import {
  Alert,
  Button,
  Group,
  MultiSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { IconShare } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { createProjectPageShare } from '../api/share-requests';
import { useShareableProjects } from '../api/use-shareable-projects';
import { useShareAccessForm } from '../hooks/use-share-access-form';
import { countSelected, distinctValues } from '../project-page-selection';
import { announceShareLink, describeShareError, shareFailureMessage, shareUrl } from '../share-link';
import { ShareAccessFields } from './share-access-fields';
import { ShareLinkResult } from './share-link-result';

type Props = { initialSelection?: ProjectPageSelection; onDone?: () => void };

const comboboxProps = { zIndex: 1000, withinPortal: true } as const;

/** Pick projects by grant, PM, airport or by hand, name the page, protect it; creates a project-page share. */
export function ProjectPageShareForm({ initialSelection = {}, onDone }: Props) {
  const projects = useShareableProjects();
  const list = useMemo(() => projects.data ?? [], [projects.data]);
  const [pageName, setPageName] = useState(DEFAULT_PROJECT_PAGE_NAME);
  const [description, setDescription] = useState('');
  const [grants, setGrants] = useState<string[]>(initialSelection.grant_numbers ?? []);
  const [pms, setPms] = useState<string[]>(initialSelection.tdot_pms ?? []);
  const [airports, setAirports] = useState<string[]>(initialSelection.airport_codes ?? []);
  const [ids, setIds] = useState<string[]>(initialSelection.project_ids ?? []);
  const [url, setUrl] = useState<string | null>(null);
  const access = useShareAccessForm();

  const options = useMemo(
    () => ({
      grants: distinctValues(list.map((p) => p.grant_number)).map((v) => ({
        value: v,
        label: `Grant #${v}`,
      })),
      pms: distinctValues(list.map((p) => p.tdot_pm)),
      airports: distinctValues(list.map((p) => p.airport_code)),
      projects: list.map((p) => ({
        value: p.id,
        label: `${p.project_title} (${p.airport_code}${p.grant_number ? `, #${p.grant_number}` : ''})`,
      })),
    }),
    [list],
  );
  const selection: ProjectPageSelection = {
    grant_numbers: grants,
    tdot_pms: pms,
    airport_codes: airports,
    project_ids: ids,
  };
  const selectedCount = countSelected(list, selection);

  const create = useMutation({
    mutationFn: (fields: { password: string | null; expires_at: string | null }) =>
      createProjectPageShare({
        page_name: pageName.trim() || DEFAULT_PROJECT_PAGE_NAME,
        description: description.trim() || null,
        selection,
        ...fields,
      }),
    onSuccess: async (result) => {
      if (!result.shareId) {
        toast.error('Failed to create share link. No ID returned.');
        return;
      }
      const link = shareUrl(sharePath('project_page', result.shareId));
      setUrl(link);
      await announceShareLink(link, 'Project page shared');
    },
    onError: (error) => {
      toast.error(shareFailureMessage('Failed to create share link', error));
    },
  });

  if (url) {
    return (
      <Stack gap="md">
        <ShareLinkResult url={url} />
        <Group justify="flex-end" gap="xs">
          <Button component="a" href={url} target="_blank" rel="noopener" variant="default">
            Open page
          </Button>
          <Button
            onClick={() => {
              setUrl(null);
              access.reset();
              onDone?.();
            }}
          >
            Done
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Page name"
          value={pageName}
          onChange={(event) => {
            setPageName(event.currentTarget.value);
          }}
          placeholder={DEFAULT_PROJECT_PAGE_NAME}
        />
        <Textarea
          label="Description"
          autosize
          minRows={1}
          maxRows={4}
          value={description}
          onChange={(event) => {
            setDescription(event.currentTarget.value);
          }}
        />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Text fw={600} size="sm">
            Projects on the page
          </Text>
          <Text size="xs" c="dimmed">
            A project is on the page when it matches any of these choices.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <MultiSelect
              label="By grant"
              data={options.grants}
              value={grants}
              onChange={setGrants}
              searchable
              clearable
              comboboxProps={comboboxProps}
            />
            <MultiSelect
              label="By project manager"
              data={options.pms}
              value={pms}
              onChange={setPms}
              searchable
              clearable
              comboboxProps={comboboxProps}
            />
            <MultiSelect
              label="By airport"
              data={options.airports}
              value={airports}
              onChange={setAirports}
              searchable
              clearable
              comboboxProps={comboboxProps}
            />
          </SimpleGrid>
          <MultiSelect
            label="Individual projects"
            data={options.projects}
            value={ids}
            onChange={setIds}
            searchable
            clearable
            limit={100}
            maxDropdownHeight={300}
            comboboxProps={comboboxProps}
            placeholder={projects.isPending ? 'Loading projects…' : 'Search projects'}
          />
          <Text size="sm" data-testid="selected-project-count">
            {selectedCount.toLocaleString('en-US')} of {list.length.toLocaleString('en-US')} projects selected
          </Text>
        </Stack>
      </Paper>
      <ShareAccessFields form={access} />
      {projects.isError ? <Alert color="red">{describeShareError(projects.error)}</Alert> : null}
      <Group justify="flex-end">
        <Button
          leftSection={<IconShare size={16} aria-hidden />}
          loading={create.isPending}
          disabled={selectedCount === 0}
          onClick={() => {
            const fields = access.validate();
            if (fields) create.mutate(fields);
          }}
        >
          Create Share Link
        </Button>
      </Group>
    </Stack>
  );
}
