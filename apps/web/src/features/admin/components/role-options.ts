import { ROLE_BADGES, ROLES, type Role } from '@bil/domain';

/** Select options: the role value with its badge words (Administrator, Project Manager, Viewer). */
export const ROLE_OPTIONS: { value: Role; label: string }[] = ROLES.map((role) => ({
  value: role,
  label: ROLE_BADGES[role],
}));

export function isRole(value: string | null): value is Role {
  return value !== null && (ROLES as readonly string[]).includes(value);
}
