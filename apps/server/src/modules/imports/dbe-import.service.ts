import {
  authorize,
  dbeContractPolicy,
  RECORD_IMPORT_MESSAGES,
  type CellIssue,
  type DbeFirmImportValues,
} from '@bil/domain';
import {
  findProjectRefs,
  listContractContext,
  listLatestCertifications,
  listRecords,
  type ProjectRef,
  type RecordRow,
} from './record-import.repository';
import { decideRecord, refusedPlan, type RecordKindHandler, type RecordPlan } from './record-import.service';

/**
 * DBE firms and contracts, row by row with the rules of the DBE forms. Firms are the administrators' (the
 * program policy); a contract follows the contract policy with its project's airport PM (a PM only their
 * own airports' projects; another PM's project is "unknown", as on the form).
 */
export const FIRM_COLUMNS = [
  'name',
  'certification_number',
  'certifying_agency',
  'naics_codes',
  'owner_group',
  'owner_gender',
  'contact_name',
  'contact_email',
  'contact_phone',
] as const;
export const CONTRACT_COLUMNS = [
  'project_id',
  'contract_number',
  'title',
  'prime_firm_id',
  'award_date',
  'federal_share',
  'goal_pct',
  'goal_driven',
] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const issue = (field: string, message: string): CellIssue[] => [{ field, message }];
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const nameKey = (name: unknown) => text(name).toLowerCase().replace(/\s+/g, ' ').trim();
const certKey = (firm: RecordRow) => text(firm.certification_number).toUpperCase();

function firmRow(firm: DbeFirmImportValues['firm']): RecordRow {
  return {
    name: firm.name,
    certification_number: firm.certificationNumber,
    certifying_agency: firm.certifyingAgency,
    naics_codes: firm.naicsCodes,
    owner_group: firm.ownerGroup,
    owner_gender: firm.ownerGender,
    contact_name: firm.contactName,
    contact_email: firm.contactEmail,
    contact_phone: firm.contactPhone,
  };
}

/** The firm a row names: by id, certification number or name; one match, or why not. */
function findFirm(firms: RecordRow[], named: string): { firm?: RecordRow; refused?: string } {
  const given = named.trim();
  const byId = UUID.test(given) ? firms.filter((firm) => firm.id === given.toLowerCase()) : [];
  const byCert = firms.filter((firm) => certKey(firm) === given.toUpperCase());
  const byName = firms.filter((firm) => nameKey(firm.name) === nameKey(given));
  const found = byId.length > 0 ? byId : byCert.length > 0 ? byCert : byName;
  if (found.length > 1) return { refused: RECORD_IMPORT_MESSAGES.sameKeyTwice };
  return found[0] ? { firm: found[0] } : { refused: RECORD_IMPORT_MESSAGES.unknownFirm };
}

export const dbeFirmImport: RecordKindHandler<'dbe-firms'> = {
  table: 'dbe_firms',
  planner: (db, actor) => {
    let state: {
      firms: RecordRow[];
      latest: Map<string, { status: string; effective_date: string }>;
    } | null = null;
    return async (items) => {
      state ??= {
        firms: await listRecords(db, 'dbe_firms', FIRM_COLUMNS),
        latest: await listLatestCertifications(db),
      };
      const { firms, latest } = state;
      return items.map(({ row, key, values: item }): RecordPlan => {
        const { firm, certification } = item.values;
        let current: RecordRow | undefined;
        if (item.id) {
          current = firms.find((stored) => stored.id === item.id);
          if (!current) return refusedPlan(row, key, issue('id', RECORD_IMPORT_MESSAGES.idNotFound));
        } else {
          const number = firm.certificationNumber?.toUpperCase();
          const same = number
            ? firms.filter((stored) => certKey(stored) === number)
            : firms.filter(
                (stored) => !stored.certification_number && nameKey(stored.name) === nameKey(firm.name),
              );
          if (same.length > 1)
            return refusedPlan(
              row,
              key,
              issue(number ? 'certification_number' : 'name', RECORD_IMPORT_MESSAGES.sameKeyTwice),
            );
          current = same[0];
        }
        if (!current && !certification)
          return refusedPlan(
            row,
            key,
            issue('certification_status', RECORD_IMPORT_MESSAGES.certificationRequired),
          );
        const all = firmRow(firm);
        const next = current
          ? Object.fromEntries(Object.entries(all).filter(([column]) => item.fields.includes(column)))
          : all;
        const plan = decideRecord({ row, key, table: 'dbe_firms' }, current, next);
        // A status or day other than the latest entry is appended to the history (never edited).
        const last = current ? latest.get(String(current.id)) : undefined;
        const newEntry =
          certification &&
          (!last ||
            last.status !== certification.status ||
            last.effective_date !== certification.effectiveDate);
        if (!newEntry) return plan;
        const entry = {
          status: certification.status,
          effective_date: certification.effectiveDate,
          recorded_by: actor.userId ?? null,
        };
        const write = plan.write ?? {
          t: 'record' as const,
          table: 'dbe_firms' as const,
          id: String(current?.id),
          before: {},
          after: {},
        };
        return { ...plan, action: current ? 'update' : 'create', write: { ...write, certification: entry } };
      });
    };
  },
};

