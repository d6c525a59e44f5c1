import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { insertAirports, insertProjects } from './support/project-factory';

export const OWN_PM = 'Nora PM';
export const OTHER_PM = 'Otto PM';
/** A Monday: the weekly digest's day. */
export const NOW = new Date('2026-06-01T11:00:00Z');

export type NotificationFixture = {
  awardLate: string;
  subAwardLate: string;
  notYetLate: string;
  othersLate: string;
  discrepancy: string;
};

/**
 * Nora's airport NRA: a project past 90 days to award, one past 60 days to sub-award, one not late yet,
 * an overdue corrective action, and FY23 AIG money with its deadline (2026-09-30) four months away (FY26's is years away).
 * Otto's airport OTO has one late project of his own.
 */
export async function insertNotificationFixture(db: Kysely<Database>): Promise<NotificationFixture> {
  await insertAirports(db, [
    { airport_code: 'NRA', airport_name: 'Nora Field', city: 'Nora', tdot_pm: OWN_PM },
    { airport_code: 'OTO', airport_name: 'Otto Field', city: 'Otto', tdot_pm: OTHER_PM },
  ]);
  await db
    .insertInto('airport_bil_balances')
    .values({ airport_code: 'NRA', fy23_allocation: 250_000, fy26_allocation: 90_000 })
    .execute();
  const [awardLate = '', subAwardLate = '', notYetLate = '', othersLate = ''] = await insertProjects(db, [
    {
      airport_code: 'NRA',
      tdot_pm: OWN_PM,
      project_title: 'Runway 4-22 rehabilitation',
      application_date: '2026-01-02',
    },
    {
      airport_code: 'NRA',
      tdot_pm: OWN_PM,
      project_title: 'Taxiway A lighting',
      application_date: '2025-12-01',
      award_date: '2026-02-01',
    },
    {
      airport_code: 'NRA',
      tdot_pm: OWN_PM,
      project_title: 'Apron seal coat',
      application_date: '2026-05-15',
    },
    { airport_code: 'OTO', tdot_pm: OTHER_PM, project_title: 'Otto hangar', application_date: '2026-01-02' },
  ]);
  const inspection = await db
    .insertInto('gci_inspections')
    .values({ airport_code: 'NRA', inspection_date: '2026-02-01', inspector: 'State inspector' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const discrepancy = await db
    .insertInto('gci_discrepancies')
    .values({
      inspection_id: inspection.id,
      category: 'markings',
      severity: 'high',
      description: 'Faded hold-short markings',
      plan_due_date: '2026-04-02',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { awardLate, subAwardLate, notYetLate, othersLate, discrepancy: discrepancy.id };
}
