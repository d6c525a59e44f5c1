import { describe, expect, it } from 'vitest';
import { readAuthMode, readAuthNotice } from './auth-mode';

const params = (query: string) => new URLSearchParams(query);

describe('auth screen modes and notices', () => {
  it('reads the mode from ?mode=', () => {
    expect(readAuthMode(params(''))).toBe('signin');
    expect(readAuthMode(params('mode=register'))).toBe('register');
    expect(readAuthMode(params('mode=reset&token=t'))).toBe('reset');
    expect(readAuthMode(params('mode=other'))).toBe('signin');
  });

  it('explains where a mailed link led', () => {
    expect(readAuthNotice(params('verified=1'), null)?.tone).toBe('success');
    expect(readAuthNotice(params('verified=1&error=INVALID_TOKEN'), null)?.tone).toBe('warning');
    expect(readAuthNotice(params('mode=reset&error=INVALID_TOKEN'), null)?.text).toContain(
      'invalid or has expired',
    );
    expect(readAuthNotice(params(''), { notice: 'password-changed' })?.text).toBe(
      'Your password has been changed. Sign in with your new password.',
    );
    expect(readAuthNotice(params(''), null)).toBeNull();
  });
});
