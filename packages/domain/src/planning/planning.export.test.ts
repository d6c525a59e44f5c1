import { describe, expect, it } from 'vitest';
import { buildPlanExportRows, escapeSpreadsheetText } from './planning.export';
import type { PlanItem } from './planning.responses';

describe('plan export', () => {
  it('escapes text a spreadsheet would run as a formula', () => {
    expect(['=1+1', '+A1', '-2', '@SUM(A1)', 'Runway 4'].map(escapeSpreadsheetText)).toEqual([
      "'=1+1",
      "'+A1",
      "'-2",
      "'@SUM(A1)",
      'Runway 4',
    ]);
  });

  it('writes one row per item with the funding split', () => {
    const item: PlanItem = {
      id: 'x',
      airportCode: 'MQY',
      airportName: 'Smyrna',
      tdotPm: null,
      title: '=HYPERLINK("x")',
      workType: 'Runway',
      fiscalYear: 2027,
      estimatedCost: 100,
      funding: { aipEntitlement: 10, bilAig: 80, aipDiscretionary: 0, state: 5, local: 5 },
      priority: 1,
      nationalPriorityRating: null,
      status: 'programmed',
      notes: null,
      projectId: null,
      updatedAt: '2026-11-01T00:00:00.000Z',
      abilities: { read: true, create: false, update: false, delete: false },
    };
    expect(buildPlanExportRows([item])[0]).toMatchObject({
      'Fiscal year': 'FY27',
      Title: '\'=HYPERLINK("x")',
      'BIL AIG': 80,
      'National priority rating': '',
    });
  });
});
