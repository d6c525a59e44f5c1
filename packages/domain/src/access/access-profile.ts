import {
  ACCEPTED_ROLES,
  buildFlags,
  PERMISSION_FLAGS,
  ROLE_BADGES,
  VIEWER_FALLBACK_FLAGS,
  type AcceptedRole,
  type PermissionFlags,
  type Role,
} from './permission-flags';

/** SPEC §6: a visitor who is not signed in counts only these as granted. */
export const SIGNED_OUT_FLAGS = buildFlags([
  'can_access_projects',
  'can_access_bil_dashboard',
  'can_access_bil_info',
]);

const ALL_FLAGS = buildFlags(PERMISSION_FLAGS);
/** Every flag off. */
export const NO_PERMISSION_FLAGS = buildFlags([]);

/** What the role data of one person holds (a user_accounts / user_roles row). */
export type AccountAccessRecord = {
  role: string;
  tdot_pm: string | null;
  flags: PermissionFlags;
};

/** Where a registration stands: approved accounts use the product; pending and refused ones do not. */
export const ACCOUNT_APPROVALS = ['approved', 'pending', 'refused'] as const;
export type AccountApproval = (typeof ACCOUNT_APPROVALS)[number];

export type ResolveAccessInput = {
  account: AccountAccessRecord | null;
  hasSystemBypass: boolean;
  signedIn: boolean;
  /** The account's registration state (approved when not given: accounts made by an admin or the CLI). */
  approval?: AccountApproval;
};

/** SPEC §6 derived flags, sent to the web so it can hide what a person cannot do. */
export type Abilities = {
  canCreateProjects: boolean;
  canEditProjects: boolean;
  canCreateProjectsForAssignedAirports: boolean;
  canAccessAdmin: boolean;
};

/** The observable result of SPEC §6's role lookup chain for one request. */
export type AccessProfile = {
  signedIn: boolean;
  /** Normalised role; null only when signed out. */
  role: Role | null;
  isAdmin: boolean;
  tdotPm: string | null;
  flags: PermissionFlags;
  abilities: Abilities;
  /** 'Administrator' | 'Project Manager' | 'Viewer'; null when signed out. */
  roleBadge: string | null;
  /** Pending or refused registrations are signed in but may do nothing except read their own state. */
  approval: AccountApproval;
};

function isAcceptedRole(role: string): role is AcceptedRole {
  return (ACCEPTED_ROLES as readonly string[]).includes(role);
}

/**
 * The role sync of the original accepted tdot_pm and editor. tdot_pm is the old name of pm.
 * editor never had rules of its own: it is treated as a viewer that keeps its own flags, so an
 * editor with can_edit may still create and edit ('other roles may create or edit when can_edit').
 * Anything unknown is a viewer.
 */
export function normaliseRole(role: string): Role {
  if (!isAcceptedRole(role)) return 'viewer';
  if (role === 'tdot_pm') return 'pm';
  if (role === 'editor') return 'viewer';
  return role;
}

/** SPEC §6's derived flags: canCreateProjects and canEditProjects = can_edit; the rest as named. */
export function deriveAbilities(profile: { flags: PermissionFlags; isAdmin: boolean }): Abilities {
  const { flags, isAdmin } = profile;
  return {
    canCreateProjects: flags.can_edit,
    canEditProjects: flags.can_edit,
    canCreateProjectsForAssignedAirports: flags.can_create_for_assigned_airports,
    canAccessAdmin: isAdmin,
  };
}

function buildProfile(
  signedIn: boolean,
  role: Role | null,
  tdotPm: string | null,
  flags: PermissionFlags,
  approval: AccountApproval = 'approved',
): AccessProfile {
  const isAdmin = role === 'admin';
  const profile = { signedIn, role, isAdmin, tdotPm, flags, approval };
  return { ...profile, abilities: deriveAbilities(profile), roleBadge: role ? ROLE_BADGES[role] : null };
}

/**
 * SPEC §6 in one place: signed out -> the three public flags; admin role or a system-bypass
 * record -> admin with every flag; no role data -> viewer with the fallback flags; otherwise the
 * normalised role with its stored flags.
 */
export function resolveAccess(input: ResolveAccessInput): AccessProfile {
  if (!input.signedIn) return buildProfile(false, null, null, { ...SIGNED_OUT_FLAGS });
  const tdotPm = input.account?.tdot_pm ?? null;
  if (input.hasSystemBypass || (input.account && normaliseRole(input.account.role) === 'admin')) {
    return buildProfile(true, 'admin', tdotPm, { ...ALL_FLAGS });
  }
  const approval = input.approval ?? 'approved';
  if (!input.account) return buildProfile(true, 'viewer', null, { ...VIEWER_FALLBACK_FLAGS }, approval);
  return buildProfile(
    true,
    normaliseRole(input.account.role),
    tdotPm,
    { ...NO_PERMISSION_FLAGS, ...input.account.flags },
    approval,
  );
}

/** SPEC §2: display name falls back from name to display_name to the e-mail's local part to 'User'. */
export function resolveDisplayName(person: {
  name?: string | null;
  displayName?: string | null;
  email?: string | null;
}): string {
  const candidates = [person.name, person.displayName, person.email?.split('@')[0]];
  for (const candidate of candidates) {
    const trimmed = candidate?.trim();
    if (trimmed) return trimmed;
  }
  return 'User';
}
