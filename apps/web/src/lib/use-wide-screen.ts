import { useMediaQuery } from '@mantine/hooks';

/** The theme's 'md' (64em, 1024 px): from here the sidebar stays and tables show; below, rows become cards. */
export const WIDE_SCREEN_QUERY = '(min-width: 64em)';

/** Whether the window is wide enough for the full tables; read at once so the first paint is the right one. */
export function useIsWideScreen(): boolean {
  return useMediaQuery(WIDE_SCREEN_QUERY, true, { getInitialValueInEffect: false });
}
