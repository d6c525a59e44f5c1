import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_SECRET_FILE, readOrCreateAuthSecret, withAuthSecret } from '../src/auth/auth-secret';
import { ConfigError, estimateSecretEntropyBits, loadConfig, MIN_SECRET_ENTROPY_BITS } from '../src/config';
import { TEST_DB_KIND } from './support/test-database';

// Generated per run (issue 34, finding 8): no secret production would accept is printed in the repository.
const GOOD_SECRET = randomBytes(48).toString('base64url');
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

  it('refuses in production a long secret with too little entropy, and says how to make one (issue 34, finding 8)', () => {
    for (const weak of [
      'x'.repeat(20) + 'y'.repeat(20),
      'a'.repeat(64),
      'abcd'.repeat(8),
      'abcdefgh'.repeat(4),
    ]) {
      expect(estimateSecretEntropyBits(weak)).toBeLessThan(MIN_SECRET_ENTROPY_BITS);
      expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: weak })).toThrow(
        /^Invalid configuration: AUTH_SECRET is too predictable for production \(about \d+ bits by its characters; at least 128 needed\): make one with openssl rand -base64 48$/,
      );
    }
    // What the docs tell people to run passes with room to spare; so do 32 random bytes in hex.
    expect(estimateSecretEntropyBits(randomBytes(48).toString('base64'))).toBeGreaterThan(300);
    expect(estimateSecretEntropyBits(randomBytes(32).toString('hex'))).toBeGreaterThan(200);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', AUTH_SECRET: randomBytes(32).toString('hex') }),
    ).not.toThrow();
  });

  it('no secret printed in the repository starts a production server', () => {
    // Every quoted literal of 32+ printable characters on a line that names a secret, in every tracked file.
    const root = path.resolve(__dirname, '../../..');
    const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.(ts|tsx|js|mjs|cjs|json|md|ya?ml|sh|env|example)$/.test(file));
    const literals = new Set<string>();
    for (const file of files) {
      const full = path.join(root, file);
      if (!fs.existsSync(full)) continue;
      for (const line of fs.readFileSync(full, 'utf8').split('\n')) {
        if (!/secret/i.test(line)) continue;
        for (const match of line.matchAll(/(['"`])([\x21-\x7e]{32,200}?)\1/g)) {
          const literal = match[2] ?? '';
          if (!literal.includes('${') && !/^[a-f0-9]{64}$/.test(literal)) literals.add(literal);
        }
        for (const match of line.matchAll(/AUTH_SECRET=([\x21-\x7e]{32,200})/g)) literals.add(match[1] ?? '');
      }
    }
    expect(literals.size).toBeGreaterThan(0); // the published example at least: the scan finds literals
    const accepted = [...literals].filter((literal) => {
      try {
        loadConfig({ NODE_ENV: 'production', AUTH_SECRET: literal });
        return true;
      } catch {
        return false;
      }
    });
    expect(accepted).toEqual([]);
  });
});
