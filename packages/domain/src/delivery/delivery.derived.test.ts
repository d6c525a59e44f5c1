import { describe, expect, it } from 'vitest';
import { assessDelivery } from './delivery.health';
import {
  deriveDeliveryMilestones,
  derivedEditIssues,
  NO_DELIVERY_FACTS,
  percentCompleteOf,
  withDerivedActuals,
  type DeliveryFacts,
} from './delivery.derived';
import { checkDeliveryDates, emptyMilestones, type DeliveryMilestones } from './delivery.schema';

function milestones(dates: Partial<Record<keyof DeliveryMilestones, [string | null, string | null]>>) {
  const result = emptyMilestones();
  for (const [key, [planned, actual]] of Object.entries(dates))
    result[key as keyof DeliveryMilestones] = { planned, actual };
  return result;
}

// The case of issue 30, observation 4: M54 "Install PAPI-4 Runway 1" (grant 106). Delivery's own record
// had design and bid done, the contract award planned for 2022-11-04 and never entered, 1% done; the DBE
// screen has contract M54-2022-02 awarded 2022-05-15 and completed (here 2023-03-20).
const M54_RECORD = milestones({
  designComplete: ['2022-03-01', '2022-03-10'],
  bidOpening: ['2022-04-15', '2022-04-20'],
  contractAward: ['2022-11-04', null],
  noticeToProceed: ['2022-12-01', null],
  substantialCompletion: ['2023-06-01', null],
  finalAcceptance: ['2023-07-01', null],
  closeout: ['2023-10-01', null],
});
const M54_FACTS: DeliveryFacts = {
  contracts: [{ contractNumber: 'M54-2022-02', awardDate: '2022-05-15', completedDate: '2023-03-20' }],
  gciGrant: { grantNumber: '106', closeoutReceivedDate: null },
};

describe('deriveDeliveryMilestones', () => {
  it('takes the contract award and completion from the DBE contract and closeout from the GC&I grant', () => {
    const { milestones: derived, sources } = deriveDeliveryMilestones(M54_RECORD, M54_FACTS);
    // The award and completion are the contract's; the plan (2022-11-04, 2023-07-01) stays delivery's.
    expect(derived.contractAward).toEqual({ planned: '2022-11-04', actual: '2022-05-15' });
    expect(derived.finalAcceptance).toEqual({ planned: '2023-07-01', actual: '2023-03-20' });
    // The grant agreement exists and has no closeout received: closeout is not done, whatever was typed.
    expect(derived.closeout).toEqual({ planned: '2023-10-01', actual: null });
    // Milestones no record knows stay as typed.
    expect(derived.designComplete).toEqual(M54_RECORD.designComplete);
    expect(derived.noticeToProceed).toEqual(M54_RECORD.noticeToProceed);
    expect(sources).toEqual({
      contractAward: {
        record: 'dbe-contract',
        reference: 'M54-2022-02',
        label: 'DBE contract M54-2022-02 (award)',
      },
      finalAcceptance: {
        record: 'dbe-contract',
        reference: 'M54-2022-02',
        label: 'DBE contract M54-2022-02 (completion)',
      },
      closeout: {
        record: 'gci-grant',
        reference: '106',
        label: 'GC&I grant 106 (closeout received)',
      },
    });
  });

  it('no longer calls the project late for the contract award; percent done follows the completion', () => {
    const today = '2026-11-01';
    const before = assessDelivery(
      {
        milestones: M54_RECORD,
        percentComplete: 1,
        progressDate: '2022-04-20',
        drawnCents: 0,
        grantCents: 0,
      },
      today,
    );
    // Before: late since 2022-11-04 on the contract award, the first open planned date.
    expect(before.late[0]).toBe('contractAward');
    expect(before.firstOpenPlanned).toBe('2022-11-04');
    const { milestones: derived } = deriveDeliveryMilestones(M54_RECORD, M54_FACTS);
    const after = assessDelivery(
      {
        milestones: derived,
        percentComplete: percentCompleteOf(derived, 1),
        progressDate: '2022-04-20',
        drawnCents: 0,
        grantCents: 0,
      },
      today,
    );
    // Contract award and final acceptance are done; notice to proceed (2022-12-01) and substantial
    // completion (2023-06-01) were never entered and are the late ones now, closeout (2023-10-01) too.
    expect(after.late).toEqual(['noticeToProceed', 'substantialCompletion', 'closeout']);
    expect(after.firstOpenPlanned).toBe('2022-12-01');
    // Final acceptance done: the work is complete, 100%, not the 1% typed in 2022.
    expect(percentCompleteOf(derived, 1)).toBe(100);
  });

  it('takes the earliest award of several contracts, and completion only once every one is completed', () => {
    const record = emptyMilestones();
    const later = { contractNumber: 'BNA-2024-03', awardDate: '2024-06-10', completedDate: '2025-01-31' };
    const earlier = { contractNumber: 'BNA-2024-01', awardDate: '2024-05-02', completedDate: null };
    const facts: DeliveryFacts = { contracts: [later, earlier], gciGrant: null };
    const open = deriveDeliveryMilestones(record, facts);
    expect(open.milestones.contractAward.actual).toBe('2024-05-02');
    expect(open.sources.contractAward?.reference).toBe('BNA-2024-01');
    // One contract still open: final acceptance is not done.
    expect(open.milestones.finalAcceptance.actual).toBeNull();
    expect(open.sources.finalAcceptance?.label).toBe('DBE contracts BNA-2024-01, BNA-2024-03 (completion)');
    expect(open.sources.closeout).toBeUndefined();
    const done = deriveDeliveryMilestones(record, {
      ...facts,
      contracts: [later, { ...earlier, completedDate: '2025-03-15' }],
    });
    // Both completed: the later of 2025-01-31 and 2025-03-15.
    expect(done.milestones.finalAcceptance.actual).toBe('2025-03-15');
  });

  it('leaves every milestone to the record when no other record knows the project', () => {
    const record = milestones({
      contractAward: ['2024-01-10', '2024-01-12'],
      closeout: [null, '2025-01-01'],
    });
    expect(deriveDeliveryMilestones(record, NO_DELIVERY_FACTS)).toEqual({ milestones: record, sources: {} });
    expect(percentCompleteOf(record, 40)).toBe(100); // closeout done
    expect(percentCompleteOf(emptyMilestones(), 40)).toBe(40);
  });
});

