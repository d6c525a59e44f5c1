import { formatCurrency } from '../format/currency';
import { formatDate } from '../format/date-format';
import { fiscalYearLabel } from '../airports/aig-tranches';
import type { NotificationKind } from './notification-kinds';

/** What a notification row keeps besides its kind: the facts its words and link are made from. */
export type NotificationParams = Record<string, unknown>;
export type NotificationText = { title: string; body: string; link: string };

const text = (params: NotificationParams, key: string) => {
  const value = params[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};
/** A 'YYYY-MM-DD' fact shown as SPEC §9's MM/DD/YYYY. */
const date = (params: NotificationParams, key: string) => formatDate(text(params, key));
const number = (params: NotificationParams, key: string) => Number(params[key] ?? 0) || 0;

export const projectLink = (projectId: string) => `/bil/projects?expand=${encodeURIComponent(projectId)}`;
export const airportLink = (code: string) => `/airports/${encodeURIComponent(code)}`;

function describeOverdue(params: NotificationParams): NotificationText {
  const subject = text(params, 'subject');
  const title = text(params, 'title');
  if (subject === 'award' || subject === 'sub_award') {
    const step = subject === 'award' ? 'award (90-day target)' : 'sub-award (60-day target)';
    return {
      title: `Overdue for ${subject === 'award' ? 'award' : 'sub-award'}: ${title}`,
      body: `${text(params, 'airportCode')}: waiting since ${date(params, 'since')} for ${step}.`,
      link: projectLink(text(params, 'projectId')),
    };
  }
  if (subject === 'gci_action') {
    return {
      title: `Corrective action overdue at ${text(params, 'airportCode')}`,
      body: `${title}: due ${date(params, 'dueDate')}.`,
      link: '/grants',
    };
  }
  return {
    title: `DBE report for ${fiscalYearLabel(number(params, 'fiscalYear'))} is overdue`,
    body: `The Uniform Report was due ${date(params, 'dueDate')} and has not been submitted.`,
    link: '/dbe/annual-reporting',
  };
}

/** The words and link of a notification, from its kind and the facts kept with it. */
export function describeNotification(kind: NotificationKind, params: NotificationParams): NotificationText {
  switch (kind) {
    case 'overdue':
      return describeOverdue(params);
    case 'aig_deadline':
      return {
        title: `${text(params, 'airportCode')} ${fiscalYearLabel(number(params, 'fiscalYear'))} AIG: ${number(params, 'months')} months to its deadline`,
        body: `${formatCurrency(number(params, 'balance'))} is not yet under grant; the deadline is ${date(params, 'deadline')}.`,
        link: airportLink(text(params, 'airportCode')),
      };
    case 'record_changed':
      return {
        title: `${text(params, 'actor') || 'Someone'} changed ${text(params, 'title')}`,
        body: `Changed: ${((params.fields as string[] | undefined) ?? []).join(', ') || 'details'}.`,
        link: projectLink(text(params, 'projectId')),
      };
    case 'import_finished':
      return {
        title: `Import finished: ${text(params, 'fileName')}`,
        body: `${number(params, 'created')} created, ${number(params, 'updated')} updated.`,
        link: '/import',
      };
    case 'share_opened':
      return {
        title: `Your share "${text(params, 'name')}" was opened`,
        body: 'Someone opened the public link for the first time.',
        link: '/shared-content',
      };
    case 'share_expiring':
      return {
        title: `Your share "${text(params, 'name')}" expires soon`,
        body: `The public link stops working on ${date(params, 'expiresOn')}.`,
        link: '/shared-content',
      };
    case 'weekly_digest':
      return { title: 'Weekly digest', body: '', link: '/bil/dashboard' };
  }
}
