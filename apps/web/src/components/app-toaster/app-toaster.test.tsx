import { render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it } from 'vitest';
import { AppToaster, TOASTER_OPTIONS } from './app-toaster';

describe('AppToaster', () => {
  it('follows SPEC §9: top-right, closable, 5 s, rich colours, 3 visible, gap 14', () => {
    expect(TOASTER_OPTIONS).toMatchObject({
      position: 'top-right',
      closeButton: true,
      duration: 5000,
      richColors: true,
      visibleToasts: 3,
      gap: 14,
    });
  });

  it('renders toasts top-right, 356 px wide, with a close button', async () => {
    const { container } = render(<AppToaster />);
    toast.success('Saved');
    await screen.findByText('Saved');
    const toaster = container.ownerDocument.querySelector<HTMLElement>('[data-sonner-toaster]');
    expect(toaster?.dataset.yPosition).toBe('top');
    expect(toaster?.dataset.xPosition).toBe('right');
    expect(toaster?.style.getPropertyValue('--width')).toBe('356px');
    expect(toaster?.style.getPropertyValue('--gap')).toBe('14px');
    expect(container.ownerDocument.querySelector('[data-close-button]')).not.toBeNull();
  });
});