describe('editing a derived milestone', () => {
  const derived = deriveDeliveryMilestones(M54_RECORD, M54_FACTS);

  it('refuses another date with a message naming the record, and accepts the same date or a blank', () => {
    const typed = milestones({ contractAward: ['2022-11-04', '2022-11-04'] });
    expect(derivedEditIssues(typed, derived)).toEqual([
      {
        path: ['milestones', 'contractAward', 'actual'],
        message:
          'Construction contract award (actual) comes from DBE contract M54-2022-02 (award): 05/15/2022. Change it on that record',
      },
    ]);
    const closed = milestones({ closeout: [null, '2024-01-01'] });
    expect(derivedEditIssues(closed, derived)[0]?.message).toBe(
      'Closeout (actual) comes from GC&I grant 106 (closeout received): not yet. Change it on that record',
    );
    expect(derivedEditIssues(derived.milestones, derived)).toEqual([]);
    expect(derivedEditIssues(emptyMilestones(), derived)).toEqual([]);
    // A blank means the record's date.
    expect(withDerivedActuals(emptyMilestones(), derived).contractAward.actual).toBe('2022-05-15');
  });

  it('puts an order problem with a derived date on the typed milestone, and does not check the fact itself', () => {
    // Bid opening typed 2022-06-01, after the contract's award 2022-05-15: the bid opening is wrong.
    const typed = { ...derived.milestones, bidOpening: { planned: '2022-04-15', actual: '2022-06-01' } };
    const issues = checkDeliveryDates(typed, {
      awardDate: '2022-01-10',
      today: '2026-11-01',
      derived: derived.sources,
    });
    expect(issues).toEqual([
      {
        path: ['milestones', 'bidOpening', 'actual'],
        message:
          'Bid opening (actual) cannot be after construction contract award (actual), which comes from DBE contract M54-2022-02 (award)',
      },
    ]);
    // A contract awarded before the project's award (2022-06-01 here) is the DBE record's business:
    // delivery does not refuse its own record for it.
    expect(
      checkDeliveryDates(derived.milestones, {
        awardDate: '2022-06-01',
        today: '2026-11-01',
        derived: derived.sources,
      }).filter((issue) => issue.path[1] === 'contractAward'),
    ).toEqual([]);
  });
});
