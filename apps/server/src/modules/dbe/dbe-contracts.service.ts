import {
  abilitiesOf,
  authorize,
  commitmentOverrideIssue,
  countCommitmentCents,
  dbeContractPolicy,
  decideRecords,
  fromCents,
  resolveAirportVisibility,
  toCents,
  type CertificationEntry,
  type CertificationStatus,
  type CommitmentAmendmentBody,
  type CommitmentBody,
  type ContractBody,
  type ContractCompletionBody,
  todayInNewYork,
  type ContractListQuery,
  type ContractSummaryQuery,
  type DbeContractSummaries,
  type DbeContract,
  type DbeContractList,
  type DbeProjectOptions,
  type PaymentBody,
  type ProjectOptionsQuery,
} from '@bil/domain';
import type { Kysely } from 'kysely';
import type { Database, JsonObject } from '../../db/schema';
import type { AppContext } from '../../app-context';
import { insertAuditLog, recordAuditor } from '../../lib/audit.repository';
import { clockNow } from '../../lib/clock';
import { CachedBody, responseCacheFor, strongEtag, callerScopeKey } from '../../lib/response-cache';
import { badRequest, HttpError, notFound, throwIfRefused } from '../../lib/http-errors';
import type { RequestPrincipal, SignedInPrincipal } from '../../auth/access.service';
import { countingRecords } from './dbe-counting.records';
import { presentContract } from './dbe.presenter';
import {
  amendCommitment,
  CONTRACT_LIST_LIMIT,
  findCommitment,
  findContract,
  findFirm,
  findProjectAirportPm,
  insertCommitment,
  insertContract,
  insertPayment,
  listAmendments,
  listCertifications,
  listCommitments,
  listContracts,
  readDbeDataTag,
  listPayments,
  listProjectOptions,
  lockContract,
  updateContract,
  type CommitmentRow,
  type ContractRow,
} from './dbe-records.repository';

export const DBE_MESSAGES = {
  contractNotFound: 'DBE contract not found',
  commitmentNotFound: 'Commitment not found',
  unknownProject: 'Unknown project',
  unknownFirm: 'Unknown firm',
  unknownCommitment: 'The commitment is not on this contract',
  commitmentBeforeAward: 'The commitment date cannot be before the award date',
  paymentBeforeAward: 'The payment date cannot be before the award date',
  completedBeforeAward: 'The completed date cannot be before the award date',
  amendedBeforeCommitment: 'The amendment date cannot be before the commitment date',
} as const;

type Db = Kysely<Database>;
const record = (contract: Pick<ContractRow, 'airport_pm'>) => ({ airportPm: contract.airport_pm });

async function presentContracts(db: Db, principal: RequestPrincipal, rows: readonly ContractRow[]) {
  const ids = rows.map((row) => row.id);
  const [commitments, payments] = await Promise.all([listCommitments(db, ids), listPayments(db, ids)]);
  const firmIds = [
    ...new Set([...rows.map((row) => row.prime_firm_id), ...commitments.map((row) => row.firm_id)]),
  ];
  const [amendments, certifications] = await Promise.all([
    listAmendments(
      db,
      commitments.map((row) => row.id),
    ),
    listCertifications(db, firmIds),
  ]);
  const decided = decideRecords(countingRecords(rows, commitments, payments, certifications));
  return rows.map((row) =>
    presentContract(
      row,
      { commitments, payments, amendments, decided },
      abilitiesOf(dbeContractPolicy, principal, record(row)),
    ),
  );
}

/** The contract if it exists and the caller may read it (a PM's other-PM contract: the same 404). */
async function requireContract(db: Db, principal: RequestPrincipal, id: string): Promise<ContractRow> {
  const contract = await findContract(db, id);
  if (!contract) throw notFound(DBE_MESSAGES.contractNotFound);
  const decision = authorize(dbeContractPolicy, principal, 'read', record(contract));
  if (!decision.allowed)
    throw new HttpError(
      decision.status,
      decision.status === 404 ? DBE_MESSAGES.contractNotFound : decision.reason,
    );
  return contract;
}

async function requireEditable(db: Db, principal: RequestPrincipal, id: string): Promise<ContractRow> {
  const contract = await requireContract(db, principal, id);
  const decision = authorize(dbeContractPolicy, principal, 'update', record(contract));
  throwIfRefused(decision);
  await lockContract(db, id);
  return contract;
}

