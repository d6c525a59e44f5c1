import { isSafeText, unsafeTextMessage } from '../format/safe-text';
import { z } from 'zod';
import { limitSchema, pageSchema, pagedQuerySchema } from '../paging/paging';
import { PERMISSION_FLAGS, ROLES, type PermissionFlag } from './permission-flags';
import { ACCOUNT_APPROVALS } from './access-profile';
import { AUTH_MESSAGES, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './account-messages';

export const roleSchema = z.enum(ROLES, { error: 'Role must be admin, pm or viewer' });

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid e-mail address' }));

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** Blank means 'not set' (the server stores null). */
export const displayNameSchema = z
  .string()
  .trim()
  .max(NAME_MAX_LENGTH, `Display name must be at most ${NAME_MAX_LENGTH} characters`)
  .refine(isSafeText, unsafeTextMessage('Display name'))
  .nullable();

/** The PM name that ties a PM to projects and airports (tdot_pm); blank means none. */
export const tdotPmSchema = z
  .string()
  .trim()
  .max(NAME_MAX_LENGTH, `PM name must be at most ${NAME_MAX_LENGTH} characters`)
  .refine(isSafeText, unsafeTextMessage('PM name'))
  .nullable();

const flagShape = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
  PermissionFlag,
  z.ZodBoolean
>;

export const permissionFlagsSchema = z.strictObject(flagShape);
export const partialPermissionFlagsSchema = z.strictObject(flagShape).partial();

export const outboxQuerySchema = pagedQuerySchema(50);

/** PATCH /api/me */
export const updateMeBodySchema = z.strictObject({ displayName: displayNameSchema });
export type UpdateMeBody = z.infer<typeof updateMeBodySchema>;

/** GET /api/admin/users and GET /api/admin/permissions */
export const adminUserListQuerySchema = z.object({
  search: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
  /** Only accounts in this registration state (the 'Waiting for approval' list asks for pending). */
  approval: z.enum(ACCOUNT_APPROVALS).optional(),
  page: pageSchema,
  limit: limitSchema(25),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

/** POST /api/admin/users: with a password the account is ready; without one an invitation is e-mailed. */
export const adminCreateUserBodySchema = z.strictObject({
  email: emailSchema,
  role: roleSchema,
  tdotPm: tdotPmSchema.optional(),
  displayName: displayNameSchema.optional(),
  password: passwordSchema.optional(),
});
export type AdminCreateUserBody = z.infer<typeof adminCreateUserBodySchema>;

/** PATCH /api/admin/users/:userId: every field optional; at least one. */
export const adminUpdateUserBodySchema = z
  .strictObject({
    role: roleSchema.optional(),
    tdotPm: tdotPmSchema.optional(),
    displayName: displayNameSchema.optional(),
    flags: partialPermissionFlagsSchema.optional(),
    emailConfirmed: z.literal(true, { error: 'emailConfirmed can only be set to true' }).optional(),
    disabled: z.boolean().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, {
    message: AUTH_MESSAGES.nothingToChange,
  });
export type AdminUpdateUserBody = z.infer<typeof adminUpdateUserBodySchema>;

export const adminUserParamsSchema = z.object({ userId: z.string().min(1).max(100) });

/** PUT /api/admin/role-defaults: per role, the flags to change. */
export const roleDefaultsUpdateBodySchema = z
  .strictObject({
    admin: partialPermissionFlagsSchema.optional(),
    pm: partialPermissionFlagsSchema.optional(),
    viewer: partialPermissionFlagsSchema.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, {
    message: AUTH_MESSAGES.nothingToChange,
  });
export type RoleDefaultsUpdateBody = z.infer<typeof roleDefaultsUpdateBodySchema>;

const instantSchema = z.iso.datetime({
  offset: true,
  error: 'must be an ISO date-time, e.g. 2026-01-31T00:00:00Z',
});

/** GET /api/admin/audit-logs */
export const auditLogQuerySchema = z.object({
  userId: z.string().min(1).max(100).optional(),
  action: z.string().trim().min(1).max(100).optional(),
  resourceType: z.string().trim().min(1).max(100).optional(),
  from: instantSchema.optional(),
  to: instantSchema.optional(),
  page: pageSchema,
  limit: limitSchema(50),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
