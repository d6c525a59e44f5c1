import type { Project } from '@bil/domain';

type InternalNotes = 'comments' | 'talking_point_1' | 'talking_point_2' | 'talking_point_3';

/**
 * What the project table shows of a project: every stored field except the signed-in extras (version,
 * creator, timestamps, abilities), so shared pages can pass their narrower rows. `id` only keys rows (a
 * shared page passes its answer's row key). The internal notes are absent on shared pages.
 */
export type TableProject = Omit<
  Project,
  'abilities' | 'version' | 'created_at' | 'updated_at' | InternalNotes
> &
  Partial<Pick<Project, InternalNotes>>;
