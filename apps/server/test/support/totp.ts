import { createHmac } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AppContext } from '../../src/app-context';
import { cookieFrom, sameOrigin } from './sign-in-as';

/** RFC 4648 base32 (the otpauth:// URI's secret) to bytes. */
function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/**
 * RFC 6238 TOTP (HMAC-SHA1, 30-second steps, 6 digits) from the secret of an otpauth:// URI, computed
 * here and not by the code under test. stepOffset moves to a neighbouring step (for a code not yet used).
 */
export function totpFromUri(totpUri: string, stepOffset = 0, now = Date.now()): string {
  const secret = new URL(totpUri).searchParams.get('secret') ?? '';
  const counter = Math.floor(now / 1000 / 30) + stepOffset;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', base32Decode(secret)).update(message).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

type App = FastifyInstance & { ctx: AppContext };

export function postAuth(
  app: App,
  path: string,
  payload: object,
  cookie: string | undefined,
  remoteAddress = '10.99.0.1',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/auth${path}`,
    headers: cookie ? { ...sameOrigin, cookie } : sameOrigin,
    remoteAddress,
    payload,
  });
}

export type Enrolment = { totpUri: string; backupCodes: string[]; cookie: string };

/** Enrols a signed-in person: the password again, then a code from the app; returns the new session. */
export async function enrolTwoFactor(
  app: App,
  person: { cookie: string; password: string },
): Promise<Enrolment> {
  const enable = await postAuth(app, '/two-factor/enable', { password: person.password }, person.cookie);
  if (enable.statusCode !== 200) throw new Error(`enable: ${enable.statusCode} ${enable.body}`);
  const { totpURI, backupCodes } = enable.json<{ totpURI: string; backupCodes: string[] }>();
  const verify = await postAuth(
    app,
    '/two-factor/verify-totp',
    { code: totpFromUri(totpURI) },
    person.cookie,
  );
  if (verify.statusCode !== 200) throw new Error(`verify: ${verify.statusCode} ${verify.body}`);
  return { totpUri: totpURI, backupCodes, cookie: cookieFrom(verify) };
}
