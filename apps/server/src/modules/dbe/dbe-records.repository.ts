import type { ContractListQuery, ProjectVisibility } from '@bil/domain';
import { sql, type Kysely } from 'kysely';
import type { Database, JsonObject } from '../../db/schema';
import { DBE_PROJECT_OPTIONS_MAX, fiscalPeriodOf } from '@bil/domain';

/** DBE firms, contracts, commitments, amendments and payments: all their SQL. */

export type FirmRow = {
  id: string;
  name: string;
  certification_number: string | null;
  certifying_agency: string | null;
  naics_codes: string[];
  owner_group: string | null;
  owner_gender: string | null;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  current_status: string | null;
};

export type CertificationRow = {
  id: string;
  firm_id: string;
  status: string;
  effective_date: string;
  note: string | null;
  recorded_at: Date;
};

const currentStatus = sql<string | null>`(select fc.status from dbe_firm_certifications fc
  where fc.firm_id = dbe_firms.id and fc.effective_date <= current_date
  order by fc.effective_date desc, fc.recorded_at desc limit 1)`;

const firmColumns = [
  'dbe_firms.id',
  'dbe_firms.name',
  'dbe_firms.certification_number',
  'dbe_firms.certifying_agency',
  'dbe_firms.naics_codes',
  'dbe_firms.owner_group',
  'dbe_firms.owner_gender',
  'dbe_firms.contact_name',
  'dbe_firms.contact_email',
  'dbe_firms.contact_phone',
] as const;

export async function listFirms(db: Kysely<Database>): Promise<FirmRow[]> {
  return db
    .selectFrom('dbe_firms')
    .select([...firmColumns, currentStatus.as('current_status')])
    .orderBy(sql`lower(dbe_firms.name)`)
    .orderBy('dbe_firms.id')
    .execute();
}

export async function findFirm(db: Kysely<Database>, id: string): Promise<FirmRow | undefined> {
  return db
    .selectFrom('dbe_firms')
    .select([...firmColumns, currentStatus.as('current_status')])
    .where('dbe_firms.id', '=', id)
    .executeTakeFirst();
}

export async function listCertifications(
  db: Kysely<Database>,
  firmIds: readonly string[],
): Promise<CertificationRow[]> {
  if (firmIds.length === 0) return [];
  return db
    .selectFrom('dbe_firm_certifications')
    .select(['id', 'firm_id', 'status', 'effective_date', 'note', 'recorded_at'])
    .where('firm_id', 'in', firmIds)
    .orderBy('effective_date')
    .orderBy('recorded_at')
    .execute();
}

export type FirmValues = Omit<FirmRow, 'id' | 'current_status'>;

