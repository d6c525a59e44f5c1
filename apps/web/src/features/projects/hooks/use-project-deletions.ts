import { useCallback, useState } from 'react';
import { useDeleteGrant, useDeleteProject, useForceDeleteProject } from '../api/use-delete-project';
import {
  toastDeleteFailed,
  toastForceDeleteFailed,
  toastGrantDeleted,
  toastGrantDeleteFailed,
  toastProjectDeleted,
} from '../project-toasts';

type ProjectRef = { id: string; project_title: string };

/** What the deletion dialog is asking about. */
export type DeletionTarget =
  | { kind: 'delete'; project: ProjectRef }
  | { kind: 'force-delete'; project: ProjectRef }
  | { kind: 'grant'; grantNumber: string; projectCount: number };

/** The row and grant deletions of the project list: which one is being asked, and running it with its toasts. */
export function useProjectDeletions() {
  const [target, setTarget] = useState<DeletionTarget | null>(null);
  const deleteProject = useDeleteProject();
  const forceDelete = useForceDeleteProject();
  const deleteGrant = useDeleteGrant();
  const close = () => {
    setTarget(null);
  };

  const confirm = (reason: string) => {
    if (!target) return;
    if (target.kind === 'grant') {
      const { grantNumber } = target;
      deleteGrant.mutate(
        { grantNumber, reason },
        {
          onSuccess: (result) => {
            toastGrantDeleted(grantNumber, result.deleted_count);
            close();
          },
          onError: (error) => {
            toastGrantDeleteFailed(error);
            close();
          },
        },
      );
      return;
    }
    const { project } = target;
    const mutation = target.kind === 'delete' ? deleteProject : forceDelete;
    mutation.mutate(
      { id: project.id, reason },
      {
        onSuccess: () => {
          toastProjectDeleted(project.project_title);
          close();
        },
        onError: (error) => {
          if (target.kind === 'delete') toastDeleteFailed(error);
          else toastForceDeleteFailed(project.id, error);
        },
      },
    );
  };

  const askDelete = useCallback((project: ProjectRef) => {
    setTarget({ kind: 'delete', project });
  }, []);
  const askForceDelete = useCallback((project: ProjectRef) => {
    setTarget({ kind: 'force-delete', project });
  }, []);
  const askDeleteGrant = useCallback((grantNumber: string, projectCount: number) => {
    setTarget({ kind: 'grant', grantNumber, projectCount });
  }, []);

  return {
    target,
    isPending: deleteProject.isPending || forceDelete.isPending || deleteGrant.isPending,
    askDelete,
    askForceDelete,
    askDeleteGrant,
    confirm,
    cancel: close,
  };
}