export async function listDbeContracts(
  ctx: Pick<AppContext, 'db'>,
  principal: RequestPrincipal,
  query: ContractListQuery,
): Promise<DbeContractList> {
  const rows = await listContracts(ctx.db, query, resolveAirportVisibility(principal));
  return {
    contracts: await presentContracts(ctx.db, principal, rows),
    truncated: rows.length >= CONTRACT_LIST_LIMIT,
  };
}

/**
 * GET /api/dbe/contracts as cached JSON text (700 KB at 5,000 projects: built, encoded and compressed once
 * per change, not on every visit to Awards & Commitments). Keyed by the projects' and DBE data's versions
 * (triggers), New York's date, the filters and what the caller's scope and abilities depend on.
 */
export async function getDbeContractsBody(
  ctx: Pick<AppContext, 'db'>,
  principal: RequestPrincipal,
  query: ContractListQuery,
): Promise<CachedBody> {
  const now = clockNow();
  const compute = async () => JSON.stringify(await listDbeContracts(ctx, principal, query));
  const tag = await readDbeDataTag(ctx.db);
  const scope = callerScopeKey(principal);
  const key = strongEtag(['dbe-contracts', tag ?? now.toISOString(), todayInNewYork(now), scope, query]);
  if (tag === null) return new CachedBody(await compute(), key);
  return responseCacheFor(ctx.db).getOrCompute(key, key, compute);
}

export async function getDbeContract(
  ctx: Pick<AppContext, 'db'>,
  principal: RequestPrincipal,
  id: string,
): Promise<DbeContract> {
  const contract = await requireContract(ctx.db, principal, id);
  const [answer] = await presentContracts(ctx.db, principal, [contract]);
  if (!answer) throw notFound(DBE_MESSAGES.contractNotFound);
  return answer;
}

const contractSnapshot = (row: ContractRow): JsonObject => ({
  project_id: row.project_id,
  contract_number: row.contract_number,
  title: row.title,
  prime_firm_id: row.prime_firm_id,
  award_date: row.award_date,
  federal_share: row.federal_share,
  goal_pct: row.goal_pct,
  goal_driven: row.goal_driven,
  completed_date: row.completed_date,
  participation_needed: row.participation_needed,
});

const auditContract = recordAuditor('dbe_contracts', contractSnapshot);

async function checkContractBody(db: Db, principal: RequestPrincipal, body: ContractBody): Promise<void> {
  const project = await findProjectAirportPm(db, body.projectId);
  if (!project) throw badRequest(DBE_MESSAGES.unknownProject);
  const decision = authorize(dbeContractPolicy, principal, 'create', { airportPm: project.airport_pm });
  // A PM naming another PM's project learns nothing more than "unknown".
  if (!decision.allowed) {
    throw decision.status === 404
      ? badRequest(DBE_MESSAGES.unknownProject)
      : new HttpError(decision.status, decision.reason);
  }
  if (!(await findFirm(db, body.primeFirmId))) throw badRequest(DBE_MESSAGES.unknownFirm);
}

const contractValues = (body: ContractBody) => ({
  project_id: body.projectId,
  contract_number: body.contractNumber,
  title: body.title,
  prime_firm_id: body.primeFirmId,
  award_date: body.awardDate,
  federal_share: body.federalShare,
  goal_pct: body.goalPct,
  goal_driven: body.goalDriven,
});

export async function createDbeContract(
  ctx: Pick<AppContext, 'db'>,
  principal: SignedInPrincipal,
  body: ContractBody,
): Promise<DbeContract> {
  const id = await ctx.db.transaction().execute(async (trx) => {
    await checkContractBody(trx, principal, body);
    const created = await insertContract(trx, contractValues(body), principal.userId);
    const row = await findContract(trx, created);
    await auditContract(trx, principal.userId, 'create_dbe_contract', created, null, row);
    return created;
  });
  return getDbeContract(ctx, principal, id);
}

