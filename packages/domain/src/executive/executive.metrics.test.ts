import { describe, expect, it } from 'vitest';
import type { AirportSummary } from '../airports/airport.responses';
import { summariseAigByFiscalYear, totalAig } from './executive.metrics';

const airport = (code: string, tranches: AirportSummary['tranches']): AirportSummary => ({
  airportCode: code,
  airportName: code,
  city: 'X',
  tdotPm: null,
  projectCount: 0,
  bilFunding: 0,
  tranches,
  totalAllocation: 0,
  underGrant: 0,
  available: 0,
  atRisk: false,
  atRiskAmount: 0,
  pastDeadline: false,
  lapsed: 0,
});

describe('summariseAigByFiscalYear', () => {
  it('adds the airports’ tranches per year and splits what is left into available, at risk and lapsed', () => {
    const years = summariseAigByFiscalYear([
      airport('AAA', [
        {
          fiscalYear: 2022,
          allocation: 100,
          underGrant: 80,
          balance: 20,
          available: 0,
          lapsed: 20,
          deadline: '2025-09-30',
          state: 'past_deadline',
        },
        {
          fiscalYear: 2026,
          allocation: 300.1,
          underGrant: 0,
          balance: 300.1,
          available: 300.1,
          lapsed: 0,
          deadline: '2029-09-30',
          state: 'open',
        },
      ]),
      airport('BBB', [
        {
          fiscalYear: 2022,
          allocation: 50,
          underGrant: 50,
          balance: 0,
          available: 0,
          lapsed: 0,
          deadline: '2025-09-30',
          state: 'under_grant',
        },
        {
          fiscalYear: 2026,
          allocation: 0.2,
          underGrant: 0.3,
          balance: -0.1,
          available: 0,
          lapsed: 0,
          deadline: '2029-09-30',
          state: 'overdrawn',
        },
      ]),
      airport('CCC', [
        {
          fiscalYear: 2026,
          allocation: 10,
          underGrant: 4,
          balance: 6,
          available: 6,
          lapsed: 0,
          deadline: '2029-09-30',
          state: 'at_risk',
        },
      ]),
    ]);
    expect(years).toEqual([
      {
        fiscalYear: 2022,
        deadline: '2025-09-30',
        allocation: 150,
        underGrant: 130,
        available: 0,
        atRisk: 0,
        pastDeadline: 20,
        airportsAtRisk: 0,
      },
      {
        fiscalYear: 2026,
        deadline: '2029-09-30',
        allocation: 310.3,
        underGrant: 4.3,
        available: 306.1,
        atRisk: 6,
        pastDeadline: 0,
        airportsAtRisk: 1,
      },
    ]);
    expect(totalAig(years)).toEqual({
      allocation: 460.3,
      underGrant: 134.3,
      available: 306.1,
      atRisk: 6,
      pastDeadline: 20,
      airportsAtRisk: 1,
    });
  });
});
