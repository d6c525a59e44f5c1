import { describe, expect, it } from 'vitest';
import { versionedListCache } from '../src/lib/versioned-list-cache';

type Row = { key: string; rowVersion: string; value: number };
type Item = { key: string; label: string };

/** A table of rows in memory that counts what each read asked for. */
function table(rows: Row[]) {
  const reads: (readonly string[] | 'all')[] = [];
  const db: { rows: Row[]; reads: typeof reads; beforeRead?: () => void } = { rows, reads };
  return db;
}
type Db = ReturnType<typeof table>;

const readList = versionedListCache<Db, Row, Item>(
  {
    readVersions: (db) => Promise.resolve(new Map(db.rows.map((row) => [row.key, row.rowVersion]))),
    readRows: (db, _scope, keys) => {
      db.beforeRead?.();
      db.reads.push(keys ?? 'all');
      return Promise.resolve(db.rows.filter((row) => keys === undefined || keys.includes(row.key)));
    },
    toItem: (row, epoch) => ({ key: row.key, label: `${row.key}=${row.value}@${epoch}` }),
    keyOf: (item) => item.key,
    compare: (a, b) => a.key.localeCompare(b.key),
  },
  2,
);

const rowsOf = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({
    key: `k${String(index).padStart(2, '0')}`,
    rowVersion: '1',
    value: index,
  }));

describe('versionedListCache', () => {
  it('reads every row first, then only the rows whose version changed, keeping the rest', async () => {
    const db = table(rowsOf(10));
    const first = await readList(db, 's', 'day1');
    expect(first.map((item) => item.label)[3]).toBe('k03=3@day1');
    const changed = db.rows[3];
    if (!changed) throw new Error('row');
    changed.value = 33;
    changed.rowVersion = '2';
    const second = await readList(db, 's', 'day1');
    expect(db.reads).toEqual(['all', ['k03']]);
    expect(second.map((item) => item.label)[3]).toBe('k03=33@day1');
    expect(second[4]).toBe(first[4]); // kept, not made again
    expect(first.map((item) => item.label)[3]).toBe('k03=3@day1'); // a list handed out never changes
  });

  it('sorts again when a row comes or goes, and reads everything on a new epoch or many changes', async () => {
    const db = table(rowsOf(10));
    await readList(db, 's', 'day1');
    db.rows.splice(2, 1);
    db.rows.push({ key: 'k00a', rowVersion: '5', value: 99 });
    const patched = await readList(db, 's', 'day1');
    expect(patched.map((item) => item.key)).toEqual([
      'k00',
      'k00a',
      'k01',
      'k03',
      'k04',
      'k05',
      'k06',
      'k07',
      'k08',
      'k09',
    ]);
    expect(db.reads).toEqual(['all', ['k00a']]);
    await readList(db, 's', 'day2');
    for (const row of db.rows.slice(0, 5)) row.rowVersion = '9';
    await readList(db, 's', 'day2');
    expect(db.reads).toEqual(['all', ['k00a'], 'all', 'all']);
  });

  it('reads every row when a changed row changed again between its two reads', async () => {
    const db = table(rowsOf(10));
    await readList(db, 's', 'day1');
    const row = db.rows[1];
    if (!row) throw new Error('row');
    row.rowVersion = '2';
    // The versions say 2; by the time the row is read it is at 3.
    db.beforeRead = () => {
      row.rowVersion = '3';
    };
    const list = await readList(db, 's', 'day1');
    expect(db.reads).toEqual(['all', ['k01'], 'all']);
    expect(list).toHaveLength(10);
  });
});
