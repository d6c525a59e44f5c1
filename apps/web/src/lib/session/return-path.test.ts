import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGNED_IN_PATH, resolveReturnPath } from './return-path';

describe('resolveReturnPath', () => {
  it('returns the remembered route with its query', () => {
    expect(resolveReturnPath({ from: '/bil/projects?expand=42' })).toBe('/bil/projects?expand=42');
  });

  it('falls back to the BIL dashboard without a usable origin', () => {
    expect(DEFAULT_SIGNED_IN_PATH).toBe('/bil/dashboard');
    for (const state of [null, undefined, {}, { from: 42 }, { from: '' }, 'x']) {
      expect(resolveReturnPath(state)).toBe('/bil/dashboard');
    }
  });

  it('never leaves the site or returns to a sign-in page', () => {
    for (const from of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      '/auth?mode=reset',
      '/login',
    ]) {
      expect(resolveReturnPath({ from })).toBe('/bil/dashboard');
    }
  });
});
