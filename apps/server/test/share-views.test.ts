import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createViewCounter } from '../src/modules/sharing/share-views';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { signInAs } from './support/sign-in-as';
import { createShare, insertSharesFixture, PM_ANN, publicPost } from './shares.fixtures';

// Issue 34, finding 9: views of one share are written in batches, not one UPDATE of the same row each.
describe('the view counter', () => {
  it('writes at most one batch at a time; the views that arrive meanwhile go in the next, together', async () => {
    const writes: Record<string, number>[] = [];
    let release: () => void = () => undefined;
    const counter = createViewCounter(async (views) => {
      writes.push(Object.fromEntries(views));
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    const first = counter('a');
    await Promise.resolve();
    await Promise.resolve();
    // The first write is running: these three wait for one more write.
    const later = [counter('a'), counter('b'), counter('a')];
    expect(writes).toEqual([{ a: 1 }]);
    release();
    await first;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(writes).toEqual([{ a: 1 }, { a: 2, b: 1 }]);
    release();
    await Promise.all(later);
    expect(writes).toHaveLength(2);
  });

  it('a failed write fails its own callers only; the next batch is written', async () => {
    let fail = true;
    const written: Record<string, number>[] = [];
    const counter = createViewCounter(async (views) => {
      if (fail) {
        fail = false;
        throw new Error('disk full');
      }
      written.push(Object.fromEntries(views));
    });
    await expect(counter('a')).rejects.toThrow('disk full');
    await counter('b');
    expect(written).toEqual([{ b: 1 }]);
  });
});

describe('50 visitors at once on one shared project page', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await buildTestServer({ trustProxy: true });
    await insertSharesFixture(server);
  });
  afterAll(async () => {
    await server.close();
  });

  it('counts every view, each before its answer', async () => {
    const ann = await signInAs(server.app, 'pm', { tdotPm: PM_ANN, displayName: 'Ann S.' });
    const token = await createShare(server, ann, 'project-page', { selection: { grant_numbers: ['101'] } });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        publicPost(server, token, 'data', {}, { 'x-forwarded-for': `203.0.113.${index + 1}` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 50 }, () => 200));
    const row = await server.ctx.db
      .selectFrom('shares')
      .select(['view_count', 'last_viewed_at'])
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    expect(row.view_count).toBe(50);
    expect(row.last_viewed_at).not.toBeNull();
  });
});
