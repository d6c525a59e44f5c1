import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { toCents, type ReportRecords } from '@bil/domain';
import type { Database } from '../src/db/schema';
import { insertAirports, insertProjects } from './support/project-factory';
import { REPORT_FIXTURE } from '../../../packages/domain/src/dbe/uniform-report.fixture';

export const ALICE = 'Alice Able';
export const BOB = 'Bob Baker';

/** Airports AAA (Alice) and CCC (Bob), one project each; returns their ids. */
export async function insertDbeProjects(db: Kysely<Database>): Promise<{ alice: string; bob: string }> {
  await insertAirports(db, [
    { airport_code: 'AAA', airport_name: 'Alpha Field', city: 'Alpha', tdot_pm: ALICE },
    { airport_code: 'CCC', airport_name: 'Charlie Municipal', city: 'Charlie', tdot_pm: BOB },
  ]);
  const [alice = '', bob = ''] = await insertProjects(db, [
    {
      airport_code: 'AAA',
      tdot_pm: ALICE,
      grant_number: '3-47-0001-001-2025',
      project_title: 'Alpha runway',
    },
    { airport_code: 'CCC', tdot_pm: BOB, grant_number: '3-47-0002-002-2025', project_title: 'Charlie apron' },
  ]);
  return { alice, bob };
}

export async function insertFirmRow(
  db: Kysely<Database>,
  name: string,
  status: 'certified' | 'not_dbe' | 'decertified' = 'certified',
  effectiveDate = '2020-01-01',
): Promise<string> {
  const { id } = await db
    .insertInto('dbe_firms')
    .values({ name, owner_group: 'black_american', owner_gender: 'women', updated_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('dbe_firm_certifications')
    .values({ firm_id: id, status, effective_date: effectiveDate })
    .execute();
  return id;
}

/**
 * The domain's hand-worked report fixture stored in the database (ids mapped to uuids), with every
 * contract on one project per grant number, so the SQL aggregates can be held equal to the domain's.
 */
export async function insertReportFixture(db: Kysely<Database>, records: ReportRecords = REPORT_FIXTURE) {
  const ids = new Map<string, string>();
  const idOf = (key: string) => {
    const found = ids.get(key) ?? randomUUID();
    ids.set(key, found);
    return found;
  };
  await insertAirports(db, [
    { airport_code: 'RPT', airport_name: 'Report Field', city: 'Report', tdot_pm: ALICE },
  ]);
  const projectIds = await insertProjects(
    db,
    records.contracts.map((contract) => ({ airport_code: 'RPT', grant_number: contract.grantNumber })),
  );
  for (const firm of records.firms) {
    await db
      .insertInto('dbe_firms')
      .values({
        id: idOf(firm.id),
        name: `Firm ${firm.id}`,
        owner_group: firm.ownerGroup,
        owner_gender: firm.ownerGender,
        updated_at: new Date(),
      })
      .execute();
    for (const entry of firm.certifications) {
      await db
        .insertInto('dbe_firm_certifications')
        .values({ firm_id: idOf(firm.id), status: entry.status, effective_date: entry.effectiveDate })
        .execute();
    }
  }
  for (const [index, contract] of records.contracts.entries()) {
    await db
      .insertInto('dbe_contracts')
      .values({
        id: idOf(contract.id),
        project_id: projectIds[index] ?? '',
        contract_number: contract.id,
        title: `Contract ${contract.id}`,
        prime_firm_id: idOf(contract.primeFirmId),
        award_date: contract.awardDate,
        federal_share: contract.federalShare,
        goal_pct: contract.goalPct,
        goal_driven: contract.goalDriven,
        completed_date: contract.completedDate,
        participation_needed:
          contract.participationNeededCents === null ? null : contract.participationNeededCents / 100,
        updated_at: new Date(),
      })
      .execute();
  }
  for (const commitment of records.commitments) {
    await db
      .insertInto('dbe_commitments')
      .values({
        id: idOf(commitment.id),
        contract_id: idOf(commitment.contractId),
        firm_id: idOf(commitment.firmId),
        kind: commitment.kind ?? 'subcontractor',
        fee_amount: commitment.feeCents == null ? null : commitment.feeCents / 100,
        amount: commitment.amountCents / 100,
        counted_amount: commitment.countedCents / 100,
        counts_as_dbe: commitment.countsAsDbe,
        override_reason: commitment.countsAsDbe ? null : (commitment.overrideReason ?? null),
        commercially_useful: true,
        commitment_date: commitment.commitmentDate,
        updated_at: new Date(),
      })
      .execute();
  }
  for (const payment of records.payments) {
    await db
      .insertInto('dbe_payments')
      .values({
        contract_id: idOf(payment.contractId),
        commitment_id: payment.commitmentId === null ? null : idOf(payment.commitmentId),
        amount: payment.amountCents / 100,
        paid_date: payment.paidDate,
      })
      .execute();
  }
  return { idOf, toCents };
}
