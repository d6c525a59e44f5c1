import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';

export const AUTH_SECRET_FILE = 'auth-secret';

/**
 * The embedded database without AUTH_SECRET: a random secret made on first start and kept in
 * DATA_DIR (owner-only), so sessions survive a restart. config.ts refuses to get here with
 * DATABASE_URL or in production. Call it while holding the data directory lock.
 */
export function readOrCreateAuthSecret(dataDir: string): string {
  const file = path.join(dataDir, AUTH_SECRET_FILE);
  try {
    const kept = fs.readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) {
      fs.chmodSync(file, 0o600);
      return kept;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600); // mode above applies only to a new file
  return secret;
}

/** The config with the secret every part of the server signs with. */
export function withAuthSecret(config: AppConfig): AppConfig {
  if (config.authSecret) return config;
  if (config.databaseUrl || config.env === 'production') {
    throw new Error('AUTH_SECRET is required with DATABASE_URL or in production');
  }
  // 'memory' keeps nothing on disk: a secret for this process only.
  const authSecret =
    config.dataDir === 'memory'
      ? randomBytes(48).toString('base64url')
      : readOrCreateAuthSecret(config.dataDir);
  return { ...config, authSecret };
}

/** createAuth never falls back to a default: a missing secret is a bug of the caller. */
export function requireAuthSecret(config: AppConfig): string {
  if (!config.authSecret || config.authSecret.length < 32) {
    throw new Error('No AUTH_SECRET resolved: call withAuthSecret(config) first');
  }
  return config.authSecret;
}
