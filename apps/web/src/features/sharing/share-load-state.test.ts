import type { PublicShareMetaResponse } from '@bil/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { classifyShareError, resolveShareLoadState } from './share-load-state';

const meta: PublicShareMetaResponse = {
  kind: 'chart',
  name: 'Chart',
  description: null,
  isPasswordProtected: true,
  created: '2026-11-01T00:00:00Z',
  updated: '2026-11-01T00:00:00Z',
  expires: '2026-12-01T00:00:00Z',
  isExpired: false,
  sharer: 'Someone',
  hasAccess: true,
};
const idle = { data: undefined, error: null, isPending: true };

describe('shared page load state (SPEC §4, §8)', () => {
  it('chooses the error screen as the catalogue says', () => {
    expect(classifyShareError(new ApiError(404, 'gone'))).toBe('not-found');
    expect(classifyShareError(new ApiError(400, 'Share does not exist'))).toBe('not-found');
    expect(classifyShareError(new ApiError(500, 'boom'))).toBe('server-error');
    expect(classifyShareError(new ApiError(0, 'offline'))).toBe('server-error');
    expect(classifyShareError(new ApiError(410, 'expired'))).toBe('expired');
    expect(classifyShareError(new ApiError(400, 'bad'))).toBe('generic');
    expect(classifyShareError(new Error('weird'))).toBe('generic');
  });

  it('loads, asks for the password, or shows expired', () => {
    expect(resolveShareLoadState({ meta: idle, data: idle })).toEqual({ status: 'loading' });
    const loadedMeta = { data: meta, error: null, isPending: false };
    expect(resolveShareLoadState({ meta: loadedMeta, data: idle })).toEqual({ status: 'loading' });
    const locked = { data: undefined, error: new ApiError(401, 'Password required'), isPending: false };
    expect(resolveShareLoadState({ meta: loadedMeta, data: locked })).toEqual({ status: 'password', meta });
    // Issue 35: without a grant the gate shows at once; the content is not asked for (no 401).
    const lockedMeta = { data: { ...meta, hasAccess: false }, error: null, isPending: false };
    expect(resolveShareLoadState({ meta: lockedMeta, data: idle })).toEqual({
      status: 'password',
      meta: lockedMeta.data,
    });
    const expiredMeta = { data: { ...meta, isExpired: true }, error: null, isPending: false };
    expect(resolveShareLoadState({ meta: expiredMeta, data: idle })).toMatchObject({
      status: 'error',
      kind: 'expired',
      expires: meta.expires,
    });
    const gone = { data: undefined, error: new ApiError(404, 'gone'), isPending: false };
    expect(resolveShareLoadState({ meta: gone, data: idle })).toMatchObject({
      status: 'error',
      kind: 'not-found',
    });
  });
});
