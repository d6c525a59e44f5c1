import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRows } from '../src/demo/insert-rows';
import { buildTestServer, type TestServer } from './support/build-test-server';

const airport = (code: string, pm: string | null) => ({
  airport_code: code,
  airport_name: `${code} Regional`,
  city: 'Testville',
  tdot_pm: pm,
  created_at: new Date('2026-01-02T03:04:05Z'),
  updated_at: new Date('2026-01-02T03:04:05Z'),
});

describe('insertRows: the demo load inserts a table in one JSON parameter per chunk', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await buildTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const read = (codes: string[]) =>
    server.ctx.db
      .selectFrom('airport_assignments')
      .select(['id', 'airport_code', 'airport_name', 'tdot_pm', 'created_at'])
      .where('airport_code', 'in', codes)
      .orderBy('airport_code')
      .execute();

  it('writes every value of rows that carry the same columns', async () => {
    await server.ctx.db
      .transaction()
      .execute((trx) =>
        insertRows(trx, 'airport_assignments', [airport('ZZA', 'Pat Lee'), airport('ZZB', null)]),
      );
    const rows = await read(['ZZA', 'ZZB']);
    expect(
      rows.map(({ airport_code, airport_name, tdot_pm }) => ({ airport_code, airport_name, tdot_pm })),
    ).toEqual([
      { airport_code: 'ZZA', airport_name: 'ZZA Regional', tdot_pm: 'Pat Lee' },
      { airport_code: 'ZZB', airport_name: 'ZZB Regional', tdot_pm: null },
    ]);
    expect(rows.map((row) => new Date(row.created_at).toISOString())).toEqual([
      '2026-01-02T03:04:05.000Z',
      '2026-01-02T03:04:05.000Z',
    ]);
  });

  it('gives a column a row leaves out, or leaves undefined, its default (not null)', async () => {
    const given = '7f0c4c52-2f1a-4b8e-9a51-0d1f2e3a4b5c';
    await server.ctx.db
      .transaction()
      .execute((trx) =>
        insertRows(trx, 'airport_assignments', [
          { ...airport('ZZC', null), id: given },
          airport('ZZD', null),
          { ...airport('ZZE', null), id: undefined },
        ]),
      );
    const rows = await read(['ZZC', 'ZZD', 'ZZE']);
    expect(rows[0]?.id).toBe(given);
    expect(rows[1]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(rows[2]?.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
