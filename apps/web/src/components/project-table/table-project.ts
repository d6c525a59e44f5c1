import type { Project } from '@bil/domain';

/**
 * What the project table shows of a project: every stored field except the signed-in extras (version,
 * creator, timestamps, abilities), so shared pages can pass their narrower rows. `id` only keys rows.
 */
export type TableProject = Omit<Project, 'abilities' | 'version' | 'created_at' | 'updated_at'>;
