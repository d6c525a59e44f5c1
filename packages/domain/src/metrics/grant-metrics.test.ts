import { describe, expect, it } from 'vitest';
import { classifyProject, computeGrantMetrics, pickPrimaryStatus } from './grant-metrics';
import { buildProject, SAMPLE_PROJECTS, TODAY } from './grant-metrics.fixtures';

function metricsOf(projects = SAMPLE_PROJECTS, today = TODAY) {
  return computeGrantMetrics(projects, today);
}

describe('computeGrantMetrics on the hand-worked sample', () => {
  const [grant101, grant99, unknown] = metricsOf();

  it('groups by trimmed grant number, blanks as Unknown, in grant order', () => {
    expect(metricsOf().map((grant) => grant.name)).toEqual(['101', '99', 'Unknown']);
    expect(grant101?.projectCount).toBe(3);
    expect(unknown).toMatchObject({
      key: '',
      name: 'Unknown',
      displayName: 'Grant #0 (Unknown)',
      originalGrantNumber: null,
      projectCount: 2,
    });
    expect(grant101).toMatchObject({ key: '101', displayName: 'Grant #101', originalGrantNumber: '101' });
  });

  it('sums amounts: BIL = AIG + ATP + FCT', () => {
    // 90,000 AIG + 50,000 ATP + 10,000 FCT; state 5,000 + 1,000; local 5,000; totals 100,000 + 50,000 + 11,000.
    expect(grant101).toMatchObject({
      bilAmount: 150_000,
      stateAmount: 6_000,
      localAmount: 5_000,
      totalAmount: 161_000,
    });
    expect(grant99).toMatchObject({ bilAmount: 200_000, totalAmount: 200_000 });
  });

  it('averages award days: days_to_award, else the application-to-award span', () => {
    // P1 Jan 1 -> Mar 2 = 60, P2 stored 70, P3 Jan 15 -> Mar 2 = 46: 176 / 3 = 58.7 -> 59.
    expect(grant101?.daysToAward).toBe(59);
    expect(grant99?.daysToAward).toBeNull();
    expect(unknown?.daysToAward).toBe(31); // Mar 1 -> Apr 1
  });

  it('averages sub-award days, and those of completed projects', () => {
    // P1 Mar 2 -> Apr 1 = 30, P3 stored 20 (not completed), P2 has no sub-award.
    expect(grant101?.avgDaysToSubAward).toBe(25);
    expect(grant101?.completedSubAwardDays).toBe(30);
    expect(grant99?.avgDaysToSubAward).toBeNull();
    expect(grant99?.completedSubAwardDays).toBeNull();
    expect(unknown?.completedSubAwardDays).toBe(30); // Apr 1 -> May 1
  });

  it('counts executed, pending sub-award and pending award projects', () => {
    // 101 is awarded: the approved P2 without a sub_award_date and the pending-sponsor P3 await sub-award.
    expect(grant101).toMatchObject({
      executedProjects: 1,
      pendingSubAwardProjects: 2,
      pendingAwardProjects: 0,
    });
    // 99 is not awarded: the pending-award P4 and the approved P5; the staff-review P6 is in neither.
    expect(grant99).toMatchObject({
      executedProjects: 0,
      pendingSubAwardProjects: 0,
      pendingAwardProjects: 2,
    });
    expect(unknown).toMatchObject({
      executedProjects: 1,
      pendingSubAwardProjects: 0,
      pendingAwardProjects: 0,
    });
  });

  it('takes the earliest application and award dates', () => {
    expect(grant101).toMatchObject({ applicationDate: '2025-01-01', awardDate: '2025-03-02' });
    expect(grant99).toMatchObject({ applicationDate: '2025-02-20', awardDate: null });
  });

  it('counts days pending: award since application, sub-award since award', () => {
    expect(grant99?.daysPendingAward).toBe(130); // Feb 20 -> Jun 30
    expect(grant99?.daysPendingSubAward).toBeNull();
    expect(grant101?.daysPendingAward).toBeNull();
    expect(grant101?.daysPendingSubAward).toBe(120); // Mar 2 -> Jun 30
    expect(unknown?.daysPendingSubAward).toBeNull(); // nothing left to sub-award
  });

  it('derives award state and the display statuses', () => {
    expect(grant101).toMatchObject({
      awardState: 'awarded',
      awardDisplayStatus: 'awarded',
      subAwardDisplayStatus: 'pending',
    });
    expect(grant99).toMatchObject({
      awardState: 'pending_award',
      awardDisplayStatus: 'pending',
      subAwardDisplayStatus: 'pending',
    });
    expect(unknown).toMatchObject({
      awardState: 'awarded',
      awardDisplayStatus: 'awarded',
      subAwardDisplayStatus: 'completed',
    });
  });

  it('picks the primary status, ties to the least advanced step', () => {
    expect(grant101?.primaryStatus).toBe('approved'); // executed, approved, pending sponsor: one each
    expect(grant99?.primaryStatus).toBe('pending'); // pending award, approved, pending: one each
    expect(unknown?.primaryStatus).toBe('executed'); // lifecycle before 'on hold'
  });

  it('lists distinct BIL application numbers, sorted', () => {
    expect(grant101?.bilApplicationNumbers).toEqual(['BIL-1', 'BIL-2']);
    expect(grant101?.bil_application_number).toBe('BIL-1, BIL-2');
    expect(grant99?.bilApplicationNumbers).toEqual([]);
    expect(grant99?.bil_application_number).toBe('');
  });
});