export async function insertFirm(db: Kysely<Database>, values: FirmValues): Promise<string> {
  const row = await db
    .insertInto('dbe_firms')
    .values({ ...values, updated_at: sql<never>`now()` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateFirm(db: Kysely<Database>, id: string, values: FirmValues): Promise<void> {
  await db
    .updateTable('dbe_firms')
    .set({ ...values, updated_at: sql<never>`now()` })
    .where('id', '=', id)
    .execute();
}

export async function insertCertification(
  db: Kysely<Database>,
  entry: { firmId: string; status: string; effectiveDate: string; note: string | null; userId: string },
): Promise<void> {
  await db
    .insertInto('dbe_firm_certifications')
    .values({
      firm_id: entry.firmId,
      status: entry.status,
      effective_date: entry.effectiveDate,
      note: entry.note,
      recorded_by: entry.userId,
    })
    .execute();
}

/** Status in force for a firm on a day (null: no entry yet). */
export async function findStatusOn(
  db: Kysely<Database>,
  firmId: string,
  day: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('dbe_firm_certifications')
    .select('status')
    .where('firm_id', '=', firmId)
    .where('effective_date', '<=', day)
    .orderBy('effective_date', 'desc')
    .orderBy('recorded_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.status ?? null;
}

export type ContractRow = {
  id: string;
  project_id: string;
  project_title: string;
  grant_number: string | null;
  airport_code: string;
  airport_pm: string | null;
  contract_number: string;
  title: string;
  prime_firm_id: string;
  prime_firm_name: string;
  award_date: string;
  federal_share: number | null;
  goal_pct: number;
  goal_driven: boolean;
  completed_date: string | null;
  participation_needed: number | null;
  version: number;
};

function selectContracts(db: Kysely<Database>) {
  return db
    .selectFrom('dbe_contracts')
    .innerJoin('projects', 'projects.id', 'dbe_contracts.project_id')
    .leftJoin('airport_assignments', 'airport_assignments.airport_code', 'projects.airport_code')
    .innerJoin('dbe_firms as prime', 'prime.id', 'dbe_contracts.prime_firm_id')
    .select([
      'dbe_contracts.id',
      'dbe_contracts.project_id',
      'projects.project_title',
      'projects.grant_number',
      'projects.airport_code',
      'airport_assignments.tdot_pm as airport_pm',
      'dbe_contracts.contract_number',
      'dbe_contracts.title',
      'dbe_contracts.prime_firm_id',
      'prime.name as prime_firm_name',
      'dbe_contracts.award_date',
      'dbe_contracts.federal_share',
      'dbe_contracts.goal_pct',
      'dbe_contracts.goal_driven',
      'dbe_contracts.completed_date',
      'dbe_contracts.participation_needed',
      'dbe_contracts.version',
    ]);
}

export const CONTRACT_LIST_LIMIT = 1000;

export async function listContracts(
  db: Kysely<Database>,
  filter: ContractListQuery,
  visibility: ProjectVisibility,
): Promise<ContractRow[]> {
  if (visibility.scope === 'none') return [];
  let query = selectContracts(db);
  if (visibility.scope === 'pm') query = query.where('airport_assignments.tdot_pm', '=', visibility.tdotPm);
  if (filter.fiscalYear !== undefined) {
    const { start, end } = fiscalPeriodOf(filter.fiscalYear);
    query = query.where('dbe_contracts.award_date', '>=', start).where('dbe_contracts.award_date', '<=', end);
  }
  if (filter.airportCode) query = query.where('projects.airport_code', '=', filter.airportCode);
  if (filter.pm) query = query.where('airport_assignments.tdot_pm', '=', filter.pm);
  if (filter.primeFirmId) query = query.where('dbe_contracts.prime_firm_id', '=', filter.primeFirmId);
  if (filter.projectId) query = query.where('dbe_contracts.project_id', '=', filter.projectId);
  if (filter.firmId) {
    const firmId = filter.firmId;
    query = query.where((eb) =>
      eb.or([
        eb('dbe_contracts.prime_firm_id', '=', firmId),
        eb.exists(
          eb
            .selectFrom('dbe_commitments')
            .select(sql`1`.as('one'))
            .whereRef('dbe_commitments.contract_id', '=', 'dbe_contracts.id')
            .where('dbe_commitments.firm_id', '=', firmId),
        ),
      ]),
    );
  }
  if (filter.status === 'completed') query = query.where('dbe_contracts.completed_date', 'is not', null);
  if (filter.status === 'active') query = query.where('dbe_contracts.completed_date', 'is', null);
  return query
    .orderBy('dbe_contracts.award_date', 'desc')
    .orderBy('dbe_contracts.contract_number')
    .orderBy('dbe_contracts.id')
    .limit(CONTRACT_LIST_LIMIT)
    .execute();
}

export async function findContract(db: Kysely<Database>, id: string): Promise<ContractRow | undefined> {
  return selectContracts(db).where('dbe_contracts.id', '=', id).executeTakeFirst();
}

/** The PM of the project's airport (the policy's record), or undefined for an unknown project. */
export async function findProjectAirportPm(
  db: Kysely<Database>,
  projectId: string,
): Promise<{ airport_pm: string | null } | undefined> {
  return db
    .selectFrom('projects')
    .leftJoin('airport_assignments', 'airport_assignments.airport_code', 'projects.airport_code')
    .select('airport_assignments.tdot_pm as airport_pm')
    .where('projects.id', '=', projectId)
    .executeTakeFirst();
}

export type ContractValues = {
  project_id: string;
  contract_number: string;
  title: string;
  prime_firm_id: string;
  award_date: string;
  federal_share: number | null;
  goal_pct: number;
  goal_driven: boolean;
};

export async function insertContract(
  db: Kysely<Database>,
  values: ContractValues,
  userId: string,
): Promise<string> {
  const row = await db
    .insertInto('dbe_contracts')
    .values({ ...values, created_by: userId, updated_at: sql<never>`now()` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateContract(
  db: Kysely<Database>,
  id: string,
  values: Partial<ContractValues> & { completed_date?: string | null; participation_needed?: number | null },
): Promise<void> {
  await db
    .updateTable('dbe_contracts')
    .set({ ...values, version: sql<never>`version + 1`, updated_at: sql<never>`now()` })
    .where('id', '=', id)
    .execute();
}

export async function lockContract(db: Kysely<Database>, id: string): Promise<void> {
  await db.selectFrom('dbe_contracts').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
}

export type CommitmentRow = {
  id: string;
  contract_id: string;
  firm_id: string;
  firm_name: string;
  firm_status: string | null;
  kind: string;
  amount: number;
  fee_amount: number | null;
  commercially_useful: boolean;
  counts_as_dbe: boolean;
  override_reason: string | null;
  counted_amount: number;
  commitment_date: string;
  description: string | null;
  version: number;
};

function selectCommitments(db: Kysely<Database>) {
  return db
    .selectFrom('dbe_commitments')
    .innerJoin('dbe_firms', 'dbe_firms.id', 'dbe_commitments.firm_id')
    .select([
      'dbe_commitments.id',
      'dbe_commitments.contract_id',
      'dbe_commitments.firm_id',
      'dbe_firms.name as firm_name',
      currentStatus.as('firm_status'),
      'dbe_commitments.kind',
      'dbe_commitments.amount',
      'dbe_commitments.fee_amount',
      'dbe_commitments.commercially_useful',
      'dbe_commitments.counts_as_dbe',
      'dbe_commitments.override_reason',
      'dbe_commitments.counted_amount',
      'dbe_commitments.commitment_date',
      'dbe_commitments.description',
      'dbe_commitments.version',
    ]);
}

export async function listCommitments(
  db: Kysely<Database>,
  contractIds: readonly string[],
): Promise<CommitmentRow[]> {
  if (contractIds.length === 0) return [];
  return selectCommitments(db)
    .where('dbe_commitments.contract_id', 'in', contractIds)
    .orderBy('dbe_commitments.commitment_date')
    .orderBy('dbe_firms.name')
    .execute();
}

export async function findCommitment(db: Kysely<Database>, id: string): Promise<CommitmentRow | undefined> {
  return selectCommitments(db)
    .where('dbe_commitments.id', '=', id)
    .forUpdate('dbe_commitments')
    .executeTakeFirst();
}

export type CommitmentValues = {
  kind: string;
  amount: number;
  fee_amount: number | null;
  commercially_useful: boolean;
  counted_amount: number;
};

export async function insertCommitment(
  db: Kysely<Database>,
  values: CommitmentValues & {
    contract_id: string;
    firm_id: string;
    counts_as_dbe: boolean;
    override_reason: string | null;
    commitment_date: string;
    description: string | null;
  },
): Promise<string> {
  const row = await db
    .insertInto('dbe_commitments')
    .values({ ...values, updated_at: sql<never>`now()` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** New terms and the amendment that explains them, kept as history. */
export async function amendCommitment(
  db: Kysely<Database>,
  id: string,
  values: CommitmentValues,
  amendment: {
    version: number;
    amendedOn: string;
    reason: string;
    before: JsonObject;
    after: JsonObject;
    userId: string;
  },
): Promise<void> {
  await db
    .updateTable('dbe_commitments')
    .set({ ...values, version: amendment.version, updated_at: sql<never>`now()` })
    .where('id', '=', id)
    .execute();
  await db
    .insertInto('dbe_commitment_amendments')
    .values({
      commitment_id: id,
      version: amendment.version,
      amended_on: amendment.amendedOn,
      reason: amendment.reason,
      before: amendment.before,
      after: amendment.after,
      amended_by: amendment.userId,
    })
    .execute();
}

export type AmendmentRow = {
  id: string;
  commitment_id: string;
  version: number;
  amended_on: string;
  reason: string;
  before: JsonObject;
  after: JsonObject;
  amended_by_email: string | null;
  created_at: Date;
};

export async function listAmendments(
  db: Kysely<Database>,
  commitmentIds: readonly string[],
): Promise<AmendmentRow[]> {
  if (commitmentIds.length === 0) return [];
  return db
    .selectFrom('dbe_commitment_amendments')
    .leftJoin('user', 'user.id', 'dbe_commitment_amendments.amended_by')
    .select([
      'dbe_commitment_amendments.id',
      'dbe_commitment_amendments.commitment_id',
      'dbe_commitment_amendments.version',
      'dbe_commitment_amendments.amended_on',
      'dbe_commitment_amendments.reason',
      'dbe_commitment_amendments.before',
      'dbe_commitment_amendments.after',
      'user.email as amended_by_email',
      'dbe_commitment_amendments.created_at',
    ])
    .where('dbe_commitment_amendments.commitment_id', 'in', commitmentIds)
    .orderBy('dbe_commitment_amendments.version')
    .execute();
}

export type PaymentRow = {
  id: string;
  contract_id: string;
  commitment_id: string | null;
  amount: number;
  paid_date: string;
  note: string | null;
};

export async function listPayments(
  db: Kysely<Database>,
  contractIds: readonly string[],
): Promise<PaymentRow[]> {
  if (contractIds.length === 0) return [];
  return db
    .selectFrom('dbe_payments')
    .select(['id', 'contract_id', 'commitment_id', 'amount', 'paid_date', 'note'])
    .where('contract_id', 'in', contractIds)
    .orderBy('paid_date')
    .orderBy('created_at')
    .execute();
}

export async function insertPayment(
  db: Kysely<Database>,
  values: Omit<PaymentRow, 'id'> & { created_by: string },
): Promise<string> {
  const row = await db.insertInto('dbe_payments').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export type ProjectOptionRow = {
  id: string;
  project_title: string;
  airport_code: string;
  grant_number: string | null;
  airport_pm: string | null;
};

/** Projects a contract can be put on, within the caller's airports. */
export async function listProjectOptions(
  db: Kysely<Database>,
  visibility: ProjectVisibility,
): Promise<ProjectOptionRow[]> {
  if (visibility.scope === 'none') return [];
  let query = db
    .selectFrom('projects')
    .leftJoin('airport_assignments', 'airport_assignments.airport_code', 'projects.airport_code')
    .select([
      'projects.id',
      'projects.project_title',
      'projects.airport_code',
      'projects.grant_number',
      'airport_assignments.tdot_pm as airport_pm',
    ]);
  if (visibility.scope === 'pm') query = query.where('airport_assignments.tdot_pm', '=', visibility.tdotPm);
  return query
    .orderBy('projects.airport_code')
    .orderBy('projects.project_title')
    .limit(DBE_PROJECT_OPTIONS_MAX)
    .execute();
}

/**
 * What the contract list depends on: the projects' and the DBE data's versions (both kept by triggers,
 * migration 0039), or null where a version row is missing (then the list is built, not cached).
 */
export async function readDbeDataTag(db: Kysely<Database>): Promise<string | null> {
  const result = await sql<{ tag: string | null }>`
    select (select epoch || ':' || version from projects_data_version) || '/' ||
      (select version from dbe_data_version) as tag`.execute(db);
  return result.rows[0]?.tag ?? null;
}
