import { Toaster, type ToasterProps } from 'sonner';

/** SPEC §1 and §9: top-right, closable, 5 s, rich colours, 3 visible, gap 14 (width 356 is sonner's default). */
export const TOASTER_OPTIONS = {
  position: 'top-right',
  closeButton: true,
  duration: 5000,
  richColors: true,
  visibleToasts: 3,
  gap: 14,
  theme: 'light',
} as const satisfies ToasterProps;

export function AppToaster() {
  return <Toaster {...TOASTER_OPTIONS} />;
}
