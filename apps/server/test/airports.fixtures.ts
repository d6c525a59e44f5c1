import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { airportCatalogSchema, buildFlags, type AirportSummary } from '@bil/domain';
import type { Database } from '../src/db/schema';
import { buildTestServer, type TestServer } from './support/build-test-server';
import { insertAirports, insertProjects } from './support/project-factory';
import { signInAs, type SignedInUser } from './support/sign-in-as';

export const ALICE = 'Alice Able';

/** The day the airports tests judge tranches on (BIL_FIXED_NOW of their server): FY23 lapsed, FY24 at risk. */
export const FIXED_NOW = new Date('2026-11-22T12:00:00-05:00');
export const BOB = 'Bob Baker';

/**
 * Hand-checked fixture. AAA's allocations FY22..FY26: 500,000 / 400,000 / 300,000 / 200,000 / 100,000.
 * Under grant (award date set), oldest tranche first:
 * - FY22 project, 450,000 AIG: FY22 left 50,000
 * - FY23 project, 120,000.50 AIG: takes FY22's 50,000, then 70,000.50 of FY23: FY23 left 329,999.50
 * - FY24 project, 100,000 AIG (+40,000 ATP): the oldest money left is FY23's: FY23 left 229,999.50,
 *   FY24 untouched at 300,000
 * Not under grant: a pending FY24 project (250,000 AIG), an awarded FY25 FCT-only project, Bob's project.
 */
export const AAA_EXPECTED = {
  allocations: [500_000, 400_000, 300_000, 200_000, 100_000],
  underGrant: [500_000, 170_000.5, 0, 0, 0],
  balances: [0, 229_999.5, 300_000, 200_000, 100_000],
  projectCount: 6,
  bilFunding: 990_000.5,
  totalAllocation: 1_500_000,
  /** 500,000 + 170,000.50 */
  underGrantTotal: 670_000.5,
  /** On 2026-11-22 (FIXED_NOW): FY24 300,000 (at risk) + FY25 200,000 + FY26 100,000 (open). */
  available: 600_000,
  /** On 2026-11-22: FY23's 229,999.50 is past its 2026-09-30 deadline; 1,500,000 - 670,000.50 = 600,000 + 229,999.50. */
  lapsed: 229_999.5,
  latestGrantNumber: '130',
  projectsUnderGrant: 3,
};

export async function insertAirportFixture(db: Kysely<Database>): Promise<void> {
  await insertAirports(db, [
    { airport_code: 'AAA', airport_name: 'Alpha Field', city: 'Alpha', tdot_pm: ALICE },
    { airport_code: 'BBB', airport_name: 'Bravo Regional', city: 'Bravo', tdot_pm: ALICE },
    { airport_code: 'CCC', airport_name: 'Charlie Municipal', city: 'Charlie', tdot_pm: BOB },
    { airport_code: 'DDD', airport_name: 'Delta Strip', city: 'Delta', tdot_pm: null },
  ]);
  await db
    .insertInto('airport_bil_balances')
    .values({
      airport_code: 'AAA',
      fy22_allocation: 500_000,
      fy23_allocation: 400_000,
      fy24_allocation: 300_000,
      fy25_allocation: 200_000,
      fy26_allocation: 100_000,
      notes: 'Seeded',
    })
    .execute();
  const awarded = { status: 'pending sub-award' } as const;
  await insertProjects(db, [
    {
      ...awarded,
      airport_code: 'AAA',
      tdot_pm: ALICE,
      fiscal_year: 2022,
      bil_aig_amount: 450_000,
      award_date: '2022-06-01',
      grant_number: '101',
    },
    {
      ...awarded,
      airport_code: 'AAA',
      tdot_pm: ALICE,
      fiscal_year: 2023,
      bil_aig_amount: 120_000.5,
      award_date: '2023-05-01',
      grant_number: '120',
    },
    { airport_code: 'AAA', tdot_pm: ALICE, fiscal_year: 2024, bil_aig_amount: 250_000 },
    {
      ...awarded,
      airport_code: 'AAA',
      tdot_pm: ALICE,
      fiscal_year: 2024,
      bil_aig_amount: 100_000,
      bil_atp_amount: 40_000,
      award_date: '2024-08-01',
      grant_number: '130',
    },
    {
      ...awarded,
      airport_code: 'AAA',
      tdot_pm: ALICE,
      fiscal_year: 2025,
      bil_fct_amount: 30_000,
      state_amount: 5_000,
      local_amount: 2_000,
      award_date: '2025-03-01',
      grant_number: '140',
    },
    { airport_code: 'AAA', tdot_pm: BOB, fiscal_year: 2025, project_title: "Bob's hangar" },
    {
      ...awarded,
      airport_code: 'CCC',
      tdot_pm: BOB,
      fiscal_year: 2024,
      bil_aig_amount: 10_000,
      award_date: '2024-01-01',
      grant_number: '150',
    },
  ]);
}

/** Every catalogue row the signed-in caller sees, read through GET /api/airports. */
export async function readWholeCatalog(
  app: { inject: FastifyInstance['inject'] },
  cookie: string,
): Promise<AirportSummary[]> {
  const response = await app.inject({ method: 'GET', url: '/api/airports', headers: { cookie } });
  if (response.statusCode !== 200) throw new Error(`GET /api/airports answered ${response.statusCode}`);
  return airportCatalogSchema.parse(response.json()).airports;
}

/** The airports fixture on a server at FIXED_NOW, and the callers the read tests ask as. */
export type AirportReaders = {
  server: TestServer;
  admin: SignedInUser;
  alice: SignedInUser;
  pmWithoutName: SignedInUser;
  viewer: SignedInUser;
  /** A viewer with no permission flag at all. */
  flagless: SignedInUser;
};

export async function startAirportReaders(): Promise<AirportReaders> {
  const server = await buildTestServer({ fixedNow: FIXED_NOW });
  await insertAirportFixture(server.ctx.db);
  const readers = {
    server,
    admin: await signInAs(server.app, 'admin'),
    alice: await signInAs(server.app, 'pm', { tdotPm: ALICE }),
    pmWithoutName: await signInAs(server.app, 'pm', { tdotPm: null }),
    viewer: await signInAs(server.app, 'viewer'),
    flagless: await signInAs(server.app, 'viewer'),
  };
  await server.ctx.db
    .updateTable('user_accounts')
    .set(buildFlags([]))
    .where('user_id', '=', readers.flagless.userId)
    .execute();
  return readers;
}
