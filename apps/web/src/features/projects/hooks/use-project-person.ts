import { useAuth } from '@/lib/session';

export type ProjectPerson = {
  /** The PM every project of this person is for (a PM's projects are theirs), or null to pick any. */
  fixedTdotPm: string | null;
  /** SPEC §6: may create a project (a PM for themselves). */
  canCreate: boolean;
  /** May delete a whole grant's projects (the grant group actions). */
  canDeleteGrants: boolean;
};

/** The signed-in person as the project screens need them: the server's abilities, never a role rule here. */
export function useProjectPerson(): ProjectPerson {
  const { me } = useAuth();
  const may = me.can.projects;
  return {
    fixedTdotPm: may.assignAnyPm ? null : (me.user.tdotPm ?? ''),
    canCreate: may.create,
    canDeleteGrants: may.deleteGrants,
  };
}
