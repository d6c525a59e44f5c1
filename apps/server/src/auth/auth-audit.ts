import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { insertAuditLog } from '../lib/audit.repository';

type UserUpdate = { email?: unknown; emailVerified?: unknown };
type AuthUser = { id: string; email: string };

/**
 * Audit rows for what better-auth changes on its own: a confirmed e-mail address and a changed
 * one (a change-email link). The update's fields are seen before it runs and the user after,
 * paired by the endpoint context both hooks receive.
 */
export function buildEmailAuditHooks(db: Kysely<Database>) {
  const pending = new WeakMap<object, { email?: string }>();
  return {
    beforeUserUpdate: (data: UserUpdate, context: object | null | undefined) => {
      if (context && typeof data.email === 'string') pending.set(context, { email: data.email });
      return Promise.resolve();
    },
    afterUserUpdate: async (user: AuthUser, context: object | null | undefined) => {
      const change = context ? pending.get(context) : undefined;
      if (!change || !context) return;
      pending.delete(context);
      await insertAuditLog(db, {
        userId: user.id,
        action: 'change_email',
        resourceType: 'user',
        resourceId: user.id,
        after: { email: user.email },
      });
    },
    afterEmailVerification: async (user: AuthUser) => {
      await insertAuditLog(db, {
        userId: user.id,
        action: 'verify_email',
        resourceType: 'user',
        resourceId: user.id,
        after: { email: user.email, emailVerified: true },
      });
    },
  };
}
