import { projectTitleOrUntitled } from '../project-toasts';
import type { DeletionTarget } from '../hooks/use-project-deletions';
import { ReasonDialog } from './reason-dialog';

type DeletionDialogProps = {
  target: DeletionTarget | null;
  loading: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

function describe(target: DeletionTarget) {
  if (target.kind === 'grant') {
    const count = target.projectCount;
    return {
      title: `Delete grant ${target.grantNumber}`,
      message: `This deletes all ${count} ${count === 1 ? 'project' : 'projects'} of grant ${target.grantNumber}. It cannot be undone.`,
      confirmLabel: 'Delete grant',
      reasonRequired: true,
    };
  }
  const title = projectTitleOrUntitled(target.project.project_title);
  if (target.kind === 'force-delete') {
    return {
      title: 'Force delete project',
      message: `This permanently deletes '${title}'. It cannot be undone.`,
      confirmLabel: 'Force delete',
      reasonRequired: true,
    };
  }
  return {
    title: 'Delete project',
    message: `Delete '${title}'? It cannot be undone.`,
    confirmLabel: 'Delete',
    reasonRequired: false,
  };
}

/** The confirmation of a project, force or grant deletion. */
export function DeletionDialog({ target, loading, onConfirm, onCancel }: DeletionDialogProps) {
  const text = target ? describe(target) : null;
  return (
    <ReasonDialog
      opened={target !== null}
      title={text?.title ?? ''}
      message={text?.message ?? ''}
      confirmLabel={text?.confirmLabel ?? ''}
      reasonRequired={text?.reasonRequired ?? true}
      loading={loading}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