/** Projects the batch names, by id and by UPIN. */
async function resolveProjects(db: Parameters<typeof findProjectRefs>[0], named: string[]) {
  const ids = named.filter((text) => UUID.test(text)).map((text) => text.toLowerCase());
  const upins = named.filter((text) => !UUID.test(text));
  const refs = await findProjectRefs(db, ids, upins);
  return (text: string): ProjectRef[] =>
    UUID.test(text)
      ? refs.filter((ref) => ref.id === text.toLowerCase())
      : refs.filter((ref) => ref.upin === text);
}

export const dbeContractImport: RecordKindHandler<'dbe-contracts'> = {
  table: 'dbe_contracts',
  planner: (db, actor) => {
    let state: {
      contracts: RecordRow[];
      context: Awaited<ReturnType<typeof listContractContext>>;
      firms: RecordRow[];
    } | null = null;
    return async (items) => {
      state ??= {
        contracts: await listRecords(db, 'dbe_contracts', CONTRACT_COLUMNS),
        context: await listContractContext(db),
        firms: await listRecords(db, 'dbe_firms', ['name', 'certification_number']),
      };
      const { contracts, context, firms } = state;
      const projectsNamed = await resolveProjects(
        db,
        items.map((item) => item.values.values.project),
      );
      return items.map(({ row, key, values: item }): RecordPlan => {
        const { project: named, primeFirm, contract } = item.values;
        const projects = projectsNamed(named);
        if (projects.length > 1)
          return refusedPlan(row, key, issue('project', RECORD_IMPORT_MESSAGES.sameKeyTwice));
        const project = projects[0];
        const onProject = project
          ? authorize(dbeContractPolicy, actor, 'create', { airportPm: project.airport_pm })
          : null;
        if (!project || (onProject && !onProject.allowed && onProject.status === 404))
          return refusedPlan(row, key, issue('project', RECORD_IMPORT_MESSAGES.unknownProject));
        if (onProject && !onProject.allowed) return refusedPlan(row, key, issue('project', onProject.reason));
        const firm = findFirm(firms, primeFirm);
        if (!firm.firm)
          return refusedPlan(
            row,
            key,
            issue('prime_firm', firm.refused ?? RECORD_IMPORT_MESSAGES.unknownFirm),
          );
        const same = item.id
          ? contracts.filter((stored) => stored.id === item.id)
          : contracts.filter(
              (stored) =>
                stored.project_id === project.id && stored.contract_number === contract.contractNumber,
            );
        if (same.length > 1)
          return refusedPlan(row, key, issue('contract_number', RECORD_IMPORT_MESSAGES.sameKeyTwice));
        const current = same[0];
        const stored = current ? context.get(String(current.id)) : undefined;
        if (
          item.id &&
          (!current ||
            !authorize(dbeContractPolicy, actor, 'read', { airportPm: stored?.airport_pm ?? null }).allowed)
        )
          return refusedPlan(row, key, issue('id', RECORD_IMPORT_MESSAGES.idNotFound));
        if (current) {
          const decision = authorize(dbeContractPolicy, actor, 'update', {
            airportPm: stored?.airport_pm ?? null,
          });
          if (!decision.allowed) return refusedPlan(row, key, issue('contract_number', decision.reason));
          if (stored?.completed_date && stored.completed_date < contract.awardDate)
            return refusedPlan(row, key, issue('award_date', RECORD_IMPORT_MESSAGES.completedBeforeAward));
          if (stored?.first_commitment && stored.first_commitment < contract.awardDate)
            return refusedPlan(row, key, issue('award_date', RECORD_IMPORT_MESSAGES.commitmentBeforeAward));
        }
        const all: RecordRow = {
          project_id: project.id,
          contract_number: contract.contractNumber,
          title: contract.title,
          prime_firm_id: firm.firm.id,
          award_date: contract.awardDate,
          federal_share: contract.federalShare,
          goal_pct: contract.goalPct,
          goal_driven: contract.goalDriven,
        };
        const fileColumns = item.fields.map((field) =>
          field === 'project' ? 'project_id' : field === 'prime_firm' ? 'prime_firm_id' : field,
        );
        const next = current
          ? Object.fromEntries(Object.entries(all).filter(([column]) => fileColumns.includes(column)))
          : { ...all, created_by: actor.userId ?? null };
        return decideRecord({ row, key, table: 'dbe_contracts' }, current, next);
      });
    };
  },
};
