import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { clockNow, installClock, ruleMoment } from '../src/lib/clock';

// A production-strength secret made for this run (none printed in the repository is accepted).
const SECRET = randomBytes(48).toString('base64url');

describe('the injectable clock (issue 37)', () => {
  afterEach(() => {
    installClock({ fixedNow: null });
  });

  it('reads BIL_FIXED_NOW outside production and fixes every date rule to it', () => {
    const config = loadConfig({ NODE_ENV: 'test', BIL_FIXED_NOW: '2026-11-22T12:00:00-05:00' });
    expect(config.fixedNow?.toISOString()).toBe('2026-11-22T17:00:00.000Z');
    installClock(config);
    expect(clockNow().toISOString()).toBe('2026-11-22T17:00:00.000Z');
    expect(ruleMoment(new Date('2030-01-01T00:00:00Z')).toISOString()).toBe('2026-11-22T17:00:00.000Z');
    // A caller cannot move the clock by changing the Date it was given.
    clockNow().setFullYear(2000);
    expect(clockNow().toISOString()).toBe('2026-11-22T17:00:00.000Z');
  });

  it('stays on the wall clock without it', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.fixedNow).toBeNull();
    installClock(config);
    const before = Date.now();
    const now = clockNow().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
    const slot = new Date('2026-01-05T12:00:00Z');
    expect(ruleMoment(slot)).toBe(slot);
  });

  it('refuses to start in production with it set, in one clear line', () => {
    const load = () =>
      loadConfig({ NODE_ENV: 'production', AUTH_SECRET: SECRET, BIL_FIXED_NOW: '2026-11-22T12:00:00-05:00' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      'Invalid configuration: BIL_FIXED_NOW fixes the date for tests only and is refused when NODE_ENV=production; unset it',
    );
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: SECRET }).fixedNow).toBeNull();
  });

  it('refuses a value that is not an instant with its offset', () => {
    for (const value of ['2026-11-22', 'tomorrow', '2026-11-22T12:00:00'])
      expect(() => loadConfig({ NODE_ENV: 'test', BIL_FIXED_NOW: value })).toThrow(
        'BIL_FIXED_NOW must be an ISO date and time with its offset',
      );
  });
});
