import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeGrantFunding, grantListSchema } from '@bil/domain';
import { generateDemoData } from '../src/demo/generate-demo-data';
import { replaceWithDemoData } from '../src/demo/load-demo-data';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { signInAs, type SignedInUser } from './support/sign-in-as';

// Migration 0031: the drawdown sums are kept per statement, once for each grant a statement touched.
describe('GC&I kept drawdown sums under statements that change many reimbursements', () => {
  let server: TestServer;
  let admin: SignedInUser;

  beforeAll(async () => {
    server = await buildTestServer();
    await replaceWithDemoData(server.ctx.db, generateDemoData());
    admin = await signInAs(server.app, 'admin');
  });
  afterAll(async () => {
    await server.close();
  });

  /** Every grant's funding as the list answers it equals the domain's figures from its reimbursements. */
  const expectSumsMatchTheDomain = async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/gci/grants?limit=10000',
      headers: { cookie: admin.cookie },
    });
    const grants = grantListSchema.parse(response.json()).rows;
    const reimbursements = await server.ctx.db.selectFrom('gci_reimbursements').selectAll().execute();
    for (const grant of grants) {
      const own = reimbursements.filter((item) => item.grant_id === grant.id);
      expect(grant.funding, grant.grant_number).toEqual(computeGrantFunding(grant, own));
    }
  };

  const NOTHING_KEPT = { drawn_cents: 0, pending_cents: 0, last_request_date: null };
  const keptSums = (grantIds: string[]) =>
    server.ctx.db
      .selectFrom('gci_grants')
      .select(['drawn_cents', 'pending_cents', 'last_request_date'])
      .where('id', 'in', grantIds)
      .execute();

  it('after a move of several grants’ requests to one, a change of many, and a delete of all', async () => {
    const db = server.ctx.db;
    const busiest = await db
      .selectFrom('gci_reimbursements')
      .select('grant_id')
      .groupBy('grant_id')
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('grant_id')
      .limit(6)
      .execute();
    const [target, ...others] = busiest.map((row) => row.grant_id);
    if (!target || others.length < 5) throw new Error('the demo has grants with requests');

    // One statement moves every request of five grants to a sixth (their numbers made unique there).
    await db
      .updateTable('gci_reimbursements')
      .set({ grant_id: target, request_number: sql`left(request_number || '-' || id::text, 50)` })
      .where('grant_id', 'in', others)
      .execute();
    await expectSumsMatchTheDomain();
    expect(await keptSums(others)).toEqual(others.map(() => NOTHING_KEPT));

    // One statement makes some of the paid requests pending again.
    const unpaid = await db
      .updateTable('gci_reimbursements')
      .set({ paid_date: null })
      .where('grant_id', '=', target)
      .where('paid_date', 'is not', null)
      .where(sql<boolean>`right(id::text, 1) < '8'`)
      .executeTakeFirst();
    expect(Number(unpaid.numUpdatedRows)).toBeGreaterThan(0);
    await expectSumsMatchTheDomain();

    await db.deleteFrom('gci_reimbursements').where('grant_id', '=', target).execute();
    await expectSumsMatchTheDomain();
    expect(await keptSums([target])).toEqual([NOTHING_KEPT]);
  });
});
