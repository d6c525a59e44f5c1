import { describe, expect, it } from 'vitest';
import { buildDbeAnalytics, fiscalQuarterOf, type AnalyticsInput } from './dbe-analytics';

// Hand-worked: two contracts in FY2025, one in FY2026.
//  K1 BNA, PM Ann, prime P1 (not DBE), goal-driven, $100,000 share.
//  K2 MEM, no PM, prime D1 (a DBE prime: neutral), $50,000 share.
//  K3 BNA, PM Ann, prime P1, not goal-driven, $200,000 share (FY2026).
const input: AnalyticsInput = {
  contracts: [
    {
      id: 'K1',
      awardDate: '2024-11-01',
      airportCode: 'BNA',
      pm: 'Ann',
      primeFirmId: 'P1',
      primeName: 'Prime One',
      federalShareCents: 10_000_000,
      primeIsDbe: false,
      primeCountedCents: 0,
      goalDriven: true,
      completedDate: null,
    },
    {
      id: 'K2',
      awardDate: '2025-03-01',
      airportCode: 'MEM',
      pm: null,
      primeFirmId: 'D1',
      primeName: 'DBE Prime',
      federalShareCents: 5_000_000,
      primeIsDbe: true,
      primeCountedCents: 5_000_000, // its own work: no subcontracts
      goalDriven: false,
      completedDate: null,
    },
    {
      id: 'K3',
      awardDate: '2025-10-15',
      airportCode: 'BNA',
      pm: 'Ann',
      primeFirmId: 'P1',
      primeName: 'Prime One',
      federalShareCents: 20_000_000,
      primeIsDbe: false,
      primeCountedCents: 0,
      goalDriven: false,
      completedDate: null,
    },
  ],
  commitments: [
    // $10,000 conscious (K1, FY2025 Q1), $6,000 counted of a regular dealer (K3, neutral, FY2026 Q1).
    {
      contractId: 'K1',
      firmId: 'S1',
      firmName: 'Sub One',
      date: '2024-12-01',
      totalCents: 1_000_000,
      countedCents: 1_000_000,
    },
    {
      contractId: 'K3',
      firmId: 'S2',
      firmName: 'Supply Two',
      date: '2025-11-01',
      totalCents: 1_000_000,
      countedCents: 600_000,
    },
  ],
  payments: [
    {
      contractId: 'K1',
      firmId: null,
      firmName: 'Prime One',
      date: '2025-01-10',
      cents: 4_000_000,
      countedCents: 0,
    },
    {
      contractId: 'K1',
      firmId: 'S1',
      firmName: 'Sub One',
      date: '2025-02-10',
      cents: 500_000,
      countedCents: 500_000,
    },
    {
      contractId: 'K2',
      firmId: null,
      firmName: 'DBE Prime',
      date: '2025-05-01',
      cents: 1_000_000,
      countedCents: 1_000_000,
    },
  ],
  goals: [
    { fiscalYear: 2025, overallPct: 12 },
    { fiscalYear: 2027, overallPct: 10 },
  ],
};

describe('buildDbeAnalytics', () => {
  const analytics = buildDbeAnalytics(input);

  // The year's share committed is the Uniform Report's Section A total: DBE counted over prime awards plus
  // subcontracts. FY2025: (10,000 + 50,000) / (150,000 + 10,000) = 37.5%; FY2026: 6,000 / (200,000 + 10,000)
  // = 2.857% -> 2.86.
  it('goal vs attainment per fiscal year: commitments over awards and commitments, payments over paid to primes', () => {
    expect(analytics.byFiscalYear).toEqual([
      {
        fiscalYear: 2025,
        goalPct: 12,
        federalShare: 150_000,
        awardedTotal: 160_000,
        dbeCommitted: 60_000, // $10,000 conscious + the DBE prime's $50,000 (neutral)
        consciousCommitted: 10_000,
        neutralCommitted: 50_000,
        primePaid: 50_000,
        dbePaid: 15_000,
        commitmentPct: 37.5,
        paymentPct: 30,
      },
      {
        fiscalYear: 2026,
        goalPct: null,
        federalShare: 200_000,
        awardedTotal: 210_000,
        dbeCommitted: 6_000,
        consciousCommitted: 0,
        neutralCommitted: 6_000,
        primePaid: 0,
        dbePaid: 0,
        commitmentPct: 2.86,
        paymentPct: null,
      },
      {
        fiscalYear: 2027,
        goalPct: 10,
        federalShare: 0,
        awardedTotal: 0,
        dbeCommitted: 0,
        consciousCommitted: 0,
        neutralCommitted: 0,
        primePaid: 0,
        dbePaid: 0,
        commitmentPct: null,
        paymentPct: null,
      },
    ]);
  });

  it('by airport, PM (unassigned named) and prime, largest DBE commitment first', () => {
    expect(
      analytics.byAirport.map((row) => [
        row.label,
        row.contracts,
        row.federalShare,
        row.dbeCommitted,
        row.dbePaid,
        row.commitmentPct,
      ]),
    ).toEqual([
      ['MEM', 1, 50_000, 50_000, 10_000, 100],
      ['BNA', 2, 300_000, 16_000, 5_000, 5.33],
    ]);
    expect(analytics.byPm.map((row) => [row.label, row.dbeCommitted])).toEqual([
      ['Unassigned', 50_000],
      ['Ann', 16_000],
    ]);
    expect(analytics.byPrime.map((row) => [row.key, row.dbeCommitted])).toEqual([
      ['D1', 50_000],
      ['P1', 16_000],
    ]);
  });

  it('by firm (top DBE firms) counts a DBE prime and the counted share only', () => {
    expect(analytics.byFirm).toEqual([
      { firmId: 'D1', firmName: 'DBE Prime', dbeCommitted: 50_000, dbePaid: 10_000 },
      { firmId: 'S1', firmName: 'Sub One', dbeCommitted: 10_000, dbePaid: 5_000 },
      { firmId: 'S2', firmName: 'Supply Two', dbeCommitted: 6_000, dbePaid: 0 },
    ]);
  });

  it('commitments vs payments per federal quarter, with running totals', () => {
    expect(analytics.overTime).toEqual([
      {
        quarter: 'FY2025 Q1',
        dbeCommitted: 10_000,
        dbePaid: 0,
        cumulativeCommitted: 10_000,
        cumulativePaid: 0,
      },
      {
        quarter: 'FY2025 Q2',
        dbeCommitted: 50_000,
        dbePaid: 5_000,
        cumulativeCommitted: 60_000,
        cumulativePaid: 5_000,
      },
      {
        quarter: 'FY2025 Q3',
        dbeCommitted: 0,
        dbePaid: 10_000,
        cumulativeCommitted: 60_000,
        cumulativePaid: 15_000,
      },
      {
        quarter: 'FY2026 Q1',
        dbeCommitted: 6_000,
        dbePaid: 0,
        cumulativeCommitted: 66_000,
        cumulativePaid: 15_000,
      },
    ]);
  });

  it('names federal quarters from October', () => {
    expect(
      ['2024-10-01', '2024-12-31', '2025-01-01', '2025-06-30', '2025-09-30', 'x'].map(fiscalQuarterOf),
    ).toEqual(['FY2025 Q1', 'FY2025 Q1', 'FY2025 Q2', 'FY2025 Q3', 'FY2025 Q4', null]);
  });
});
