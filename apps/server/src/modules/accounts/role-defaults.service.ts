import {
  DEFAULT_ROLE_FLAGS,
  PERMISSION_FLAGS,
  ROLES,
  type PermissionFlags,
  type Role,
  type RoleDefaults,
  type RoleDefaultsUpdateBody,
} from '@bil/domain';
import type { Kysely } from 'kysely';
import type { Database, JsonObject } from '../../db/schema';
import type { AppContext } from '../../app-context';
import { insertAuditLog } from '../../lib/audit.repository';
import {
  findRoleDefaultsSetting,
  findRoleDefaultsSettingForUpdate,
  ROLE_DEFAULTS_RESOURCE_ID,
  saveRoleDefaultsSetting,
} from './role-defaults.repository';

/** A stored flag set may predate a flag: what is missing comes from the built-in defaults. */
function readFlags(stored: unknown, fallback: PermissionFlags): PermissionFlags {
  const source = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const flags = { ...fallback };
  for (const flag of PERMISSION_FLAGS) {
    const value = source[flag];
    if (typeof value === 'boolean') flags[flag] = value;
  }
  return flags;
}

function readRoleDefaults(stored: JsonObject | undefined): RoleDefaults {
  const defaults = {} as RoleDefaults;
  for (const role of ROLES) defaults[role] = readFlags(stored?.[role], DEFAULT_ROLE_FLAGS[role]);
  return defaults;
}

/** The flags each role starts with (app_settings 'role_default_flags', else the built-in defaults). */
export async function getRoleDefaults(db: Kysely<Database>): Promise<RoleDefaults> {
  return readRoleDefaults(await findRoleDefaultsSetting(db));
}

export async function getRoleDefaultFlags(db: Kysely<Database>, role: Role): Promise<PermissionFlags> {
  return (await getRoleDefaults(db))[role];
}

/** PUT /api/admin/role-defaults: merges the given flags per role; audited; affects accounts created from now on. */
export async function updateRoleDefaults(
  ctx: Pick<AppContext, 'db'>,
  actorId: string,
  changes: RoleDefaultsUpdateBody,
): Promise<RoleDefaults> {
  return ctx.db.transaction().execute(async (trx) => {
    const before = readRoleDefaults(await findRoleDefaultsSettingForUpdate(trx));
    const after = { ...before };
    for (const role of ROLES) after[role] = { ...before[role], ...changes[role] };
    await saveRoleDefaultsSetting(trx, after, actorId);
    await insertAuditLog(trx, {
      userId: actorId,
      action: 'update_role_defaults',
      resourceType: 'app_settings',
      resourceId: ROLE_DEFAULTS_RESOURCE_ID,
      before,
      after,
    });
    return after;
  });
}
