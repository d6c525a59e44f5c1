import { describe, expect, it } from 'vitest';
import { parseRegistrationSetting, registrationSettingBodySchema } from './registration';
import { decideRegistration, REGISTRATION_MESSAGES } from './registration-modes';

describe('decideRegistration', () => {
  it('closed refuses everyone', () => {
    expect(decideRegistration({ mode: 'closed', domains: ['a.gov'] }, 'x@a.gov')).toEqual({
      allowed: false,
      reason: REGISTRATION_MESSAGES.closed,
    });
  });

  it('domains lets in exactly the listed domains (case-insensitive), approved', () => {
    const setting = { mode: 'domains' as const, domains: ['tdot.gov'] };
    expect(decideRegistration(setting, 'Someone@TDOT.gov')).toEqual({ allowed: true, approval: 'approved' });
    expect(decideRegistration(setting, 'x@evil-tdot.gov').allowed).toBe(false);
    expect(decideRegistration(setting, 'x@sub.tdot.gov').allowed).toBe(false);
    expect(decideRegistration(setting, 'tdot.gov').allowed).toBe(false);
  });

  it('approval lets anyone register, pending', () => {
    expect(decideRegistration({ mode: 'approval', domains: [] }, 'x@y.com')).toEqual({
      allowed: true,
      approval: 'pending',
    });
  });
});

describe('registration setting', () => {
  it('falls back to approval mode for anything unreadable', () => {
    expect(parseRegistrationSetting(undefined)).toEqual({ mode: 'approval', domains: [] });
    expect(parseRegistrationSetting({ mode: 'open' })).toEqual({ mode: 'approval', domains: [] });
  });

  it('normalises domains and requires one in domains mode', () => {
    expect(
      registrationSettingBodySchema.parse({ mode: 'domains', domains: ['@B.gov', 'a.gov', 'b.gov'] }),
    ).toEqual({
      mode: 'domains',
      domains: ['a.gov', 'b.gov'],
    });
    expect(registrationSettingBodySchema.safeParse({ mode: 'domains', domains: [] }).success).toBe(false);
    expect(registrationSettingBodySchema.safeParse({ mode: 'domains', domains: ['a b'] }).success).toBe(
      false,
    );
    expect(registrationSettingBodySchema.parse({ mode: 'closed' })).toEqual({ mode: 'closed', domains: [] });
  });
});
