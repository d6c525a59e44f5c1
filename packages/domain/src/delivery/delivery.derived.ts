import { formatDate } from '../format/date-format';
import {
  DELIVERY_MILESTONES,
  type DeliveryMilestones,
  type MilestoneDates,
  type MilestoneKey,
} from './delivery.schema';

/**
 * Delivery milestones the other records already know (issue 30). Delivery never asks for them again:
 * when the record exists, its date (or its "not yet") is the milestone's actual date, shown with where it
 * comes from and not editable on the delivery screen.
 *
 * - Construction contract award: the project's DBE contracts (dbe_contracts.project_id), the earliest
 *   award date. A project with no DBE contract keeps asking (a contract outside the DBE program).
 * - Final acceptance: the same contracts' completion: the latest completion date once every contract of
 *   the project is completed; not done while one is still open.
 * - Closeout: the GC&I grant agreement with the project's grant number: its closeout-received date
 *   (closeout documents in); not done while it has none.
 * - Money drawn (delivery.health): that agreement's paid reimbursements.
 * - Before design, the BIL project's own steps (application, FAA award, sub-award executed) are shown
 *   from the project, never entered in delivery.
 *
 * The planned dates stay delivery's own (a plan is not a record of what happened). The SQL that keeps the
 * stored actual dates equal to these (migration 0036-delivery-derived) is its twin; delivery-demo.test.ts
 * and reconcile-delivery.test.ts prove they agree.
 */
export type DeliveryContractFact = {
  contractNumber: string;
  awardDate: string;
  completedDate: string | null;
};
export type DeliveryGrantFact = { grantNumber: string; closeoutReceivedDate: string | null };
export type DeliveryFacts = {
  contracts: readonly DeliveryContractFact[];
  gciGrant: DeliveryGrantFact | null;
};

export type MilestoneSourceRecord = 'dbe-contract' | 'gci-grant';
export type MilestoneSource = {
  record: MilestoneSourceRecord;
  /** The record's number: a contract number (or several, comma-separated) or a grant number. */
  reference: string;
  /** Where the date comes from, in words: "DBE contract M54-2022-02 (award)". */
  label: string;
};
export type MilestoneSources = Partial<Record<MilestoneKey, MilestoneSource>>;

/** The milestones that can come from another record: contract award, final acceptance, closeout. */
export const DERIVED_MILESTONE_KEYS = ['contractAward', 'finalAcceptance', 'closeout'] as const;

const latest = (dates: readonly string[]) => dates.reduce((a, b) => (b > a ? b : a));

/** Which milestones come from which record, and their actual dates (null: the record says not yet). */
export function derivedMilestoneDates(
  facts: DeliveryFacts,
): Partial<Record<MilestoneKey, { actual: string | null; source: MilestoneSource }>> {
  const derived: Partial<Record<MilestoneKey, { actual: string | null; source: MilestoneSource }>> = {};
  if (facts.contracts.length > 0) {
    const first = facts.contracts.reduce((a, b) =>
      b.awardDate < a.awardDate || (b.awardDate === a.awardDate && b.contractNumber < a.contractNumber)
        ? b
        : a,
    );
    derived.contractAward = {
      actual: first.awardDate,
      source: {
        record: 'dbe-contract',
        reference: first.contractNumber,
        label: `DBE contract ${first.contractNumber} (award)`,
      },
    };
    const numbers = facts.contracts.map((contract) => contract.contractNumber).sort();
    const completed = facts.contracts.map((contract) => contract.completedDate);
    const allDone = completed.every((date): date is string => date !== null);
    derived.finalAcceptance = {
      actual: allDone ? latest(completed) : null,
      source: {
        record: 'dbe-contract',
        reference: numbers.join(', '),
        label: `${numbers.length > 1 ? 'DBE contracts' : 'DBE contract'} ${numbers.join(', ')} (completion)`,
      },
    };
  }
  if (facts.gciGrant) {
    derived.closeout = {
      actual: facts.gciGrant.closeoutReceivedDate,
      source: {
        record: 'gci-grant',
        reference: facts.gciGrant.grantNumber,
        label: `GC&I grant ${facts.gciGrant.grantNumber} (closeout received)`,
      },
    };
  }
  return derived;
}

/** The record's milestones with the derived actual dates in place, and where each derived one comes from. */
export function deriveDeliveryMilestones(
  recorded: DeliveryMilestones,
  facts: DeliveryFacts,
): { milestones: DeliveryMilestones; sources: MilestoneSources } {
  const milestones = { ...recorded };
  const sources: MilestoneSources = {};
  for (const [key, value] of Object.entries(derivedMilestoneDates(facts)) as [
    MilestoneKey,
    { actual: string | null; source: MilestoneSource },
  ][]) {
    milestones[key] = { planned: recorded[key].planned, actual: value.actual } satisfies MilestoneDates;
    sources[key] = value.source;
  }
  return { milestones, sources };
}

/** Percent complete follows the milestones: the work is complete (100) once final acceptance or closeout is done. */
export function percentCompleteOf(milestones: DeliveryMilestones, recorded: number): number {
  return milestones.finalAcceptance.actual !== null || milestones.closeout.actual !== null ? 100 : recorded;
}

/** The refusal for an actual date typed over one that comes from another record. */
export function derivedEditMessage(label: string, source: MilestoneSource, actual: string | null): string {
  const value = actual ? formatDate(actual) : 'not yet';
  return `${label} (actual) comes from ${source.label}: ${value}. Change it on that record`;
}

/**
 * A body's actual date for a derived milestone must be the record's (or left blank, which means "the
 * record's"): anything else is refused with a message naming the record to change instead.
 */
export function derivedEditIssues(
  body: DeliveryMilestones,
  derived: { milestones: DeliveryMilestones; sources: MilestoneSources },
): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  for (const { key, label } of DELIVERY_MILESTONES) {
    const source = derived.sources[key];
    if (!source) continue;
    const given = body[key].actual;
    const known = derived.milestones[key].actual;
    if (given !== null && given !== known)
      issues.push({ path: ['milestones', key, 'actual'], message: derivedEditMessage(label, source, known) });
  }
  return issues;
}

/** A body with the derived actual dates put in (a blank derived date means the record's). */
export function withDerivedActuals(
  body: DeliveryMilestones,
  derived: { milestones: DeliveryMilestones; sources: MilestoneSources },
): DeliveryMilestones {
  const milestones = { ...body };
  for (const key of Object.keys(derived.sources) as MilestoneKey[])
    milestones[key] = { planned: body[key].planned, actual: derived.milestones[key].actual };
  return milestones;
}

export const NO_DELIVERY_FACTS: DeliveryFacts = { contracts: [], gciGrant: null };
