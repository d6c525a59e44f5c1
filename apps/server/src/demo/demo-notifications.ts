import { clockNow } from '../lib/clock';
import type { AppContext } from '../app-context';
import { raiseDeadlineNotifications, raiseEventNotifications } from '../modules/notifications';
import { newShareToken } from '../modules/sharing';

/** The demo administrator's shared executive overview, opened once: a share the bell can speak of. */
export const DEMO_SHARE_NAME = 'Executive overview for the commissioner';

/**
 * Fills the demo bells from the real scans only, so every notice speaks of something the demo holds
 * (issue 35: hand-made notices named a share and an import that did not exist). The demo PM's overdue
 * projects and AIG warnings come from the data; the demo administrator's first share open comes from a
 * real executive share, which Shared Content lists. Loading twice adds nothing.
 */
export async function loadDemoNotifications(ctx: Pick<AppContext, 'db'>, now = clockNow()): Promise<number> {
  const admin = await ctx.db
    .selectFrom('user')
    .select('id')
    .where('email', '=', 'admin@demo.test')
    .executeTakeFirst();
  if (admin) await ensureDemoShare(ctx, admin.id, now);
  return (await raiseDeadlineNotifications(ctx, now)) + (await raiseEventNotifications(ctx, now));
}

async function ensureDemoShare(ctx: Pick<AppContext, 'db'>, adminId: string, now: Date): Promise<void> {
  const existing = await ctx.db
    .selectFrom('shares')
    .select('id')
    .where('created_by', '=', adminId)
    .where('name', '=', DEMO_SHARE_NAME)
    .executeTakeFirst();
  if (existing) return;
  await ctx.db
    .insertInto('shares')
    .values({
      token: newShareToken(),
      kind: 'executive',
      name: DEMO_SHARE_NAME,
      description: null,
      password_hash: null,
      expires_at: null,
      params: {},
      revoked_at: null,
      view_count: 1,
      last_viewed_at: now,
      created_by: adminId,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
