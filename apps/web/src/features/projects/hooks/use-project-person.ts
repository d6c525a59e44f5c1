import { checkCreateProject } from '@bil/domain';
import { useAuth } from '@/lib/session';

export type ProjectPerson = {
  isAdmin: boolean;
  /** A PM (not an administrator): works only with their own airports; their PM name is fixed. */
  isPm: boolean;
  tdotPm: string | null;
  /** SPEC §6: may create a project (a PM for themselves). */
  canCreate: boolean;
};

/** The signed-in person as the project screens need them (the server still decides every call). */
export function useProjectPerson(): ProjectPerson {
  const { me } = useAuth();
  const principal = {
    signedIn: true,
    role: me.user.role,
    isAdmin: me.isAdmin,
    tdotPm: me.user.tdotPm,
    flags: me.flags,
  };
  const isPm = !me.isAdmin && me.user.role === 'pm';
  return {
    isAdmin: me.isAdmin,
    isPm,
    tdotPm: me.user.tdotPm,
    canCreate: checkCreateProject(principal, { tdot_pm: isPm ? me.user.tdotPm : null }).allowed,
  };
}
