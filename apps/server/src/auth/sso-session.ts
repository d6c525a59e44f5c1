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

/**
 * Disabled at the IdP -> access ends at the next request after the session's refresh. Each time
 * better-auth extends a session (at most every updateAge, 15 minutes), an IdP-linked person's refresh
 * token is sent to the IdP; when the IdP refuses it (account disabled, grant revoked), every session of
 * the person is deleted, so the request after this one answers 401.
 */
export function buildSsoSessionCheck(db: Kysely<Database>) {
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
      .$extendTables<{ session: { userId: string } }>()
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
