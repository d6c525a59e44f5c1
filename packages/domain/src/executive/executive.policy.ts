import { allowIf, definePolicy } from '../policy/policy';

/** The executive overview: read with the flag; sharing it publicly is for administrators. */
export const executivePolicy = definePolicy<null, 'read' | 'share'>('executive', {
  read: (actor) => allowIf(actor.isAdmin || actor.flags.can_access_executive),
  share: (actor) => allowIf(actor.isAdmin),
});