export async function updateDbeContract(
  ctx: Pick<AppContext, 'db'>,
  principal: SignedInPrincipal,
  id: string,
  body: ContractBody,
): Promise<DbeContract> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await requireEditable(trx, principal, id);
    await checkContractBody(trx, principal, body);
    if (before.completed_date && before.completed_date < body.awardDate)
      throw badRequest(DBE_MESSAGES.completedBeforeAward);
    const firstCommitment = (await listCommitments(trx, [id]))[0];
    if (firstCommitment && firstCommitment.commitment_date < body.awardDate)
      throw badRequest(DBE_MESSAGES.commitmentBeforeAward);
    await updateContract(trx, id, contractValues(body));
    const after = await findContract(trx, id);
    await auditContract(trx, principal.userId, 'update_dbe_contract', id, before, after);
  });
  return getDbeContract(ctx, principal, id);
}

export async function completeDbeContract(
  ctx: Pick<AppContext, 'db'>,
  principal: SignedInPrincipal,
  id: string,
  body: ContractCompletionBody,
): Promise<DbeContract> {
  await ctx.db.transaction().execute(async (trx) => {
    const before = await requireEditable(trx, principal, id);
    if (body.completedDate < before.award_date) throw badRequest(DBE_MESSAGES.completedBeforeAward);
    await updateContract(trx, id, {
      completed_date: body.completedDate,
      participation_needed: body.participationNeeded,
    });
    const after = await findContract(trx, id);
    await auditContract(trx, principal.userId, 'complete_dbe_contract', id, before, after);
  });
  return getDbeContract(ctx, principal, id);
}

/** The firm's certification history, as the counting rule reads it. */
async function certificationsOf(db: Kysely<Database>, firmId: string): Promise<CertificationEntry[]> {
  return (await listCertifications(db, [firmId])).map((entry) => ({
    status: entry.status as CertificationStatus,
    effectiveDate: entry.effective_date,
  }));
}

function countedAmount(
  terms: Pick<CommitmentBody, 'kind' | 'amount' | 'feeAmount' | 'commerciallyUseful'>,
  countsAsDbe: boolean,
) {
  return fromCents(
    countCommitmentCents({
      kind: terms.kind,
      amountCents: toCents(terms.amount),
      feeCents: terms.feeAmount === null ? null : toCents(terms.feeAmount),
      commerciallyUseful: terms.commerciallyUseful,
      countsAsDbe,
    }),
  );
}

const commitmentSnapshot = (
  row: Pick<CommitmentRow, 'kind' | 'amount' | 'fee_amount' | 'commercially_useful' | 'counted_amount'>,
): JsonObject => ({
  kind: row.kind,
  amount: row.amount,
  fee_amount: row.fee_amount,
  commercially_useful: row.commercially_useful,
  counted_amount: row.counted_amount,
});

export async function addDbeCommitment(
  ctx: Pick<AppContext, 'db'>,
  principal: SignedInPrincipal,
  contractId: string,
  body: CommitmentBody,
): Promise<DbeContract> {
  await ctx.db.transaction().execute(async (trx) => {
    const contract = await requireEditable(trx, principal, contractId);
    if (!(await findFirm(trx, body.firmId))) throw badRequest(DBE_MESSAGES.unknownFirm);
    if (body.commitmentDate < contract.award_date) throw badRequest(DBE_MESSAGES.commitmentBeforeAward);
    const overrideIssue = commitmentOverrideIssue(body, await certificationsOf(trx, body.firmId));
    if (overrideIssue) throw badRequest(overrideIssue);
    // A reason belongs to the override only: with the switch on none is stored.
    const overrideReason = body.countsAsDbe ? null : (body.overrideReason ?? null);
    const values = {
      contract_id: contractId,
      firm_id: body.firmId,
      kind: body.kind,
      amount: body.amount,
      fee_amount: body.feeAmount,
      commercially_useful: body.commerciallyUseful,
      counts_as_dbe: body.countsAsDbe,
      override_reason: overrideReason,
      counted_amount: countedAmount(body, body.countsAsDbe),
      commitment_date: body.commitmentDate,
      description: body.description,
    };
    const id = await insertCommitment(trx, values);
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: 'create_dbe_commitment',
      resourceType: 'dbe_commitments',
      resourceId: id,
      before: null,
      after: values,
    });
  });
  return getDbeContract(ctx, principal, contractId);
}

