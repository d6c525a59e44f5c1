import {
  ALLOW,
  allowIf,
  authorize,
  definePolicy,
  deny,
  isPerson,
  isThePm,
  type Actor,
  type Decision,
} from '../policy/policy';
import { dbeProgramPolicy } from '../dbe/dbe.policy';
import { executivePolicy } from '../executive/executive.policy';
import { resolveProjectVisibility } from '../projects/project.policy';
import { SHARE_MESSAGES } from './share-messages';

/**
 * Who may publish which public link, and who manages a link once made. The same rules decide whether a
 * live link still answers: a share serves only while its creator could still create it (checked with the
 * creator as the actor at every view).
 */
export type ShareRecord = {
  /** The account that made the share (null for a record without one: nobody manages it but admins). */
  createdBy: string | null;
  /** For PM page shares: the PM whose page it is. */
  pm?: string | null;
};

function seesProjects(actor: Actor): boolean {
  return resolveProjectVisibility(actor).scope !== 'none';
}

function shareCharts(actor: Actor): Decision {
  const hasChartScreen =
    actor.isAdmin || actor.flags.can_access_bil_dashboard || actor.flags.can_access_bil_analytics;
  return allowIf(hasChartScreen && seesProjects(actor), SHARE_MESSAGES.notAllowedToShare);
}

/** Project and PM pages: administrators and PMs (a viewer publishes no project list). */
function sharePages(actor: Actor): Decision {
  return allowIf(
    (actor.isAdmin || actor.role === 'pm') && seesProjects(actor),
    SHARE_MESSAGES.notAllowedToShare,
  );
}

function sharePmPage(actor: Actor, share: ShareRecord): Decision {
  const pages = sharePages(actor);
  if (!pages.allowed) return pages;
  return actor.isAdmin || isThePm(actor, share.pm) ? ALLOW : deny(SHARE_MESSAGES.otherPmPage);
}

/** The executive overview: whoever the executive policy lets share it (administrators). */
function shareExecutive(actor: Actor): Decision {
  return allowIf(authorize(executivePolicy, actor, 'share', null).allowed, SHARE_MESSAGES.notAllowedToShare);
}

/** A DBE analytics chart: whoever may read DBE analytics (program-wide figures, no project scope). */
function shareDbeChart(actor: Actor): Decision {
  return allowIf(
    authorize(dbeProgramPolicy, actor, 'readAnalytics', null).allowed,
    SHARE_MESSAGES.notAllowedToShare,
  );
}

export const sharePolicy = definePolicy<
  ShareRecord,
  | 'createChart'
  | 'createProjectPage'
  | 'createPmPage'
  | 'createPmManagement'
  | 'createExecutive'
  | 'createDbeChart'
  | 'manage'
>('share', {
  createChart: shareCharts,
  createProjectPage: sharePages,
  createPmPage: sharePmPage,
  createPmManagement: sharePages,
  createExecutive: shareExecutive,
  createDbeChart: shareDbeChart,
  manage: (actor, share) => allowIf(actor.isAdmin || isPerson(actor, share.createdBy)),
});

/** Which share list a person reads: everyone's (administrators) or their own. */
export function sharesListedFor(actor: Actor): { createdBy: string | null } {
  return { createdBy: actor.isAdmin ? null : (actor.userId ?? '') };
}
