import { SHARE_MESSAGES } from '@bil/domain';
import { describe, expect, it } from 'vitest';
import {
  defaultExpiry,
  HOUR_OPTIONS,
  MINUTE_OPTIONS,
  toExpiryIso,
  toSharePassword,
  validateExpiry,
  validateSharePassword,
} from './share-expiry';

const now = new Date('2026-11-22T14:30:00Z'); // 9:30 AM in New York

describe('share expiry and password (SPEC §5, §9)', () => {
  it('defaults to 30 days ahead at 23:59', () => {
    expect(defaultExpiry(now)).toEqual({ enabled: true, date: '2026-12-22', hour: '23', minute: '59' });
  });

  it('offers hours 00-23 and minutes 00-59', () => {
    expect(HOUR_OPTIONS).toHaveLength(24);
    expect(HOUR_OPTIONS[0]).toBe('00');
    expect(HOUR_OPTIONS.at(-1)).toBe('23');
    expect(MINUTE_OPTIONS).toHaveLength(60);
    expect(MINUTE_OPTIONS.at(-1)).toBe('59');
  });

  it('accepts tomorrow or later and refuses today', () => {
    const base = defaultExpiry(now);
    expect(validateExpiry({ ...base, date: '2026-11-23' }, now)).toBeNull();
    expect(validateExpiry({ ...base, date: '2026-11-22' }, now)).toBe(SHARE_MESSAGES.expiryTooSoon);
    expect(validateExpiry({ ...base, date: null }, now)).toBe(SHARE_MESSAGES.expiryTooSoon);
    expect(validateExpiry({ ...base, enabled: false, date: null }, now)).toBeNull();
  });

  it('sends the Eastern Time date and time as an instant, or null without an expiry', () => {
    const iso = toExpiryIso({ enabled: true, date: '2026-12-22', hour: '08', minute: '05' });
    expect(iso).toBe('2026-12-22T13:05:00.000Z');
    expect(toExpiryIso({ enabled: false, date: '2026-12-22', hour: '08', minute: '05' })).toBeNull();
  });

  it('wants at least 8 characters after trimming, and sends the trimmed password', () => {
    expect(validateSharePassword('  abcdefg ', true)).toBe('Password must be at least 8 characters');
    expect(validateSharePassword(' abcdefgh ', true)).toBeNull();
    expect(validateSharePassword('', false)).toBeNull();
    expect(toSharePassword(' abcdefgh ', true)).toBe('abcdefgh');
    expect(toSharePassword('abcd', false)).toBeNull();
  });
});
