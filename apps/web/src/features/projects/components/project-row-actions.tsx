import type { Project } from '@bil/domain';
import { ActionIcon } from '@mantine/core';
import { IconEye, IconPencil, IconTrash, IconTrashX } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { projectTitleOrUntitled } from '../project-toasts';

type ProjectRowActionsProps = {
  project: Project;
  /** Client-side navigation for a plain click (a modified click opens the link as the browser does). */
  onNavigate: (path: string) => void;
  onDelete: (project: Project) => void;
  onForceDelete: (project: Project) => void;
};

function followLink(event: MouseEvent<HTMLAnchorElement>, onNavigate: (path: string) => void): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  onNavigate(event.currentTarget.getAttribute('href') ?? '/');
}

/**
 * A row's actions by the abilities the server sent: Details for everyone, Edit, Delete (own), Force
 * delete (administrators, who delete with a reason rather than the plain delete). Plain links and native
 * titles rather than router links and tooltips: a long table draws many of them while someone types.
 */
export function ProjectRowActions({ project, onNavigate, onDelete, onForceDelete }: ProjectRowActionsProps) {
  const title = projectTitleOrUntitled(project.project_title);
  const id = encodeURIComponent(project.id);
  const { canEdit, canDelete, canForceDelete } = project.abilities;
  return (
    <>
      <ActionIcon
        component="a"
        href={`/bil/projects/${id}/details`}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          followLink(event, onNavigate);
        }}
        variant="subtle"
        aria-label={`Details of ${title}`}
        title="Details"
      >
        <IconEye size={18} aria-hidden />
      </ActionIcon>
      {canEdit ? (
        <ActionIcon
          component="a"
          href={`/bil/projects/${id}/edit`}
          onClick={(event: MouseEvent<HTMLAnchorElement>) => {
            followLink(event, onNavigate);
          }}
          variant="subtle"
          aria-label={`Edit ${title}`}
          title="Edit"
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      ) : null}
      {canDelete && !canForceDelete ? (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Delete ${title}`}
          title="Delete"
          onClick={() => {
            onDelete(project);
          }}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      ) : null}
      {canForceDelete ? (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={`Force delete ${title}`}
          title="Force delete"
          onClick={() => {
            onForceDelete(project);
          }}
        >
          <IconTrashX size={18} aria-hidden />
        </ActionIcon>
      ) : null}
    </>
  );
}
