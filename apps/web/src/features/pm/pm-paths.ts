/** The signed-in address of a PM's dashboard (names may hold spaces and other characters). */
export function pmPagePath(pm: string): string {
  return `/pm/${encodeURIComponent(pm)}`;
}

export const PM_MANAGEMENT_PATH = '/pm/management';
