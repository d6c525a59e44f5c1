import {
  normaliseRole,
  PERMISSION_FLAGS,
  resolveAccess,
  VIEWER_FALLBACK_FLAGS,
  type AdminUser,
  type PermissionFlags,
  type PermissionsMatrix,
} from '@bil/domain';
import type { AdminUserRow } from './admin-users.repository';

// Timestamps arrive as Date (the driver), typed loosely by db/schema.ts.
const iso = (value: unknown) => new Date(value as Date | string).toISOString();

function storedFlags(row: AdminUserRow): PermissionFlags {
  if (row.account_id === null) return { ...VIEWER_FALLBACK_FLAGS };
  return Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, row[flag] === true])) as PermissionFlags;
}

function accessOf(row: AdminUserRow) {
  const account =
    row.account_id === null || row.role == null
      ? null
      : { role: row.role, tdot_pm: row.tdot_pm, flags: storedFlags(row) };
  return resolveAccess({ account, hasSystemBypass: row.bypass_id !== null, signedIn: true });
}

/** An account as the admin screens see it: stored role data plus whether it makes the person an admin. */
export function presentAdminUser(row: AdminUserRow): AdminUser {
  const updated = [row.updatedAt, row.account_updated_at]
    .filter((value) => value !== null)
    .map(iso)
    .sort();
  return {
    userId: row.id,
    email: row.email,
    emailConfirmed: row.emailVerified,
    name: row.name,
    displayName: row.display_name,
    role: normaliseRole(row.role ?? 'viewer'),
    tdotPm: row.tdot_pm,
    flags: storedFlags(row),
    isAdmin: accessOf(row).isAdmin,
    hasSystemBypass: row.bypass_id !== null,
    hasRoleData: row.account_id !== null,
    disabled: row.banned === true,
    twoFactorEnabled: row.twoFactorEnabled === true,
    approval: row.approval ?? 'approved',
    createdAt: iso(row.createdAt),
    updatedAt: updated.at(-1) ?? iso(row.createdAt),
  };
}

/** One row of the users x flags matrix: the effective flags (every flag for an admin). */
export function presentPermissionsRow(row: AdminUserRow): PermissionsMatrix['data'][number] {
  const access = accessOf(row);
  return {
    userId: row.id,
    email: row.email,
    displayName: row.display_name,
    role: access.role ?? 'viewer',
    isAdmin: access.isAdmin,
    disabled: row.banned === true,
    flags: access.flags,
  };
}

/** What an audit row records about an account (before and after a change). */
export function snapshotAdminUser(row: AdminUserRow): Record<string, unknown> {
  return {
    email: row.email,
    role: row.role,
    tdot_pm: row.tdot_pm,
    display_name: row.display_name,
    email_confirmed: row.emailVerified,
    disabled: row.banned === true,
    two_factor_enabled: row.twoFactorEnabled === true,
    approval: row.approval ?? 'approved',
    flags: storedFlags(row),
  };
}
