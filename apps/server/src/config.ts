import { createHash } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { readSsoEnvironment, type SsoEnvironment } from './config-sso';

const port = z.coerce
  .number({ error: 'must be a whole number from 1 to 65535' })
  .int('must be a whole number from 1 to 65535')
  .min(1, 'must be a whole number from 1 to 65535')
  .max(65535, 'must be a whole number from 1 to 65535');

const postgresUrl = z
  .string()
  .refine((value) => /^postgres(ql)?:\/\/[^\s]+$/.test(value) && URL.canParse(value), {
    message: 'must be a postgres:// or postgresql:// URL, e.g. postgres://user:pass@host:5432/db',
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.url({ error: 'must be the absolute URL people use to reach the app' }).optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('BIL Tracker <no-reply@localhost>'),
  DEMO_DATA: z.enum(['auto', 'never']).default('auto'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  BIL_FIXED_NOW: z.iso
    .datetime({
      offset: true,
      error: 'must be an ISO date and time with its offset, e.g. 2026-11-22T12:00:00-05:00',
    })
    .optional(),
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  publicUrl: string;
  /**
   * The origins a browser may sign in from: PUBLIC_URL when it is set, else the loopback names on
   * PORT (localhost, 127.0.0.1, [::1]), so the README's address works however it is typed.
   */
  trustedOrigins: string[];
  /**
   * PUBLIC_URL was given: a write's Origin must be exactly its origin (scheme, host and port); the Host
   * header, which the client writes, is never trusted then (plugins/security.ts).
   */
  publicUrlIsSet: boolean;
  /** Unset only on the embedded database, which then keeps a generated secret in DATA_DIR (auth-secret.ts). */
  authSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  loadDemoData: boolean;
  /** The built web app to serve; default apps/web/dist. */
  webDistDir: string | undefined;
  /** Take the client address from X-Forwarded-For: only behind a proxy that sets it. */
  trustProxy: boolean;
  /**
   * BIL_FIXED_NOW: the instant the date rules judge on (lib/clock.ts), for tests and the browser-test
   * server only; null (the wall clock) otherwise. Refused when NODE_ENV=production.
   */
  fixedNow: Date | null;
  /** Single sign-on from SSO_* variables (auth/sso-env.ts); null -> the Sign-in screen's settings, if any. */
  sso: SsoEnvironment | null;
};

export class ConfigError extends Error {}

// The secret an earlier version printed in the repository: anyone could sign sessions with it.
const PUBLISHED_SECRET_SHA256 = '0e2e64834c8f4482f58581644a525b7788384361357b81ec82a17fa103891f0b';

/** Production's floor for AUTH_SECRET, in bits by estimateSecretEntropyBits (issue 34, finding 8). */
export const MIN_SECRET_ENTROPY_BITS = 128;

/**
 * A measurable estimate of a secret's entropy: its length times the Shannon entropy of its own character
 * frequencies. It never over-counts a repeated or narrow secret ('x' x 20 + 'y' x 20 is 40 bits) and gives
 * `openssl rand -base64 48` (64 characters) about 350 bits and 64 hex characters about 240.
 */
export function estimateSecretEntropyBits(secret: string): number {
  // Counted by UTF-16 code unit: a secret is ASCII in practice, and a wider character only counts twice.
  const counts = new Map<number, number>();
  for (let index = 0; index < secret.length; index++) {
    const code = secret.charCodeAt(index);
    counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  let perChar = 0;
  for (const count of counts.values()) {
    const p = count / secret.length;
    perChar -= p * Math.log2(p);
  }
  return perChar * secret.length;
}

/** Without AUTH_SECRET only the embedded database may start: it keeps a generated one in DATA_DIR. */
function checkAuthSecret(values: z.infer<typeof envSchema>): void {
  if (values.AUTH_SECRET && sha256(values.AUTH_SECRET) === PUBLISHED_SECRET_SHA256) {
    throw new ConfigError('Invalid configuration: AUTH_SECRET is a published example; set a random one');
  }
  if (values.AUTH_SECRET && values.NODE_ENV === 'production') {
    const bits = Math.floor(estimateSecretEntropyBits(values.AUTH_SECRET));
    if (bits < MIN_SECRET_ENTROPY_BITS) {
      throw new ConfigError(
        `Invalid configuration: AUTH_SECRET is too predictable for production (about ${bits} bits by its characters; at least ${MIN_SECRET_ENTROPY_BITS} needed): make one with openssl rand -base64 48`,
      );
    }
  }
  if (!values.AUTH_SECRET && (values.DATABASE_URL || values.NODE_ENV === 'production')) {
    const why = values.DATABASE_URL ? 'DATABASE_URL is set' : 'NODE_ENV=production';
    throw new ConfigError(
      `Invalid configuration: AUTH_SECRET is required when ${why}: set it to at least 32 random characters (e.g. openssl rand -base64 48)`,
    );
  }
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function readSso(env: NodeJS.ProcessEnv): SsoEnvironment | null {
  try {
    return readSsoEnvironment(env);
  } catch (error) {
    throw new ConfigError(`Invalid configuration: ${(error as Error).message}`);
  }
}

/** Reads the environment once; a bad value gives one clear line per problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const blankAsUnset = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  const values = parsed.data;
  checkAuthSecret(values);
  if (values.BIL_FIXED_NOW && values.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration: BIL_FIXED_NOW fixes the date for tests only and is refused when NODE_ENV=production; unset it',
    );
  }
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    // npm runs workspace scripts inside apps/server; a relative DATA_DIR means the directory npm was run from.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    logLevel: values.LOG_LEVEL,
    publicUrl: values.PUBLIC_URL ?? `http://localhost:${values.PORT}`,
    publicUrlIsSet: values.PUBLIC_URL !== undefined,
    trustedOrigins: values.PUBLIC_URL
      ? [new URL(values.PUBLIC_URL).origin]
      : LOOPBACK_HOSTS.map((host) => `http://${host}:${values.PORT}`),
    authSecret: values.AUTH_SECRET,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    // Production never loads demo data or demo accounts: the first administrator comes from the CLI.
    loadDemoData: values.DEMO_DATA === 'auto' && !values.DATABASE_URL && values.NODE_ENV !== 'production',
    trustProxy: values.TRUST_PROXY === 'true',
    webDistDir: values.WEB_DIST_DIR
      ? path.resolve(env.INIT_CWD ?? process.cwd(), values.WEB_DIST_DIR)
      : undefined,
    fixedNow: values.BIL_FIXED_NOW ? new Date(values.BIL_FIXED_NOW) : null,
    sso: readSso(blankAsUnset),
  };
}
