import { ALLOW, allowIf, definePolicy, isPerson } from './policy';

/** An account as the rules see it. */
export type AccountRecord = { userId: string };

/**
 * Accounts: administrators manage every account (roles, flags, approval); everyone signed in changes their
 * own display name and password, whatever their settings flag (the flag hides the rest of Settings).
 */
export const accountPolicy = definePolicy<AccountRecord, 'read' | 'updateProfile' | 'manage'>('account', {
  read: (actor, account) => allowIf(actor.isAdmin || isPerson(actor, account.userId)),
  updateProfile: (actor, account) => allowIf(isPerson(actor, account.userId)),
  manage: (actor) => allowIf(actor.isAdmin),
});

/** The administration screens as a whole: users, role defaults, settings, audit log, outbox. */
export const administrationPolicy = definePolicy<null, 'open' | 'readAudit' | 'changeSettings'>(
  'administration',
  {
    open: (actor) => allowIf(actor.isAdmin),
    readAudit: (actor) => allowIf(actor.isAdmin),
    changeSettings: (actor) => allowIf(actor.isAdmin),
  },
);

/** Using the product at all once signed in (the session and one's own profile). */
export const sessionPolicy = definePolicy<null, 'use'>('session', { use: () => ALLOW });
