import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test-support/render-with-providers';
import { UpinRedirectDialog } from './upin-redirect-dialog';

const TEMPLATE = 'https://facility.example.gov/upin/{upin}';

describe('UpinRedirectDialog (SPEC §4)', () => {
  let open: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers();
    open = vi.spyOn(window, 'open').mockReturnValue(null);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('counts down 9 seconds, then opens the facility system for the UPIN in a new tab', () => {
    const onClose = vi.fn();
    renderWithProviders(<UpinRedirectDialog upin="12 34" urlTemplate={TEMPLATE} onClose={onClose} />);
    expect(screen.getByText('9 seconds')).toBeTruthy();
    // One second at a time: each tick renders and starts the next timer.
    for (let second = 0; second < 8; second += 1) {
      act(() => {
        vi.advanceTimersByTime(1000);
      });
    }
    expect(screen.getByText('1 second')).toBeTruthy();
    expect(open).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(open).toHaveBeenCalledWith(
      'https://facility.example.gov/upin/12%2034',
      '_blank',
      'noopener,noreferrer',
    );
    expect(onClose).toHaveBeenCalled();
  });

  it("opens at once with 'Go Now' and not at all after Cancel", () => {
    const onClose = vi.fn();
    renderWithProviders(<UpinRedirectDialog upin="777" urlTemplate={TEMPLATE} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go Now' }));
    expect(open).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