describe('computeGrantMetrics edge cases', () => {
  it('returns nothing for no projects and refuses an invalid today', () => {
    expect(computeGrantMetrics([], TODAY)).toEqual([]);
    expect(() => computeGrantMetrics([], 'yesterday')).toThrow(RangeError);
  });

  it('accepts a Date as today, read on its New York day', () => {
    const projects = [
      buildProject({ grant_number: '5', status: 'approved', application_date: '2025-06-01' }),
    ];
    // 03:00 UTC on Jul 1 is still Jun 30 in New York.
    expect(computeGrantMetrics(projects, new Date('2025-07-01T03:00:00Z'))[0]?.daysPendingAward).toBe(29);
  });

  it('treats a grant as awarded when any project has an award_date, even an unreadable one', () => {
    const [grant] = computeGrantMetrics(
      [
        buildProject({
          grant_number: '8',
          status: 'approved',
          award_date: 'soon',
          application_date: '2025-01-01',
        }),
      ],
      TODAY,
    );
    expect(grant).toMatchObject({
      awardState: 'awarded',
      awardDate: null,
      daysPendingAward: null,
      daysPendingSubAward: null,
      pendingSubAwardProjects: 1,
    });
  });

  it('ignores an application date after today', () => {
    const [grant] = computeGrantMetrics(
      [buildProject({ grant_number: '8', status: 'approved', application_date: '2025-07-15' })],
      TODAY,
    );
    expect(grant?.daysPendingAward).toBeNull();
  });

  it("shows a grant of staff-review projects as award 'pending' but sub-award 'completed' (SPEC §4 literally)", () => {
    const [grant] = computeGrantMetrics([buildProject({ grant_number: '3', status: 'pending' })], TODAY);
    expect(grant).toMatchObject({ awardDisplayStatus: 'pending', subAwardDisplayStatus: 'completed' });
  });

  it('does not count an approved, awarded project that already has its sub-award', () => {
    const [grant] = computeGrantMetrics(
      [
        buildProject({
          grant_number: '4',
          status: 'approved',
          award_date: '2025-01-01',
          sub_award_date: '2025-02-01',
        }),
      ],
      TODAY,
    );
    expect(grant).toMatchObject({
      executedProjects: 0,
      pendingSubAwardProjects: 0,
      pendingAwardProjects: 0,
      completedSubAwardDays: 31,
      subAwardDisplayStatus: 'completed',
    });
  });

  it('rounds amount sums to the cent', () => {
    const [grant] = computeGrantMetrics(
      [
        buildProject({ grant_number: '1', total_amount: 0.1, state_amount: 0.1 }),
        buildProject({ grant_number: '1', total_amount: 0.2, state_amount: 0.2 }),
      ],
      TODAY,
    );
    expect(grant).toMatchObject({ totalAmount: 0.3, stateAmount: 0.3 });
  });

  // Speed is measured by `npm run bench` (dashboard at 100,000 projects); this checks the grouping at that size.
  it('groups 100,000 projects into their grants without losing one', () => {
    const statuses = ['pending', 'approved', 'pending award', 'pending sub-award', 'executed'];
    const projects = Array.from({ length: 100_000 }, (_, index) =>
      buildProject({
        grant_number: index % 50 === 0 ? null : String(index % 2_000),
        status: statuses[index % statuses.length] ?? 'pending',
        application_date: `2024-${String((index % 12) + 1).padStart(2, '0')}-15`,
        award_date: index % 3 === 0 ? '2025-01-20' : null,
        sub_award_date: index % 6 === 0 ? '2025-03-01' : null,
        bil_aig_amount: 1_000 + (index % 7),
        total_amount: 2_000,
        bil_application_number: `BIL-${index % 300}`,
      }),
    );
    const metrics = computeGrantMetrics(projects, TODAY);
    expect(metrics).toHaveLength(1_961); // 1,960 numbered grants (multiples of 50 went to Unknown) + Unknown
    expect(metrics.reduce((sum, grant) => sum + grant.projectCount, 0)).toBe(100_000);
  });
});

