import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

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
});

/** Mantine's default dimmed grey is below WCAG AA contrast on white; this one reaches about 6:1. */
export const resolveCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a' },
  dark: {},
});
