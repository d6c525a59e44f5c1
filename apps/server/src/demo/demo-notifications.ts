import { clockNow } from '../lib/clock';
import type { AppContext } from '../app-context';
import { raiseDeadlineNotifications, raiseEventNotifications } from '../modules/notifications';

/**
 * Fills the demo bells: the demo PM's overdue projects and AIG warnings come from the real scans; the
 * demo administrator, who owns no project, gets a finished import and a first share open as examples.
 * Each is keyed like any notification, so loading twice adds nothing.
 */
export async function loadDemoNotifications(ctx: Pick<AppContext, 'db'>, now = clockNow()): Promise<number> {
  const admin = await ctx.db
    .selectFrom('user')
    .select('id')
    .where('email', '=', 'admin@demo.test')
    .executeTakeFirst();
  if (admin) {
    await ctx.db
      .insertInto('notifications')
      .values([
        {
          user_id: admin.id,
          kind: 'import_finished',
          cause: 'demo:import',
          params: JSON.stringify({
            fileName: 'tennessee-projects-fy26.xlsx',
            importKind: 'projects',
            created: 12,
            updated: 48,
          }),
          shown: true,
          email_state: 'none',
        },
        {
          user_id: admin.id,
          kind: 'share_opened',
          cause: 'demo:share',
          params: JSON.stringify({ name: 'Executive overview for the commissioner' }),
          shown: true,
          email_state: 'none',
        },
      ])
      .onConflict((oc) => oc.columns(['user_id', 'kind', 'cause']).doNothing())
      .execute();
  }
  return (await raiseDeadlineNotifications(ctx, now)) + (await raiseEventNotifications(ctx, now));
}
