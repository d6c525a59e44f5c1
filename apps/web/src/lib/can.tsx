import type { Abilities, ActorAbilities, ActorAbilityModel, PermissionFlag } from '@bil/domain';
import type { ReactNode } from 'react';
import { useAuth } from './session/auth-context';

type ModelAction = {
  [M in ActorAbilityModel]: { on: M; action: keyof ActorAbilities[M] };
}[ActorAbilityModel];

export type CanCheck = {
  /** A per-user permission flag (administrators have every flag). */
  flag?: PermissionFlag;
  /** A derived ability the server sent (SPEC §6). */
  ability?: keyof Abilities;
  /** Administrators only. */
  admin?: boolean;
} & (ModelAction | { on?: undefined; action?: undefined });

export type Permissions = { isAdmin: boolean; allows: (check: CanCheck) => boolean };

/**
 * What the signed-in person may do, from what the server sent (`me.can` holds the policies' model-wide
 * answers). The UI hides what a person cannot do; the server still checks every call.
 */
export function usePermissions(): Permissions {
  const { me } = useAuth();
  return {
    isAdmin: me.isAdmin,
    allows: (check) => {
      if (check.admin && !me.isAdmin) return false;
      // The server sends an administrator every flag.
      if (check.flag && !me.flags[check.flag]) return false;
      if (check.ability && !me.abilities[check.ability]) return false;
      if (check.on !== undefined) {
        const abilities = me.can[check.on] as Record<string, boolean>;
        if (!abilities[check.action as string]) return false;
      }
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
