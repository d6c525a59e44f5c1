import { randomBytes } from 'node:crypto';
import {
  SIGN_IN_POLICY_MESSAGES,
  AUTH_MESSAGES,
  normaliseRole,
  roleHoldsEveryFlag,
  PERMISSION_FLAGS,
  VIEWER_FALLBACK_FLAGS,
  type AdminCreateUserBody,
  type AdminUpdateUserBody,
  type AdminUser,
  type AdminUserListQuery,
  type PagedResponse,
  type PermissionFlags,
  type PermissionsMatrix,
} from '@bil/domain';
import { buildInvitationMail } from '../../auth/auth-mails';
import { RESET_PASSWORD_LANDING } from '../../auth/auth-gateway';
import type { AppContext } from '../../app-context';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { isCommonPassword } from '../../lib/common-passwords';
import { presentAdminUser, presentPermissionsRow, snapshotAdminUser } from './admin-users.presenter';
import { toPage } from '../../lib/paged.presenter';
import {
  countAdminUserRows,
  deleteUserSessions,
  findAdminUserRow,
  findUserIdByEmail,
  insertAuthUser,
  insertCredentialAccount,
  insertUserAccountIfMissing,
  listAdminUserRows,
  updateAuthUser,
  updateUserAccount,
  type AdminUserRow,
  type AuthUserPatch,
  type RoleDataPatch,
} from './admin-users.repository';
import { insertAuditLog } from '../../lib/audit.repository';
import type { SignedInPrincipal } from '../../auth/access.service';
import { getRoleDefaultFlags } from './role-defaults.service';

const INVITATION_VALID_DAYS = 7;
const newId = () => randomBytes(24).toString('base64url');

async function loadUser(ctx: Pick<AppContext, 'db'>, userId: string): Promise<AdminUserRow> {
  const row = await findAdminUserRow(ctx.db, userId);
  if (!row) throw notFound(AUTH_MESSAGES.userNotFound);
  return row;
}

