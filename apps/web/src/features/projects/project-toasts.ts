import { PROJECT_MESSAGES, formatGrantDeleted } from '@bil/domain';
import { toast } from 'sonner';
import { describeError } from '@/components/error-boundary';
import { ApiError } from '@/lib/api-client';

/** SPEC §8 deletion and grant deletion toasts (a failure is always shown as a failure). */

export const GRANT_DELETE_AMBIGUOUS_ERROR = 'Database error occurred. Please contact the administrator.';
export const FORCE_DELETE_UNKNOWN_ERROR = 'Unknown error force deleting project';
export const DELETE_FAILED = 'Failed to delete project';

export function projectTitleOrUntitled(title: string | null | undefined): string {
  return title?.trim() || 'Untitled';
}

export function toastProjectDeleted(title: string | null | undefined): void {
  toast.success(`Project ${projectTitleOrUntitled(title)} deleted successfully`);
}

/** SPEC §8: a refusal (403) is 'Failed to delete project due to permission issues'; else 'Failed to delete project'. */
export const DELETE_FAILED_PERMISSION = 'Failed to delete project due to permission issues';

export function deleteFailedText(error: unknown): { title: string; description: string } {
  const refused = error instanceof ApiError && error.status === 403;
  return { title: refused ? DELETE_FAILED_PERMISSION : DELETE_FAILED, description: describeError(error) };
}

export function toastDeleteFailed(error: unknown): void {
  const { title, description } = deleteFailedText(error);
  toast.error(title, { description });
}

/** SPEC §8: 'Failed to fetch projects: {message}' where the project list cannot load. */
export function fetchProjectsFailedText(error: unknown): string {
  return `Failed to fetch projects: ${describeError(error)}`;
}

export function toastForceDeleteFailed(id: string, error: unknown): void {
  toast.error(`Failed to force delete project ${id}`, {
    description: error instanceof Error && error.message ? error.message : FORCE_DELETE_UNKNOWN_ERROR,
  });
}

export function toastGrantDeleted(grantNumber: string, count: number): void {
  toast.success(formatGrantDeleted(grantNumber), {
    description: `${count} ${count === 1 ? 'project was' : 'projects were'} deleted.`,
  });
}

/** 404: the grant had no projects; other refusals show their message; a server failure the SPEC's words. */
export function toastGrantDeleteFailed(error: unknown): void {
  if (error instanceof ApiError && error.status === 404) {
    toast.warning(PROJECT_MESSAGES.noGrantProjects);
    return;
  }
  if (error instanceof ApiError && (error.isClientError || error.status === 0)) {
    toast.error(error.message);
    return;
  }
  toast.error(GRANT_DELETE_AMBIGUOUS_ERROR);
}