describe('classifyProject', () => {
  const project = (status: string, subAward: string | null = null) => ({ status, sub_award_date: subAward });

  it('follows the status for executed, pending award and the sub-award stages', () => {
    expect(classifyProject(project('executed'), false)).toBe('executed');
    expect(classifyProject(project('pending award'), true)).toBe('pendingAward');
    expect(classifyProject(project('pending sub-award'), true)).toBe('pendingSubAward');
    expect(classifyProject(project('Pending Sponsor'), true)).toBe('pendingSubAward');
    expect(classifyProject(project('pending tdot'), true)).toBe('pendingSubAward');
  });

  it('places an approved project by its grant award and its sub_award_date', () => {
    expect(classifyProject(project('approved'), false)).toBe('pendingAward');
    expect(classifyProject(project('approved'), true)).toBe('pendingSubAward');
    expect(classifyProject(project('approved', '2025-01-01'), true)).toBeNull();
  });

  it('leaves other statuses out', () => {
    expect(classifyProject(project('pending'), false)).toBeNull();
    expect(classifyProject(project('on hold'), true)).toBeNull();
    expect(classifyProject({ status: null, sub_award_date: null }, true)).toBeNull();
  });
});

describe('pickPrimaryStatus', () => {
  it('picks the most common status', () => {
    expect(
      pickPrimaryStatus(
        new Map([
          ['pending', 1],
          ['executed', 2],
        ]),
      ),
    ).toBe('executed');
  });

  it('breaks ties by lifecycle step, then lifecycle before others, then A to Z', () => {
    expect(
      pickPrimaryStatus(
        new Map([
          ['executed', 2],
          ['pending award', 2],
        ]),
      ),
    ).toBe('pending award');
    expect(
      pickPrimaryStatus(
        new Map([
          ['on hold', 1],
          ['pending tdot', 1],
        ]),
      ),
    ).toBe('pending tdot');
    expect(
      pickPrimaryStatus(
        new Map([
          ['on hold', 1],
          ['in progress', 1],
        ]),
      ),
    ).toBe('in progress');
  });

  it("is 'unknown' with no statuses", () => {
    expect(pickPrimaryStatus(new Map())).toBe('unknown');
  });
});
