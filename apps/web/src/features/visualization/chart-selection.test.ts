import { describe, expect, it } from 'vitest';
import { readChartSelection, writeChartSelection } from './chart-selection';

describe('chart selection in the address', () => {
  it('keeps known charts in gallery order, without repeats', () => {
    const params = new URLSearchParams('charts=status_funnel,nope,monthly_funding_trends,status_funnel');
    expect(readChartSelection(params)).toEqual(['monthly_funding_trends', 'status_funnel']);
  });

  it('drops the parameter for an empty selection', () => {
    expect(writeChartSelection(new URLSearchParams('charts=status_funnel&x=1'), []).toString()).toBe('x=1');
    expect(writeChartSelection(new URLSearchParams(), ['funding_by_pm']).get('charts')).toBe('funding_by_pm');
  });
});