/** New terms for a commitment; the old ones stay in its amendment history with the reason. */
export async function amendDbeCommitment(
  ctx: Pick<AppContext, 'db'>,
  principal: SignedInPrincipal,
  commitmentId: string,
  body: CommitmentAmendmentBody,
): Promise<DbeContract> {
  const contractId = await ctx.db.transaction().execute(async (trx) => {
    const found = await findCommitment(trx, commitmentId);
    if (!found) throw notFound(DBE_MESSAGES.commitmentNotFound);
    await requireEditable(trx, principal, found.contract_id);
    if (body.amendedOn < found.commitment_date) throw badRequest(DBE_MESSAGES.amendedBeforeCommitment);
    const values = {
      kind: body.kind,
      amount: body.amount,
      fee_amount: body.feeAmount,
      commercially_useful: body.commerciallyUseful,
      counted_amount: countedAmount(body, found.counts_as_dbe),
    };
    const before = commitmentSnapshot(found);
    const after = commitmentSnapshot(values);
    await amendCommitment(trx, commitmentId, values, {
      version: found.version + 1,
      amendedOn: body.amendedOn,
      reason: body.reason,
      before,
      after,
      userId: principal.userId,
    });
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: 'amend_dbe_commitment',
      resourceType: 'dbe_commitments',
      resourceId: commitmentId,
      details: { reason: body.reason, version: found.version + 1 },
      before,
      after,
    });
    return found.contract_id;
  });
  return getDbeContract(ctx, principal, contractId);
}

export async function addDbePayment(
  ctx: Pick<AppContext, 'db'>,
  principal: SignedInPrincipal,
  contractId: string,
  body: PaymentBody,
): Promise<DbeContract> {
  await ctx.db.transaction().execute(async (trx) => {
    const contract = await requireEditable(trx, principal, contractId);
    if (body.commitmentId !== null) {
      const commitment = await findCommitment(trx, body.commitmentId);
      if (!commitment || commitment.contract_id !== contractId)
        throw badRequest(DBE_MESSAGES.unknownCommitment);
    }
    if (body.paidDate < contract.award_date) throw badRequest(DBE_MESSAGES.paymentBeforeAward);
    const values = {
      contract_id: contractId,
      commitment_id: body.commitmentId,
      amount: body.amount,
      paid_date: body.paidDate,
      note: body.note,
    };
    const id = await insertPayment(trx, { ...values, created_by: principal.userId });
    await insertAuditLog(trx, {
      userId: principal.userId,
      action: 'create_dbe_payment',
      resourceType: 'dbe_payments',
      resourceId: id,
      before: null,
      after: values,
    });
  });
  return getDbeContract(ctx, principal, contractId);
}

/** Projects on which the caller may create a contract (a PM: those of their airports). */
export async function listDbeProjectOptions(
  ctx: Pick<AppContext, 'db'>,
  principal: RequestPrincipal,
  query: ProjectOptionsQuery,
): Promise<DbeProjectOptions> {
  const rows = await listProjectOptions(ctx.db, resolveAirportVisibility(principal));
  return {
    // The policy decides row by row, so the limit applies to what it allows.
    projects: rows
      .filter((row) => authorize(dbeContractPolicy, principal, 'create', record(row)).allowed)
      .slice(0, query.limit)
      .map((row) => ({
        id: row.id,
        title: row.project_title,
        airportCode: row.airport_code,
        grantNumber: row.grant_number,
      })),
  };
}

/** The DBE contracts of one airport or project in brief (the caller's airports only, like the list). */
export async function listDbeContractSummaries(
  ctx: Pick<AppContext, 'db'>,
  principal: RequestPrincipal,
  query: ContractSummaryQuery,
): Promise<DbeContractSummaries> {
  const list = await listDbeContracts(ctx, principal, query);
  return {
    truncated: list.truncated,
    contracts: list.contracts.map((contract) => ({
      id: contract.id,
      contractNumber: contract.contractNumber,
      title: contract.title,
      projectId: contract.projectId,
      projectTitle: contract.projectTitle,
      primeFirmName: contract.primeFirmName,
      awardDate: contract.awardDate,
      federalShare: contract.federalShare,
      goalPct: contract.goalPct,
      dbeCommitted: contract.totals.dbeCommitted,
      dbePaid: contract.totals.dbePaid,
      attainmentPct: contract.totals.attainmentPct,
      status: contract.status,
      warningCount: contract.warnings.length,
    })),
  };
}
