import { z } from 'zod';
import { permissionFlagsSchema, roleSchema } from '../access/account.schema';
import { PERMISSION_FLAGS } from '../access/permission-flags';
import { ACCOUNT_APPROVALS } from '../access/access-profile';
import { pagedResponseSchema } from '../paging/paging';
import { actorAbilitiesSchema, type ActorAbilities } from '../abilities/actor-abilities';

/** Response bodies of /api/me and /api/admin/*: the server serialises with them, the web reads their types. */

export const abilitiesSchema = z.object({
  canCreateProjects: z.boolean(),
  canEditProjects: z.boolean(),
  canCreateProjectsForAssignedAirports: z.boolean(),
  canAccessAdmin: z.boolean(),
});

export const meResponseSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    emailConfirmed: z.boolean(),
    name: z.string(),
    displayName: z.string().nullable(),
    role: roleSchema,
    tdotPm: z.string().nullable(),
  }),
  flags: permissionFlagsSchema,
  abilities: abilitiesSchema,
  /** What the person may do across the product, per model (the policies' answers): <Can> reads these. */
  can: actorAbilitiesSchema,
  /** approved, or pending / refused for a registration an administrator has not approved. */
  approval: z.enum(ACCOUNT_APPROVALS),
  isAdmin: z.boolean(),
  roleBadge: z.string(),
  /** Second factor: enrolled, and whether the sign-in policy makes the person enrol before anything else. */
  twoFactor: z.object({ enabled: z.boolean(), mustEnrol: z.boolean() }),
  /** The administrator's session limits, shown on the settings screen. */
  sessionLimits: z.object({ idleTimeoutMinutes: z.number(), absoluteLifetimeHours: z.number() }),
});
export type MeResponse = Omit<z.infer<typeof meResponseSchema>, 'can'> & { can: ActorAbilities };

/** GET /api/session: the signed-in person and when the session ends in one answer; null for a visitor. */
export const sessionResponseSchema = z.object({ me: meResponseSchema, expiresAt: z.string() }).nullable();
export type SessionResponse = { me: MeResponse; expiresAt: string } | null;

export const adminUserSchema = z.object({
  userId: z.string(),
  email: z.string(),
  emailConfirmed: z.boolean(),
  name: z.string(),
  displayName: z.string().nullable(),
  /** The stored role, normalised (tdot_pm -> pm, editor -> viewer); viewer when no role data exists. */
  role: roleSchema,
  tdotPm: z.string().nullable(),
  /** Stored flags (the viewer fallback when no role data exists). */
  flags: permissionFlagsSchema,
  /** Admin through role or a system-bypass record. */
  isAdmin: z.boolean(),
  hasSystemBypass: z.boolean(),
  hasRoleData: z.boolean(),
  disabled: z.boolean(),
  /** A verified authenticator is enrolled (an administrator may reset it). */
  twoFactorEnabled: z.boolean(),
  /** Where the person's registration stands (approved for accounts made by an administrator). */
  approval: z.enum(ACCOUNT_APPROVALS),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPageSchema = pagedResponseSchema(adminUserSchema);

export const roleDefaultsSchema = z.object({
  admin: permissionFlagsSchema,
  pm: permissionFlagsSchema,
  viewer: permissionFlagsSchema,
});
export type RoleDefaults = z.infer<typeof roleDefaultsSchema>;

export const permissionsMatrixRowSchema = z.object({
  userId: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  role: roleSchema,
  isAdmin: z.boolean(),
  disabled: z.boolean(),
  /** Effective flags: every flag for an admin. */
  flags: permissionFlagsSchema,
});
export const permissionsMatrixSchema = pagedResponseSchema(permissionsMatrixRowSchema).extend({
  flags: z.array(z.enum(PERMISSION_FLAGS)),
});
export type PermissionsMatrix = z.infer<typeof permissionsMatrixSchema>;

const jsonObject = z.record(z.string(), z.unknown());

export const auditLogEntrySchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  /** The person's name as staff screens show it ('System' when no one is recorded). */
  actorName: z.string(),
  action: z.string(),
  /** The action in words ('Changed project'). */
  actionLabel: z.string(),
  resourceType: z.string(),
  /** The kind of record in words ('Project'). */
  resourceLabel: z.string(),
  resourceId: z.string().nullable(),
  /** The record's name (project title and UPIN, airport code and name, ...), when it can be told. */
  recordName: z.string().nullable(),
  /** before/after field by field in words. */
  changes: z.array(z.object({ field: z.string(), label: z.string(), from: z.string(), to: z.string() })),
  details: jsonObject,
  before: jsonObject.nullable(),
  after: jsonObject.nullable(),
  createdAt: z.string(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;
export const auditLogPageSchema = pagedResponseSchema(auditLogEntrySchema);

export const outboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  textBody: z.string(),
  htmlBody: z.string().nullable(),
  sentAt: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export const outboxPageSchema = pagedResponseSchema(outboxMailSchema);

export const schemaStatusSchema = z.object({
  ok: z.boolean(),
  migration: z.string().nullable(),
  missing: z.array(z.string()),
  checkedAt: z.string(),
});
export type SchemaStatus = z.infer<typeof schemaStatusSchema>;