/** GET /api/admin/users: paged, searchable by e-mail, name, display name and PM name. */
export async function listUsers(
  ctx: Pick<AppContext, 'db'>,
  query: AdminUserListQuery,
): Promise<PagedResponse<AdminUser>> {
  const filter = { search: query.search, approval: query.approval };
  const rows = await listAdminUserRows(ctx.db, {
    ...filter,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  const total = await countAdminUserRows(ctx.db, filter);
  return toPage(rows.map(presentAdminUser), total, query);
}

/** GET /api/admin/permissions: users x flags, with effective flags. */
export async function listPermissionsMatrix(
  ctx: Pick<AppContext, 'db'>,
  query: AdminUserListQuery,
): Promise<PermissionsMatrix> {
  const rows = await listAdminUserRows(ctx.db, {
    search: query.search,
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  const total = await countAdminUserRows(ctx.db, { search: query.search });
  return { flags: [...PERMISSION_FLAGS], ...toPage(rows.map(presentPermissionsRow), total, query) };
}

/** A password-set link (the reset flow) valid for a week, mailed to an invited person. */
async function sendInvitation(
  ctx: Pick<AppContext, 'auth' | 'mailer'>,
  userId: string,
  email: string,
): Promise<void> {
  const authContext = await ctx.auth.$context;
  const token = newId();
  await authContext.internalAdapter.createVerificationValue({
    value: userId,
    identifier: `reset-password:${token}`,
    expiresAt: new Date(Date.now() + INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000),
  });
  const url = `${authContext.baseURL}/reset-password/${token}?callbackURL=${encodeURIComponent(RESET_PASSWORD_LANDING)}`;
  await ctx.mailer.send(buildInvitationMail(email, url, INVITATION_VALID_DAYS));
}

/**
 * POST /api/admin/users: the sign-in, its role data (the role's current default flags) and the audit
 * row in one transaction. The admin vouches for the address, so it counts as confirmed. Without a
 * password the person is e-mailed an invitation to choose one.
 */
export async function createUser(
  ctx: Pick<AppContext, 'db' | 'auth' | 'mailer'>,
  actor: SignedInPrincipal,
  body: AdminCreateUserBody,
): Promise<AdminUser> {
  if (body.password && isCommonPassword(body.password)) {
    throw badRequest(SIGN_IN_POLICY_MESSAGES.passwordCommon, { code: 'PASSWORD_COMMON' });
  }
  const authContext = await ctx.auth.$context;
  const passwordHash = body.password ? await authContext.password.hash(body.password) : null;
  const flags = await getRoleDefaultFlags(ctx.db, body.role);
  const userId = newId();
  const displayName = body.displayName?.trim() || null;
  const tdotPm = body.tdotPm?.trim() || null;

  await ctx.db.transaction().execute(async (trx) => {
    if (await findUserIdByEmail(trx, body.email)) throw conflict('This item already exists.');
    await insertAuthUser(trx, {
      id: userId,
      email: body.email,
      name: displayName ?? '',
      emailVerified: true,
      role: body.role,
    });
    if (passwordHash) await insertCredentialAccount(trx, { id: newId(), userId, passwordHash });
    await insertUserAccountIfMissing(trx, { userId, role: body.role, flags, tdotPm, displayName });
    const created = await findAdminUserRow(trx, userId);
    await insertAuditLog(trx, {
      userId: actor.userId,
      action: 'create_user',
      resourceType: 'user_accounts',
      resourceId: userId,
      details: { invited: passwordHash === null },
      after: created ? snapshotAdminUser(created) : null,
    });
  });
  if (!passwordHash) await sendInvitation(ctx, userId, body.email);
  return presentAdminUser(await loadUser(ctx, userId));
}

/** A role change without flags starts from the new role's defaults; given flags are laid over. */
async function nextFlags(
  db: AppContext['db'],
  body: AdminUpdateUserBody,
  roleChanges: boolean,
): Promise<Partial<PermissionFlags> | undefined> {
  if (!roleChanges || !body.role) return body.flags;
  return { ...(await getRoleDefaultFlags(db, body.role)), ...body.flags };
}

function refuseSelfLockout(actor: SignedInPrincipal, before: AdminUserRow, body: AdminUpdateUserBody): void {
  if (before.id !== actor.userId) return;
  if (body.disabled === true) throw badRequest(AUTH_MESSAGES.cannotDisableSelf);
  const wasAdmin = before.role !== null && roleHoldsEveryFlag(normaliseRole(before.role));
  if (wasAdmin && body.role !== undefined && !roleHoldsEveryFlag(body.role))
    throw badRequest(AUTH_MESSAGES.cannotDemoteSelf);
}

/**
 * PATCH /api/admin/users/:userId: role, PM name, display name, flags, e-mail confirmation and
 * disabling, with the audit row, in one transaction. Disabling ends every session of the person.
 * Nothing is cached, so the person's next request sees the change.
 */
export async function updateUser(
  ctx: Pick<AppContext, 'db'>,
  actor: SignedInPrincipal,
  userId: string,
  body: AdminUpdateUserBody,
): Promise<AdminUser> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await findAdminUserRow(trx, userId, { lock: true });
    if (!before) throw notFound(AUTH_MESSAGES.userNotFound);
    refuseSelfLockout(actor, before, body);
    await insertUserAccountIfMissing(trx, { userId, role: 'viewer', flags: VIEWER_FALLBACK_FLAGS });

    const roleChanges = body.role !== undefined && body.role !== before.role;
    const displayName = body.displayName === undefined ? undefined : body.displayName?.trim() || null;
    const roleData: RoleDataPatch = {
      role: body.role,
      tdot_pm: body.tdotPm === undefined ? undefined : body.tdotPm?.trim() || null,
      display_name: displayName,
      flags: await nextFlags(trx, body, roleChanges),
    };
    await updateUserAccount(trx, userId, roleData);
    const authPatch: AuthUserPatch = {};
    if (body.role !== undefined) authPatch.role = body.role;
    if (displayName !== undefined) authPatch.name = displayName ?? '';
    if (body.emailConfirmed) authPatch.emailVerified = true;
    if (body.disabled !== undefined) authPatch.banned = body.disabled;
    await updateAuthUser(trx, userId, authPatch);
    const sessionsEnded = body.disabled === true ? await deleteUserSessions(trx, userId) : 0;

    const after = await findAdminUserRow(trx, userId);
    await insertAuditLog(trx, {
      userId: actor.userId,
      action: body.disabled === true ? 'disable_user' : 'update_user',
      resourceType: 'user_accounts',
      resourceId: userId,
      details: { changed: Object.keys(body), ...(body.disabled === true ? { sessionsEnded } : {}) },
      before: snapshotAdminUser(before),
      after: after ? snapshotAdminUser(after) : null,
    });
  });
  return presentAdminUser(await loadUser(ctx, userId));
}
