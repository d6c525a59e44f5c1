import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { addShareViews } from './shares.repository';

type WriteViews = (views: ReadonlyMap<string, number>) => Promise<void>;

/**
 * Counts public views in batches (issue 34, finding 9): 50 visitors on one share made 50 UPDATEs of the
 * same row, each waiting for the one before to commit. Now at most one write runs and one waits; every view
 * that arrives meanwhile joins the waiting write, which adds them all at once. Each caller still waits for
 * the write that holds its view, so a view is counted before its answer is sent, as before.
 */
export function createViewCounter(write: WriteViews): (shareId: string) => Promise<void> {
  let pending = new Map<string, number>();
  let running: Promise<void> = Promise.resolve();
  let waiting: Promise<void> | null = null;
  return (shareId) => {
    pending.set(shareId, (pending.get(shareId) ?? 0) + 1);
    if (waiting === null) {
      waiting = running
        .catch(() => undefined)
        .then(() => {
          const batch = pending;
          pending = new Map();
          waiting = null;
          return write(batch);
        });
      running = waiting;
    }
    return waiting;
  };
}

const counters = new WeakMap<object, (shareId: string) => Promise<void>>();

/** One view of a share, counted in this database's batch. */
export function recordShareView(db: Kysely<Database>, shareId: string): Promise<void> {
  let count = counters.get(db);
  if (count === undefined) {
    count = createViewCounter((views) => addShareViews(db, views));
    counters.set(db, count);
  }
  return count(shareId);
}
