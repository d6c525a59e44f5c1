import { describe, expect, it } from 'vitest';
import { chartGroupShareBodySchema, projectPageShareBodySchema, sharePatchBodySchema } from './share.schema';
import { SHARE_MESSAGES } from './share-messages';
import { defaultShareExpiry, expiryPartsToDate, isShareExpiryDateAllowed } from './share-expiry';
import { sharePath } from './share-paths';

const chart = { chart_type: 'monthly_funding_trends', name: 'Trends', chart_params: {} } as const;
const group = {
  group_name: 'Group',
  description: '',
  charts: [chart],
  password_protected: false,
  password: null,
  expires_at: null,
  is_static_mode: false,
};

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error?.issues[0]?.message;
}

describe('chart group share body', () => {
  it('accepts a valid group and normalises blanks', () => {
    const parsed = chartGroupShareBodySchema.parse({ ...group, password: '' });
    expect(parsed.password).toBeNull();
    expect(parsed.description).toBeNull();
  });
  it('gives the SPEC messages', () => {
    expect(firstMessage(chartGroupShareBodySchema.safeParse({ ...group, group_name: '  ' }))).toBe(
      SHARE_MESSAGES.groupNameRequired,
    );
    expect(firstMessage(chartGroupShareBodySchema.safeParse({ ...group, charts: [] }))).toBe(
      SHARE_MESSAGES.chartsRequired,
    );
    expect(
      firstMessage(
        chartGroupShareBodySchema.safeParse({ ...group, password_protected: true, password: ' ab  ' }),
      ),
    ).toBe(SHARE_MESSAGES.passwordTooShort);
    expect(
      firstMessage(
        chartGroupShareBodySchema.safeParse({ ...group, password_protected: true, password: null }),
      ),
    ).toBe(SHARE_MESSAGES.passwordTooShort);
    expect(firstMessage(chartGroupShareBodySchema.safeParse({ ...group, charts: [chart, chart] }))).toBe(
      SHARE_MESSAGES.duplicateChart,
    );
  });
  it('trims a password', () => {
    expect(
      chartGroupShareBodySchema.parse({ ...group, password_protected: true, password: ' abcd1234 ' })
        .password,
    ).toBe('abcd1234');
  });
  it('wants share passwords of at least 8 characters after trimming', () => {
    expect(SHARE_MESSAGES.passwordTooShort).toBe('Password must be at least 8 characters');
    expect(
      firstMessage(
        chartGroupShareBodySchema.safeParse({ ...group, password_protected: true, password: ' abcdefg ' }),
      ),
    ).toBe(SHARE_MESSAGES.passwordTooShort);
    expect(firstMessage(sharePatchBodySchema.safeParse({ password: '1234567' }))).toBe(
      SHARE_MESSAGES.passwordTooShort,
    );
    expect(sharePatchBodySchema.safeParse({ password: '12345678' }).success).toBe(true);
  });
});

describe('project page body', () => {
  it('defaults the page name', () => {
    expect(projectPageShareBodySchema.parse({ selection: {} }).page_name).toBe('Shared Projects');
  });
});

describe('patch body', () => {
  it('keeps absent fields absent and null as null', () => {
    expect(sharePatchBodySchema.parse({})).toEqual({});
    expect(sharePatchBodySchema.parse({ password: null, expires_at: null })).toEqual({
      password: null,
      expires_at: null,
    });
    expect(firstMessage(sharePatchBodySchema.safeParse({ password: 'ab' }))).toBe(
      SHARE_MESSAGES.passwordTooShort,
    );
  });
});

describe('expiry helpers', () => {
  it('defaults to 30 days ahead at 23:59 and allows tomorrow or later', () => {
    const now = new Date('2026-01-15T15:00:00Z'); // 10 AM in New York
    expect(defaultShareExpiry(now)).toEqual({ date: '2026-02-14', hour: 23, minute: 59 });
    expect(isShareExpiryDateAllowed('2026-01-15', now)).toBe(false);
    expect(isShareExpiryDateAllowed('2026-01-16', now)).toBe(true);
    expect(expiryPartsToDate({ date: '2026-02-30', hour: 1, minute: 0 })).toBeNull();
    expect(expiryPartsToDate({ date: '2026-02-03', hour: 24, minute: 0 })).toBeNull();
  });

  it('reads the picked date and time as Eastern Time, whatever zone the browser is in', () => {
    // 12/23 23:59 in New York is 04:59 the next day in UTC (EST, UTC-5) ...
    expect(expiryPartsToDate({ date: '2026-12-23', hour: 23, minute: 59 })?.toISOString()).toBe(
      '2026-12-24T04:59:00.000Z',
    );
    // ... and 03:59 in summer (EDT, UTC-4).
    expect(expiryPartsToDate({ date: '2026-07-01', hour: 23, minute: 59 })?.toISOString()).toBe(
      '2026-07-02T03:59:00.000Z',
    );
    // At 11 PM in New York on 01/15 (04:00 UTC on the 16th) tomorrow is still 01/16 there.
    const lateEvening = new Date('2026-01-16T04:00:00Z');
    expect(isShareExpiryDateAllowed('2026-01-16', lateEvening)).toBe(true);
    expect(isShareExpiryDateAllowed('2026-01-15', lateEvening)).toBe(false);
  });
});

describe('share paths', () => {
  it('maps each kind', () => {
    expect(sharePath('chart', 't')).toBe('/share/chart/t');
    expect(sharePath('chart_group', 't')).toBe('/share/visualization/t');
    expect(sharePath('project_page', 't')).toBe('/share/project-page/t');
    expect(sharePath('pm_management', 't')).toBe('/share/pm/management/t');
    expect(sharePath('pm_page', 't', 'Jane Doe')).toBe('/share/pm/Jane%20Doe/t');
  });
});
