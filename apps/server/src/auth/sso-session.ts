import { SSO_PROVIDER_ID } from '@bil/domain';
import { decryptOAuthToken, setTokenUtil } from 'better-auth/oauth2';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { insertAuditLog } from '../lib/audit.repository';
import { withAccountTable } from './sso-auth';

type RefreshingProvider = { id: string; refreshAccessToken?: (refreshToken: string) => Promise<unknown> };
type HookContext = {
  context: { socialProviders: RefreshingProvider[]; options: object; secretConfig?: unknown };
} | null;

/** How often a live session's person is asked about at the IdP (the refresh better-auth would make). */
const SSO_CHECK_EVERY_MS = 15 * 60_000;
// Per process: when each session was last checked. Several processes each check at most this often.
const lastChecked = new Map<string, number>();

/**
 * Disabled at the IdP -> access ends at the next request after the session's refresh. better-auth does not
 * refresh sessions here (the sign-in policy keeps its own activity stamp, sign-in-policy.service.ts), so the
 * access service asks this at every request that counts as activity: a session not checked for 15 minutes
 * (in this process, since it began, or since its last activity) is due, and then an IdP-linked person's
 * refresh token is sent to the IdP; when the IdP refuses it (account disabled, grant revoked), every session
 * of the person is deleted, so the request after this one answers 401.
 */
export function ssoCheckDue(
  session: { id: string; createdAt: Date; previousActiveAt: Date },
  now: number,
): boolean {
  const since = Math.max(session.createdAt.getTime(), lastChecked.get(session.id) ?? 0);
  return now - since > SSO_CHECK_EVERY_MS || now - session.previousActiveAt.getTime() > SSO_CHECK_EVERY_MS;
}

export async function checkSsoStanding(
  db: Kysely<Database>,
  session: { id: string; userId: string },
  context: HookContext | undefined,
  now: number,
): Promise<void> {
  lastChecked.set(session.id, now);
  if (lastChecked.size > 50_000) lastChecked.clear(); // a bound, not a cache: a cleared entry only checks sooner
  await buildSsoSessionCheck(db)(session, context);
}

function buildSsoSessionCheck(db: Kysely<Database>) {
  return async (session: { userId: string }, context: HookContext | undefined) => {
    const provider = context?.context.socialProviders.find((candidate) => candidate.id === SSO_PROVIDER_ID);
    const account = await withAccountTable(db)
      .selectFrom('account')
      .select(['refreshToken'])
      .where('userId', '=', session.userId)
      .where('providerId', '=', SSO_PROVIDER_ID)
      .executeTakeFirst();
    if (!account || !provider?.refreshAccessToken || !context) return;
    let stillAllowed = false;
    try {
      const refreshToken = account.refreshToken
        ? await decryptOAuthToken(account.refreshToken, context.context as never)
        : null;
      if (refreshToken) {
        const tokens = (await provider.refreshAccessToken(refreshToken)) as { refreshToken?: string } | null;
        stillAllowed = true;
        // An IdP that rotates refresh tokens has just retired the old one: keep the new one (encrypted).
        if (tokens?.refreshToken) {
          const sealed = await setTokenUtil(tokens.refreshToken, context.context as never);
          await withAccountTable(db)
            .updateTable('account')
            .set({ refreshToken: sealed ?? null })
            .where('userId', '=', session.userId)
            .where('providerId', '=', SSO_PROVIDER_ID)
            .execute();
        }
      }
    } catch {
      stillAllowed = false;
    }
    if (stillAllowed) return;
    await db
      .withTables<{ session: { userId: string } }>()
      .deleteFrom('session')
      .where('userId', '=', session.userId)
      .execute();
    await insertAuditLog(db, {
      userId: session.userId,
      action: 'sso_access_ended',
      resourceType: 'user',
      resourceId: session.userId,
      details: { reason: 'the identity provider refused the refresh token at the session refresh' },
    });
  };
}
