import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test-support/render-with-providers';
import { HoverTooltip } from './hover-tooltip';

describe('HoverTooltip', () => {
  it('shows its label only once the target is hovered, and hides it when the pointer leaves', () => {
    renderWithProviders(
      <HoverTooltip label="Contract goal 10%">
        <div data-testid="target">bar</div>
      </HoverTooltip>,
    );
    expect(screen.queryByText('Contract goal 10%')).toBeNull();
    fireEvent.pointerEnter(screen.getByTestId('target'));
    expect(screen.getByText('Contract goal 10%')).toBeTruthy();
    fireEvent.pointerLeave(screen.getByTestId('target'));
    expect(screen.queryByText('Contract goal 10%')).toBeNull();
  });

  it('shows its label on keyboard focus inside the target', () => {
    renderWithProviders(
      <HoverTooltip label="Contract goal 10%">
        <button type="button">bar</button>
      </HoverTooltip>,
    );
    fireEvent.focus(screen.getByRole('button', { name: 'bar' }));
    expect(screen.getByText('Contract goal 10%')).toBeTruthy();
  });
});
