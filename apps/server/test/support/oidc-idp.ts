import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import Provider from 'oidc-provider';

/** A person the test IdP knows; disabled people are unknown to it from then on (refresh refused). */
export type IdpUser = { email: string; name: string; groups: string[]; pmName?: string; disabled?: boolean };

export const IDP_CLIENT_ID = 'bil-test-client';
// Made at each run, not written here: no secret the repository prints may work anywhere (security-secret.test.ts).
export const IDP_CLIENT_SECRET = randomBytes(24).toString('base64url');
const KID = 'test-key-1';

/** Rewrites the ID token the token endpoint answers with (a test's tampering), re-signed by `sign`. */
export type IdTokenTamper = (
  claims: JWTPayload,
  sign: (claims: JWTPayload, options?: { foreignKey?: boolean }) => Promise<string>,
) => Promise<string>;

export type TestIdp = {
  issuer: string;
  users: Map<string, IdpUser>;
  /** Set for one sign-in, then cleared by the test. */
  tamper: IdTokenTamper | null;
  /** ID tokens the token endpoint issued, as claims (for replaying a nonce). */
  issued: JWTPayload[];
  close: () => Promise<void>;
};

/**
 * A real OpenID Connect provider (oidc-provider, certified) on loopback, with one confidential client
 * whose redirect URI is the app's callback, PKCE required, and the development login and consent forms.
 */
export async function startTestIdp(redirectUri: string, users: Record<string, IdpUser>): Promise<TestIdp> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: KID, alg: 'RS256', use: 'sig' };

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const known = new Map(Object.entries(users));

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: IDP_CLIENT_ID,
        client_secret: IDP_CLIENT_SECRET,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [jwk] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'groups', 'pm_name'] },
    // The claims in the ID token itself, as Entra ID and Okta put them.
    conformIdTokenClaims: false,
    scopes: ['openid', 'offline_access', 'email', 'profile'],
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['test-idp-cookie-key-0123456789'] },
    findAccount: async (_ctx, id) => {
      const user = known.get(id);
      if (!user || user.disabled) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: user.email,
          email_verified: true,
          name: user.name,
          groups: user.groups,
          ...(user.pmName ? { pm_name: user.pmName } : {}),
        }),
      };
    },
  });

  const sign = (claims: JWTPayload, options: { foreignKey?: boolean } = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
      .sign(options.foreignKey ? foreign.privateKey : privateKey);

  const idp: TestIdp = {
    issuer,
    users: known,
    tamper: null,
    issued: [],
    close: () =>
      new Promise((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };

  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path !== '/token' || !body?.id_token) return;
    idp.issued.push(decodeJwt(body.id_token));
    if (idp.tamper) ctx.body = { ...body, id_token: await idp.tamper(decodeJwt(body.id_token), sign) };
  });
  const handle = provider.callback();
  server.on('request', (request, response) => {
    void handle(request, response);
  });
  return idp;
}
