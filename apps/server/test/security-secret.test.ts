import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_SECRET_FILE, readOrCreateAuthSecret, withAuthSecret } from '../src/auth/auth-secret';
import { ConfigError, loadConfig } from '../src/config';
import { TEST_DB_KIND } from './support/test-database';

const GOOD_SECRET = 'x'.repeat(20) + 'y'.repeat(20);
// The secret an earlier version printed in the repository: refused everywhere now.
const PUBLISHED_SECRET = 'embedded-demo-secret-change-me-with-AUTH_SECRET-0001';

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

// Config decisions and files on disk do not depend on the test database kind: run once.
describe.runIf(TEST_DB_KIND === 'pglite')('the signing secret (AUTH_SECRET)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bil-secret-'));
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses to start with DATABASE_URL and no AUTH_SECRET, in one line naming it', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@localhost/db' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@localhost/db' })).toThrow(
      /^Invalid configuration: AUTH_SECRET is required when DATABASE_URL is set: set it to at least 32 random characters/,
    );
  });

  it('refuses to start in production without AUTH_SECRET, also on the embedded database', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /^Invalid configuration: AUTH_SECRET is required when NODE_ENV=production/,
    );
  });

  it('refuses an AUTH_SECRET shorter than 32 characters and the secret once printed in the repository', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'short' })).toThrow(
      'AUTH_SECRET must be at least 32 characters',
    );
    expect(() => loadConfig({ AUTH_SECRET: PUBLISHED_SECRET })).toThrow(/AUTH_SECRET is a published example/);
  });

  it('accepts a long enough AUTH_SECRET with DATABASE_URL or in production, and uses it as it is', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u@h/db',
      AUTH_SECRET: GOOD_SECRET,
    });
    expect(withAuthSecret(config).authSecret).toBe(GOOD_SECRET);
  });

  it('lets the embedded database start without AUTH_SECRET, with a secret generated into DATA_DIR (0600)', () => {
    const config = withAuthSecret(loadConfig({ DATA_DIR: dataDir }));
    const file = path.join(dataDir, AUTH_SECRET_FILE);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(config.authSecret);
    expect(config.authSecret?.length).toBeGreaterThanOrEqual(64); // 48 random bytes, base64url
    expect(config.authSecret).not.toBe(PUBLISHED_SECRET);
    expect(modeOf(file)).toBe(0o600);
  });

  it('reuses the kept secret on later starts and tightens a loosened file', () => {
    const first = readOrCreateAuthSecret(dataDir);
    fs.chmodSync(path.join(dataDir, AUTH_SECRET_FILE), 0o644);
    expect(readOrCreateAuthSecret(dataDir)).toBe(first);
    expect(modeOf(path.join(dataDir, AUTH_SECRET_FILE))).toBe(0o600);
  });

  it('makes a different secret for another data directory and for an in-memory database', () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'bil-secret-other-'));
    try {
      expect(readOrCreateAuthSecret(other)).not.toBe(readOrCreateAuthSecret(dataDir));
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
    const memory = { ...loadConfig({}), dataDir: 'memory' };
    expect(withAuthSecret(memory).authSecret).not.toBe(withAuthSecret(memory).authSecret);
  });
});
