import type { ProjectPageSelection } from '@bil/domain';

type Selectable = {
  id: string;
  grant_number: string | null;
  tdot_pm: string | null;
  airport_code: string | null;
};

/** Projects a selection names: any project matching any list (the server applies the same union). */
export function countSelected(projects: readonly Selectable[], selection: ProjectPageSelection): number {
  const grants = new Set(selection.grant_numbers ?? []);
  const pms = new Set(selection.tdot_pms ?? []);
  const airports = new Set(selection.airport_codes ?? []);
  const ids = new Set(selection.project_ids ?? []);
  return projects.filter(
    (project) =>
      ids.has(project.id) ||
      (project.grant_number !== null && grants.has(project.grant_number.trim())) ||
      (project.tdot_pm !== null && pms.has(project.tdot_pm.trim())) ||
      (project.airport_code !== null && airports.has(project.airport_code.trim())),
  ).length;
}

/** Distinct trimmed non-blank values, sorted. */
export function distinctValues(values: readonly (string | null)[]): string[] {
  return [...new Set(values.map((value) => value?.trim()).filter((value): value is string => !!value))].sort(
    (a, b) => a.localeCompare(b, 'en-US', { numeric: true }),
  );
}
