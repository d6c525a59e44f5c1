import {
  createTheme,
  darken,
  DEFAULT_THEME,
  type ComboboxProps,
  type CSSVariablesResolver,
  type LoaderProps,
  type MantineColorsTuple,
  type PaginationProps,
  type TableScrollContainerProps,
} from '@mantine/core';

/** Calm state-government navy, from lightest to darkest; shade 8 is the primary. */
const navy: MantineColorsTuple = [
  '#edf2f9',
  '#d9e2ef',
  '#b0c3df',
  '#84a2cf',
  '#6087c2',
  '#4a76ba',
  '#3d6db8',
  '#2f5ca2',
  '#264f90',
  '#1a3d70',
];

const PAGINATION_CONTROL_NAMES = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: 8,
  colors: { navy },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  headings: { fontWeight: '700' },
  // SPEC §9 breakpoints 640, 768, 1024 px (the same values are given to postcss in vite.config.ts).
  breakpoints: { xs: '40em', sm: '48em', md: '64em', lg: '75em', xl: '88em' },
  // Plain defaults, not Component.extend(): importing the components here would put them (and the
  // floating-ui they bring) into the first load of every page, sign-in included.
  components: {
    // Mantine keeps a closed Select's list in the page and places it with floating-ui at first draw (A&C's
    // six filters cost ~50 ms of its first screen); the list is drawn when opened instead. The box's
    // aria-controls is set only while the list is open, so nothing points at a list that is not there.
    Combobox: { defaultProps: { keepMounted: false } satisfies Partial<ComboboxProps> },
    // A spinner is a live status: the role lets its aria-label ('Loading') be read (axe aria-prohibited-attr).
    Loader: { defaultProps: { role: 'status' } satisfies Partial<LoaderProps> },
    // The arrow buttons draw only an icon: name them (axe button-name).
    Pagination: {
      defaultProps: {
        getControlProps: (control) => ({ 'aria-label': PAGINATION_CONTROL_NAMES[control] }),
      } satisfies Partial<PaginationProps>,
    },
    // A table that scrolls sideways must be reachable by keyboard to scroll it (axe scrollable-region-focusable).
    TableScrollContainer: {
      defaultProps: {
        scrollAreaProps: { viewportProps: { tabIndex: 0 } },
      } satisfies Partial<TableScrollContainerProps>,
    },
  },
});

/**
 * Coloured text (`c="red"`) and the light variant's text (badges, alerts) use Mantine's shade 6-9, which
 * axe finds below WCAG AA (4.5:1) on white, grey and their own light background for orange, yellow,
 * green, teal, lime and red. A darker shade 9 passes for every palette (5:1 or more on shade 1).
 */
function readableTextColors(): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
    if (name === 'dark' || name === 'gray') continue;
    const readable = darken(shades[9], 0.3);
    variables[`--mantine-color-${name}-text`] = readable;
    variables[`--mantine-color-${name}-light-color`] = readable;
  }
  return variables;
}

/** Mantine's default dimmed and placeholder greys are below WCAG AA on white; these reach 4.6:1 and more. */
export const resolveCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-placeholder': '#6b7178',
    ...readableTextColors(),
  },
  dark: {},
});
