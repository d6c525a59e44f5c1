import { describe, expect, it } from 'vitest';
import { addDaysIso, addMonthsIso } from './gci-dates';
import { computeGrantFunding, listGrantAlerts, type GrantForRules } from './grant-rules';

const grant: GrantForRules = {
  federal_amount: 900_000,
  state_amount: 50_000.1,
  execution_date: '2024-01-15',
  pop_end_date: '2027-01-14',
  completion_date: null,
  closeout_received_date: null,
  status: 'active',
};

describe('computeGrantFunding', () => {
  it('counts paid drawdowns at their approved amount and the rest as pending (hand-worked)', () => {
    // grant 950,000.10; paid 100,000.10 + 0.20 = 100,000.30; pending: approved 5,000 + requested 7,500.55
    const funding = computeGrantFunding(grant, [
      {
        request_date: '2024-03-01',
        requested_amount: 100_000.1,
        approved_amount: 100_000.1,
        paid_date: '2024-03-20',
      },
      { request_date: '2024-04-01', requested_amount: 0.3, approved_amount: 0.2, paid_date: '2024-04-02' },
      { request_date: '2024-06-01', requested_amount: 6_000, approved_amount: 5_000, paid_date: null },
      { request_date: '2024-05-01', requested_amount: 7_500.55, approved_amount: null, paid_date: null },
    ]);
    expect(funding).toEqual({
      grantAmount: 950_000.1,
      drawn: 100_000.3,
      pending: 12_500.55,
      remaining: 849_999.8,
      available: 837_499.25,
      percentDrawn: 10.5, // 100,000.30 / 950,000.10 = 10.526...%
      lastRequestDate: '2024-06-01',
    });
  });

  it('is all zero for a grant with no money and no drawdowns', () => {
    const funding = computeGrantFunding({ federal_amount: 0, state_amount: 0 }, []);
    expect(funding.percentDrawn).toBe(0);
    expect(funding.remaining).toBe(0);
    expect(funding.lastRequestDate).toBeNull();
  });
});

describe('listGrantAlerts', () => {
  const fundingWith = (drawn: boolean, lastRequestDate: string | null) => ({
    ...computeGrantFunding(grant, []),
    remaining: drawn ? 0 : 950_000.1,
    lastRequestDate,
  });

  it('flags a period of performance ending within 90 days with money left, inclusive at both ends', () => {
    const kinds = (today: string) =>
      listGrantAlerts(grant, fundingWith(false, '2026-12-01'), today).map((alert) => alert.kind);
    expect(kinds('2026-10-16')).toEqual(['pop_ending']); // 2026-10-16 + 90 days = 2027-01-14
    expect(kinds('2026-10-15')).toEqual([]);
    expect(kinds('2027-01-14')).toEqual(['pop_ending']);
    expect(kinds('2027-01-15')).toEqual([]); // ended: no longer "ending"
    expect(listGrantAlerts(grant, fundingWith(true, '2026-12-01'), '2026-12-01')).toEqual([]);
    expect(
      listGrantAlerts(
        { ...grant, status: 'closed', completion_date: '2026-11-01', closeout_received_date: '2026-11-02' },
        fundingWith(false, '2026-12-01'),
        '2026-12-01',
      ),
    ).toEqual([]);
  });

  it('flags an active grant with no drawdown for more than 12 months', () => {
    const kinds = (last: string | null, today: string) =>
      listGrantAlerts(grant, fundingWith(false, last), today).map((alert) => alert.kind);
    expect(kinds('2025-03-01', '2026-03-01')).toEqual([]); // exactly 12 months: not yet
    expect(kinds('2025-02-28', '2026-03-01')).toEqual(['inactive']);
    expect(kinds(null, '2025-01-15')).toEqual([]); // executed 2024-01-15, nothing drawn: 12 months today
    expect(kinds(null, '2025-01-16')).toEqual(['inactive']);
    expect(listGrantAlerts({ ...grant, status: 'closing' }, fundingWith(false, null), '2026-01-01')).toEqual(
      [],
    );
  });

  it('flags closeout documents not received 90 days after completion', () => {
    const completed = { ...grant, status: 'closing' as const, completion_date: '2026-01-10' };
    const kinds = (today: string, received: string | null = null) =>
      listGrantAlerts({ ...completed, closeout_received_date: received }, fundingWith(true, null), today).map(
        (alert) => alert.kind,
      );
    expect(kinds('2026-04-10')).toEqual([]); // due 2026-04-10
    expect(kinds('2026-04-11')).toEqual(['closeout_overdue']);
    expect(kinds('2026-06-01', '2026-05-01')).toEqual([]);
  });
});

describe('date helpers', () => {
  it('adds days and months across month ends and leap days', () => {
    expect(addDaysIso('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDaysIso('2024-12-31', 1)).toBe('2025-01-01');
    expect(addMonthsIso('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonthsIso('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonthsIso('2026-01-15', -12)).toBe('2025-01-15');
  });
});
