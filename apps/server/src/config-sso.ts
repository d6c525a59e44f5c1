import { ssoSettingsSchema, type SsoSettings } from '@bil/domain';

/** SSO from the environment (config as code): when SSO_ISSUER is set, the Sign-in screen is read-only. */
export type SsoEnvironment = { settings: SsoSettings; clientSecret: string };

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/**
 * SSO_ISSUER, SSO_CLIENT_ID, SSO_CLIENT_SECRET, SSO_NAME, SSO_ALLOWED_DOMAINS (comma list),
 * SSO_GROUPS_CLAIM (default groups), SSO_PM_NAME_CLAIM (default name), SSO_ROLE_MAPPINGS
 * ("Aeronautics-PM=pm,Aeronautics-Admins=admin"), SSO_ALLOW_PASSWORD_SIGN_IN (true|false).
 * A bad value throws with the variable's name, so the server refuses to start.
 */
export function readSsoEnvironment(env: NodeJS.ProcessEnv): SsoEnvironment | null {
  if (!env.SSO_ISSUER) return null;
  if (!env.SSO_CLIENT_SECRET) throw new Error('SSO_CLIENT_SECRET is required when SSO_ISSUER is set');
  const parsed = ssoSettingsSchema.safeParse({
    enabled: true,
    name: env.SSO_NAME || 'single sign-on',
    issuer: env.SSO_ISSUER,
    clientId: env.SSO_CLIENT_ID ?? '',
    allowedDomains: list(env.SSO_ALLOWED_DOMAINS),
    groupsClaim: env.SSO_GROUPS_CLAIM || 'groups',
    pmNameClaim: env.SSO_PM_NAME_CLAIM || 'name',
    roleMappings: list(env.SSO_ROLE_MAPPINGS).map((pair) => {
      const [group = '', role = ''] = pair.split('=').map((part) => part.trim());
      return { group, role };
    }),
    allowPasswordSignIn: env.SSO_ALLOW_PASSWORD_SIGN_IN === 'true',
  });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `SSO ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(lines.join('; '));
  }
  if (parsed.data.allowedDomains.length === 0)
    throw new Error('SSO_ALLOWED_DOMAINS is required when SSO_ISSUER is set');
  return { settings: parsed.data, clientSecret: env.SSO_CLIENT_SECRET };
}
