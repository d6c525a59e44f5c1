import { Toaster, type ToasterProps } from 'sonner';
import { HEADER_HEIGHT } from '../layout/header-metrics';

/**
 * SPEC §1 and §9: top-right, closable, 5 s, rich colours, 3 visible, gap 14 (width 356 is sonner's
 * default). Placed below the header, so no toast covers the user menu, and expanded, so a second toast
 * (a copied link's) stands beside the first instead of under it.
 */
export const TOASTER_OPTIONS = {
  position: 'top-right',
  closeButton: true,
  duration: 5000,
  richColors: true,
  visibleToasts: 3,
  gap: 14,
  theme: 'light',
  expand: true,
  offset: { top: HEADER_HEIGHT + 12, right: 16 },
  mobileOffset: { top: HEADER_HEIGHT + 8, left: 8, right: 8 },
} as const satisfies ToasterProps;

export function AppToaster() {
  return <Toaster {...TOASTER_OPTIONS} />;
}
