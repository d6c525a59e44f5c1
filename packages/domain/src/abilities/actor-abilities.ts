import { z } from 'zod';
import { administrationPolicy } from '../policy/account.policy';
import { dbeProgramPolicy } from '../dbe/dbe.policy';
import { deliveryAreaPolicy } from '../delivery/delivery.policy';
import { executivePolicy } from '../executive/executive.policy';
import { flightServicesPolicy } from '../flight-services/flight-services.policy';
import { gciAreaPolicy } from '../gci/gci.policy';
import { planningAreaPolicy } from '../planning/planning.policy';
import { pmManagementPolicy } from '../pm/pm.policy';
import { projectsPolicy } from '../projects/project.policy';
import { abilitiesOf, type Actor } from '../policy/policy';

/**
 * What the person may do across the product, one block per model-wide policy: sent with GET /api/me so the
 * web shows and hides controls with <Can> and never re-derives a rule. Records carry their own abilities.
 */
export function actorAbilitiesOf(actor: Actor) {
  return {
    projects: abilitiesOf(projectsPolicy, actor, null),
    pmManagement: abilitiesOf(pmManagementPolicy, actor, null),
    administration: abilitiesOf(administrationPolicy, actor, null),
    dbe: abilitiesOf(dbeProgramPolicy, actor, null),
    gci: abilitiesOf(gciAreaPolicy, actor, null),
    planning: abilitiesOf(planningAreaPolicy, actor, null),
    delivery: abilitiesOf(deliveryAreaPolicy, actor, null),
    executive: abilitiesOf(executivePolicy, actor, null),
    flightServices: abilitiesOf(flightServicesPolicy, actor, null),
  };
}
export type ActorAbilities = ReturnType<typeof actorAbilitiesOf>;
export type ActorAbilityModel = keyof ActorAbilities;

export const actorAbilitiesSchema = z.record(z.string(), z.record(z.string(), z.boolean()));
