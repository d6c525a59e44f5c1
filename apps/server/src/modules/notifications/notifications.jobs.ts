import { ruleMoment } from '../../lib/clock';
import type { JobDefinition } from '../../job-definition';
import { deliverPendingEmails } from './email-delivery.service';
import { raiseDeadlineNotifications, raiseEventNotifications } from './notification-raise.service';
import { sendWeeklyDigests } from './weekly-digest.service';

const NEW_YORK = 'America/New_York';

/** The notifications area's scheduled work; every job is safe to run twice (see each service). */
export const notificationJobs: JobDefinition[] = [
  {
    name: 'notifications.raise-events',
    description:
      'Tell people about changes to their projects by others, finished imports and first opens of their shares.',
    schedule: { cron: '* * * * *', timeZone: NEW_YORK },
    run: async (ctx, now) => {
      await raiseEventNotifications(ctx, now);
    },
  },
  {
    name: 'notifications.raise-deadlines',
    description:
      'Tell people about their overdue items, AIG deadlines 12, 6 and 3 months ahead, and shares about to expire.',
    schedule: { cron: '5 * * * *', timeZone: NEW_YORK },
    run: async (ctx, now) => {
      await raiseDeadlineNotifications(ctx, ruleMoment(now));
    },
  },
  {
    name: 'notifications.deliver-email',
    description: 'E-mail the notifications people chose to get by e-mail.',
    schedule: { cron: '* * * * *', timeZone: NEW_YORK },
    run: async (ctx) => {
      await deliverPendingEmails(ctx);
    },
  },
  {
    name: 'notifications.weekly-digest',
    description: 'E-mail each person their overdue and upcoming items (Monday 7:00 Eastern).',
    schedule: { cron: '0 7 * * 1', timeZone: NEW_YORK },
    run: async (ctx, now) => {
      await sendWeeklyDigests(ctx, ruleMoment(now));
    },
  },
];
