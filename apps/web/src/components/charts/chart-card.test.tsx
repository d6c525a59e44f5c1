import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test-support/render-with-providers';
import { ChartCard } from './chart-card';

describe('ChartCard', () => {
  it('draws its chart at once by default', () => {
    renderWithProviders(
      <ChartCard title="Goal attainment">
        {({ height }) => <div data-testid="drawn">{height}</div>}
      </ChartCard>,
    );
    expect(screen.getByTestId('drawn').textContent).toBe('320');
  });

  it('with drawAfterFirstPaint, keeps the chart’s room on the first draw and draws it right after', async () => {
    renderWithProviders(
      <ChartCard title="Top firms" height={400} drawAfterFirstPaint>
        {({ height }) => <div data-testid="drawn">{height}</div>}
      </ChartCard>,
    );
    expect(screen.queryByTestId('drawn')).toBeNull();
    expect(screen.getByTestId('chart-container').firstElementChild?.getAttribute('style')).toContain(
      'height: 400px',
    );
    await waitFor(() => {
      expect(screen.getByTestId('drawn').textContent).toBe('400');
    });
  });
});
