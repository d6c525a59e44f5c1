/** SPEC §5/§8 words about projects and grants that are not permission refusals (see access/project-rules). */
export const PROJECT_MESSAGES = {
  invalidId: 'Invalid project ID format',
  notFound: 'Project not found',
  staleVersion: 'This project was changed by someone else since you opened it. Reload to see their changes.',
  noGrantProjects: 'No projects were found for this grant.',
  nothingToChange: 'Nothing to change',
  reasonRequired: 'Please give a reason',
} as const;

/** SPEC §8: 'Project with ID {id} not found'. */
export function formatProjectNotFound(id: string): string {
  return `Project with ID ${id} not found`;
}

/** An airport code that is not in airport_assignments. */
export function formatUnknownAirport(code: string): string {
  return `Airport ${code} is not in the airport list`;
}

/** SPEC §8 grant deletion success text: 'Grant {n} deleted successfully'. */
export function formatGrantDeleted(grantNumber: string): string {
  return `Grant ${grantNumber} deleted successfully`;
}
