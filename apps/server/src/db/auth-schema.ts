import { TRUSTED_DEVICE_DAYS } from '@bil/domain';
import { admin, twoFactor } from 'better-auth/plugins';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** better-auth's admin plugin keeps the banned flag; its columns are part of better-auth's tables. */
export const ADMIN_PLUGIN_OPTIONS = { defaultRole: 'viewer', adminRoles: ['admin'] };

/**
 * better-auth's two-factor plugin (issue 32): TOTP with an authenticator app, ten recovery codes shown
 * once (stored encrypted), "trust this device" for 30 days; no e-mailed codes. It keeps the twoFactor
 * table and user.twoFactorEnabled.
 */
export const TWO_FACTOR_OPTIONS = {
  issuer: 'Airport Management',
  trustDeviceMaxAge: TRUSTED_DEVICE_DAYS * 24 * 60 * 60,
  backupCodeOptions: { amount: 10, length: 10 },
};

/**
 * What better-auth's schema migration needs: the database and the plugins whose columns it adds. The running
 * auth service (auth/create-auth.ts) is built with the same plugin options, so the tables fit it.
 */
export function authSchemaOptions(db: Kysely<Database>) {
  return {
    database: { db, type: 'postgres' as const },
    plugins: [admin(ADMIN_PLUGIN_OPTIONS), twoFactor(TWO_FACTOR_OPTIONS)],
  };
}
