import type { Abilities, PermissionFlag } from '@bil/domain';
import type { ReactNode } from 'react';
import { useAuth } from './session/auth-context';

export type CanCheck = {
  /** A per-user permission flag (administrators have every flag). */
  flag?: PermissionFlag;
  /** A derived ability the server sent (SPEC §6). */
  ability?: keyof Abilities;
  /** Administrators only. */
  admin?: boolean;
};

export type Permissions = { isAdmin: boolean; allows: (check: CanCheck) => boolean };

/**
 * What the signed-in person may do, from what the server sent. The UI hides what a person cannot do;
 * the server still checks every call.
 */
export function usePermissions(): Permissions {
  const { me } = useAuth();
  return {
    isAdmin: me.isAdmin,
    allows: ({ flag, ability, admin }) => {
      if (admin && !me.isAdmin) return false;
      if (flag && !me.isAdmin && !me.flags[flag]) return false;
      if (ability && !me.abilities[ability]) return false;
      return true;
    },
  };
}

type CanProps = CanCheck & { children: ReactNode; fallback?: ReactNode };

/** Renders its children only when every given check passes. */
export function Can({ children, fallback = null, ...check }: CanProps) {
  const { allows } = usePermissions();
  return allows(check) ? children : fallback;
}
