import type { AccountApproval, RegistrationDecision, Role } from '@bil/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * What sign-up needs of the accounts area. The kernel defines it and the accounts area fulfils it when the
 * server is put together (compose-auth.ts), so auth/ imports no area.
 */
export type RegistrationPort = {
  /** May the address register, and does the new account start pending or approved? */
  decideSignUp: (db: Kysely<Database>, email: string) => Promise<RegistrationDecision>;
  /** Closed registration: a first single sign-on no group maps may not make a waiting account either. */
  registrationClosed: (db: Kysely<Database>) => Promise<boolean>;
  /** Writes a self-registered person's account row once better-auth has made the user. */
  createSelfRegisteredAccount: (
    db: Kysely<Database>,
    user: { id: string; email: string; name: string },
  ) => Promise<void>;
  /** Writes the account row of a first single sign-on, with the role its IdP group mapped to (or pending). */
  createSsoAccount: (
    db: Kysely<Database>,
    user: { id: string; email: string; name: string },
    account: { role: Role; tdotPm: string | null; approval: AccountApproval },
  ) => Promise<void>;
};
