import { describe, expect, it } from 'vitest';
import type { PlanItem } from '@bil/domain';
import { groupTotals } from './plan-views';

const item = (airportCode: string, fiscalYear: number, bilAig: number, local: number): PlanItem => ({
  id: `${airportCode}${fiscalYear}`,
  airportCode,
  airportName: airportCode,
  tdotPm: null,
  title: 't',
  workType: 'Runway',
  fiscalYear,
  estimatedCost: bilAig + local,
  funding: { aipEntitlement: 0, bilAig, aipDiscretionary: 0, state: 0, local },
  priority: 1,
  nationalPriorityRating: null,
  status: 'programmed',
  notes: null,
  projectId: null,
  updatedAt: '',
  abilities: { read: true, create: false, update: false, delete: false },
});

describe('groupTotals', () => {
  it('sums each group and the whole to the cent', () => {
    const { rows, total } = groupTotals(
      [item('BBB', 2027, 0.1, 0.2), item('AAA', 2028, 100, 5), item('BBB', 2028, 0.2, 0)],
      (entry) => entry.airportCode,
    );
    expect(
      rows.map((row) => [row.key, row.totals.count, row.totals.bilAig, row.totals.estimatedCost]),
    ).toEqual([
      ['AAA', 1, 100, 105],
      ['BBB', 2, 0.3, 0.5],
    ]);
    expect(total).toMatchObject({ count: 3, bilAig: 100.3, local: 5.2, estimatedCost: 105.5 });
  });
});
