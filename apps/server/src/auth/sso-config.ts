import { ssoSettingsSchema, type SsoSettings } from '@bil/domain';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { requireAuthSecret } from './auth-secret';
import { openSecret } from './secret-box';
import { findStoredSso } from './sso-settings.repository';

export const SSO_SECRET_PURPOSE = 'sso-client-secret';

/** The SSO the server signs in with now; version changes whenever an administrator saves the screen. */
export type SsoConfig = { settings: SsoSettings; clientSecret: string; version: string };

/** The environment's SSO_* variables win; else the Sign-in screen's settings when enabled and readable. */
export async function resolveSsoConfig(config: AppConfig, db: Kysely<Database>): Promise<SsoConfig | null> {
  if (config.sso) return { ...config.sso, version: 'environment' };
  const stored = await findStoredSso(db);
  if (!stored) return null;
  const parsed = ssoSettingsSchema.safeParse(stored.settings);
  if (!parsed.success || !parsed.data.enabled || !stored.sealedSecret) return null;
  const clientSecret = openSecret(requireAuthSecret(config), SSO_SECRET_PURPOSE, stored.sealedSecret);
  if (clientSecret === null) return null; // sealed under an earlier AUTH_SECRET: enter it again
  return { settings: parsed.data, clientSecret, version: stored.updatedAt };
}

/** Where the IdP sends people back (better-auth's generic OAuth callback): registered at the IdP. */
export function ssoRedirectUri(config: AppConfig, providerId: string): string {
  return new URL(`/api/auth/callback/${providerId}`, config.publicUrl).toString();
}
