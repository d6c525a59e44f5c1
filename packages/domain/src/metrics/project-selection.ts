import { PROJECT_MESSAGES } from '../projects/project-messages';
import { isProjectId } from '../projects/project.schema';

/** At most this many project ids narrow one analytics request (a shared chart's selection). */
export const MAX_SELECTED_PROJECT_IDS = 5000;

/** Longest accepted `projectIds` query value: 5,000 ids of 36 characters, commas and some spaces. */
export const MAX_PROJECT_IDS_PARAM_LENGTH = MAX_SELECTED_PROJECT_IDS * 38;

export type ProjectSelectionResult = { ok: true; projectIds: string[] } | { ok: false; message: string };

/** Messages leave out the field name: the server's error body puts 'projectIds: ' in front (as for zod issues). */
export const TOO_MANY_PROJECT_IDS = `At most ${MAX_SELECTED_PROJECT_IDS} project ids can be selected`;

function describeBadId(value: string): string {
  const shown = value.length > 40 ? `${value.slice(0, 40)}...` : value;
  return `${PROJECT_MESSAGES.invalidId} ('${shown}')`;
}

/**
 * Checks a selection of project ids: each a project id (SPEC §5 UUID shape), at most 5,000; returns
 * them lower-cased without duplicates. An empty list is a valid selection of nothing.
 */
export function checkProjectSelection(ids: readonly string[]): ProjectSelectionResult {
  if (ids.length > MAX_SELECTED_PROJECT_IDS) return { ok: false, message: TOO_MANY_PROJECT_IDS };
  const distinct = new Set<string>();
  for (const raw of ids) {
    const id = raw.trim();
    if (!isProjectId(id)) return { ok: false, message: describeBadId(id) };
    distinct.add(id.toLowerCase());
  }
  return { ok: true, projectIds: [...distinct] };
}

/**
 * The `projectIds` query parameter: comma-separated ids, spaces and empty items ignored. An empty
 * value selects nothing (a share whose selection is empty must not widen to everything).
 */
export function parseProjectIdsParam(value: string): ProjectSelectionResult {
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return checkProjectSelection(items);
}
