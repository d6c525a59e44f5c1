import type { ProjectPageSelection } from '@bil/domain';
import { Button, Loader, Modal } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { ALL_VALUES, type FilterValues } from '@/components/project-table/project-filters';
import { Can } from '@/lib/can';

// Loaded when first opened: the form (date pickers, access fields) stays off the project list's first load.
const ProjectPageShareForm = lazy(async () => ({
  default: (await import('./project-page-share-form')).ProjectPageShareForm,
}));

const picked = (values: readonly string[]) =>
  values.filter((value) => value !== ALL_VALUES && value !== '_none');

/** The project list's grant, PM and airport filters as a project-page selection. */
export function selectionFromFilters(filters: FilterValues): ProjectPageSelection {
  return {
    grant_numbers: picked(filters.grant),
    tdot_pms: picked(filters.pm),
    airport_codes: picked(filters.airport),
  };
}

/** 'Share' on the project list: the configurator form, prefilled with the current filter. */
export function ProjectPageShareButton({ filters }: { filters: FilterValues }) {
  const [opened, setOpened] = useState(false);
  // The server's share policy decides who publishes project pages; nobody else sees the action.
  return (
    <Can on="projects" action="sharePages">
      <Button
        variant="default"
        leftSection={<IconShare size={16} aria-hidden />}
        onClick={() => {
          setOpened(true);
        }}
      >
        Share
      </Button>
      <Modal
        opened={opened}
        onClose={() => {
          setOpened(false);
        }}
        title="Share a project page"
        size="xl"
        centered
      >
        {opened ? (
          <Suspense fallback={<Loader size="sm" aria-label="Loading the share form" />}>
            <ProjectPageShareForm
              initialSelection={selectionFromFilters(filters)}
              onDone={() => {
                setOpened(false);
              }}
            />
          </Suspense>
        ) : null}
      </Modal>
    </Can>
  );
}
