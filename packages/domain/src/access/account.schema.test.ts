import { describe, expect, it } from 'vitest';
import {
  adminCreateUserBodySchema,
  adminUpdateUserBodySchema,
  adminUserListQuerySchema,
  auditLogQuerySchema,
  roleDefaultsUpdateBodySchema,
  updateMeBodySchema,
} from './account.schema';
import { formatTooManyAttempts } from './account-messages';

describe('account request schemas', () => {
  it('normalises an e-mail and refuses an unknown role or short password', () => {
    expect(adminCreateUserBodySchema.parse({ email: ' A.B@Example.TEST ', role: 'pm' })).toEqual({
      email: 'a.b@example.test',
      role: 'pm',
    });
    const badRole = adminCreateUserBodySchema.safeParse({ email: 'a@b.test', role: 'tdot_pm' });
    expect(badRole.success).toBe(false);
    expect(badRole.error?.issues[0]?.message).toBe('Role must be admin, pm or viewer');
    const short = adminCreateUserBodySchema.safeParse({
      email: 'a@b.test',
      role: 'viewer',
      password: 'short',
    });
    expect(short.error?.issues[0]?.message).toBe('Password must be at least 8 characters');
  });

  it('needs at least one change and only known flags in an admin update', () => {
    expect(adminUpdateUserBodySchema.safeParse({}).error?.issues[0]?.message).toBe('Nothing to change');
    expect(adminUpdateUserBodySchema.safeParse({ flags: { can_fly: true } }).success).toBe(false);
    expect(adminUpdateUserBodySchema.safeParse({ emailConfirmed: false }).success).toBe(false);
    expect(adminUpdateUserBodySchema.parse({ flags: { can_edit: true }, disabled: false })).toEqual({
      flags: { can_edit: true },
      disabled: false,
    });
  });

  it('trims a display name and limits it to 100 characters', () => {
    expect(updateMeBodySchema.parse({ displayName: '  Ann  ' })).toEqual({ displayName: 'Ann' });
    expect(updateMeBodySchema.parse({ displayName: null })).toEqual({ displayName: null });
    expect(updateMeBodySchema.safeParse({ displayName: 'x'.repeat(101) }).success).toBe(false);
    expect(updateMeBodySchema.safeParse({ displayName: 'Ann', role: 'admin' }).success).toBe(false);
  });

  it('reads paging from a query string with defaults and bounds', () => {
    expect(adminUserListQuerySchema.parse({})).toEqual({ page: 1, limit: 25 });
    expect(adminUserListQuerySchema.parse({ page: '3', limit: '10', search: ' pm ' })).toEqual({
      page: 3,
      limit: 10,
      search: 'pm',
    });
    expect(adminUserListQuerySchema.safeParse({ limit: '500' }).success).toBe(false);
    expect(auditLogQuerySchema.safeParse({ from: '2026-01-31' }).success).toBe(false);
    expect(auditLogQuerySchema.safeParse({ from: '2026-01-31T05:00:00Z' }).success).toBe(true);
  });

  it('accepts role-default changes per role only', () => {
    expect(roleDefaultsUpdateBodySchema.safeParse({ pm: { can_access_gci: false } }).success).toBe(true);
    expect(roleDefaultsUpdateBodySchema.safeParse({ editor: {} }).success).toBe(false);
    expect(roleDefaultsUpdateBodySchema.safeParse({}).success).toBe(false);
  });

  it('words the rate-limit refusal', () => {
    expect(formatTooManyAttempts(42)).toBe('Too many attempts. Please try again in 42 seconds.');
  });
});
