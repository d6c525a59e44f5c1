import {
  SSO_MESSAGES,
  SSO_PROVIDER_ID,
  ssoSettingsSchema,
  type SignInOptions,
  type SsoSettings,
  type SsoSettingsBody,
  type SsoSettingsView,
} from '@bil/domain';
import type { AppContext } from '../../app-context';
import type { SignedInPrincipal } from '../../auth/access.service';
import { requireAuthSecret } from '../../auth/auth-secret';
import { resolveSsoConfig, SSO_SECRET_PURPOSE, ssoRedirectUri } from '../../auth/sso-config';
import { sealSecret } from '../../auth/secret-box';
import { findStoredSso, saveStoredSso, SSO_SETTINGS_KEY } from '../../auth/sso-settings.repository';
import { insertAuditLog } from '../../lib/audit.repository';
import { badRequest, conflict } from '../../lib/http-errors';

const EMPTY: SsoSettings = {
  enabled: false,
  name: 'single sign-on',
  issuer: '',
  clientId: '',
  allowedDomains: [],
  groupsClaim: 'groups',
  pmNameClaim: 'name',
  roleMappings: [],
  allowPasswordSignIn: false,
};

/** GET /api/admin/sign-in: what is in force (the environment's, read-only, or the screen's), never the secret. */
export async function getSignInSettings(ctx: Pick<AppContext, 'config' | 'db'>): Promise<SsoSettingsView> {
  const redirectUri = ssoRedirectUri(ctx.config, SSO_PROVIDER_ID);
  if (ctx.config.sso) {
    return { ...ctx.config.sso.settings, clientSecretSet: true, source: 'environment', redirectUri };
  }
  const stored = await findStoredSso(ctx.db);
  const parsed = ssoSettingsSchema.safeParse(stored?.settings);
  if (!stored || !parsed.success) return { ...EMPTY, clientSecretSet: false, source: 'none', redirectUri };
  return { ...parsed.data, clientSecretSet: stored.sealedSecret !== null, source: 'settings', redirectUri };
}

/** PUT /api/admin/sign-in: saved with the secret sealed (AUTH_SECRET-derived key) and an audit row. */
export async function updateSignInSettings(
  ctx: AppContext,
  actor: SignedInPrincipal,
  body: SsoSettingsBody & { clientSecret?: string | undefined },
): Promise<SsoSettingsView> {
  if (ctx.config.sso)
    throw conflict('Single sign-on is set by SSO_* environment variables; change them there.');
  const { clientSecret, ...settings } = body;
  const before = await findStoredSso(ctx.db);
  const sealedSecret = clientSecret
    ? sealSecret(requireAuthSecret(ctx.config), SSO_SECRET_PURPOSE, clientSecret)
    : (before?.sealedSecret ?? null);
  if (settings.enabled && !sealedSecret) throw badRequest(SSO_MESSAGES.secretRequired);
  await saveStoredSso(ctx.db, settings, sealedSecret, actor.userId);
  await insertAuditLog(ctx.db, {
    userId: actor.userId,
    action: 'update_setting',
    resourceType: 'app_settings',
    resourceId: SSO_SETTINGS_KEY,
    before: (before?.settings as SsoSettings | undefined) ?? null,
    after: settings,
    details: { clientSecretChanged: Boolean(clientSecret) },
  });
  await ctx.sso.refresh(ctx);
  return getSignInSettings(ctx);
}

/** GET /api/settings/sign-in (public): the sign-in page's "Sign in with <name>", when SSO is on. */
export async function getSignInOptions(ctx: Pick<AppContext, 'config' | 'db'>): Promise<SignInOptions> {
  const sso = await resolveSsoConfig(ctx.config, ctx.db);
  return { sso: sso ? { providerId: SSO_PROVIDER_ID, name: sso.settings.name } : null };
}
