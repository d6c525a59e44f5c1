import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMe } from '@/test-support/build-me';
import { appQueryClient } from '@/lib/query-client';
import { SESSION_QUERY_KEY, type SessionData } from '@/lib/session';
import { prefetchWhenAllowed } from './route-prefetch';

const EXPIRES_AT = '2030-01-01T00:00:00.000Z';
const argsFor = (path: string) =>
  ({ request: new Request(`http://localhost${path}`), params: {}, context: undefined }) as LoaderFunctionArgs;

/** Runs the loader and lets its promise chain settle; returns what the prefetch was called with. */
async function load(path: string): Promise<string[]> {
  const asked: string[] = [];
  prefetchWhenAllowed((request) => {
    asked.push(new URL(request.url).pathname);
  })(argsFor(path));
  // The session's promise chain (and on a first load its two requests) settles within a few turns.
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  return asked;
}

afterEach(() => {
  appQueryClient.clear();
  vi.unstubAllGlobals();
});

describe('prefetchWhenAllowed', () => {
  it('asks for a screen the signed-in person may open', async () => {
    appQueryClient.setQueryData<SessionData>(SESSION_QUERY_KEY, { me: buildMe(true), expiresAt: EXPIRES_AT });
    expect(await load('/bil/dashboard')).toEqual(['/bil/dashboard']);
  });

  it('asks nothing for a screen the guard refuses, for a visitor, or before approval', async () => {
    const viewer = buildMe(false);
    const noDashboard = { ...viewer, flags: { ...viewer.flags, can_access_bil_dashboard: false } };
    appQueryClient.setQueryData<SessionData>(SESSION_QUERY_KEY, { me: noDashboard, expiresAt: EXPIRES_AT });
    expect(await load('/bil/dashboard')).toEqual([]);
    expect(await load('/admin')).toEqual([]);

    appQueryClient.setQueryData<SessionData | null>(SESSION_QUERY_KEY, null);
    expect(await load('/bil/dashboard')).toEqual([]);

    const pending = { ...buildMe(true), approval: 'pending' as const };
    appQueryClient.setQueryData<SessionData>(SESSION_QUERY_KEY, { me: pending, expiresAt: EXPIRES_AT });
    expect(await load('/bil/dashboard')).toEqual([]);
  });

  it('on a first load, waits for the one session request and then asks', async () => {
    const me = buildMe(true);
    const answers: Record<string, unknown> = { '/api/session': { me, expiresAt: EXPIRES_AT } };
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: string | URL) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        fetched.push(path);
        return Promise.resolve(Response.json(answers[path] ?? null));
      }),
    );
    expect(await load('/bil/projects')).toEqual(['/bil/projects']);
    expect(fetched).toEqual(['/api/session']);
    expect(appQueryClient.getQueryData<SessionData>(SESSION_QUERY_KEY)?.me.user.id).toBe(me.user.id);
  });
});
