import {
  ALLOW,
  allowIf,
  definePolicy,
  deny,
  gate,
  isScopedToOwnAirports,
  isThePm,
  type Actor,
} from '../policy/policy';
import { PM_MESSAGES } from './pm-reassignment.schema';

/** A PM page as the rules see it: whose page it is. */
export type PmPageRecord = { pm: string };

/**
 * PM dashboards: administrators and viewers open any PM's page; a PM only their own (403, before any
 * lookup, with words that say why). Only administrators reassign airports.
 */
export const pmPagePolicy = definePolicy<PmPageRecord, 'read' | 'share'>('pm-page', {
  read: (actor, page) => {
    if (!isScopedToOwnAirports(actor)) return ALLOW;
    if (!actor.tdotPm) return deny(PM_MESSAGES.noPmName);
    return allowIf(isThePm(actor, page.pm), PM_MESSAGES.otherPmRefused);
  },
  share: (actor, page) => allowIf(actor.isAdmin || (isScopedToOwnAirports(actor) && isThePm(actor, page.pm))),
});

/** The PM management screen as a whole. */
export const pmManagementPolicy = definePolicy<null, 'read' | 'reassign' | 'share'>('pm-management', {
  read: () => ALLOW,
  reassign: (actor) => allowIf(actor.isAdmin),
  share: (actor) => allowIf(actor.isAdmin || actor.role === 'pm'),
});

/** Whether a signed-in, approved actor may open a given PM's page (for links in lists). */
export const mayOpenPmPage = (actor: Actor, pm: string): boolean =>
  gate(actor) === null && pmPagePolicy.rules.read(actor, { pm }).allowed;
