import type { Theme } from '@eos/domain';
import { BREAKPOINTS } from '@eos/domain';
import {
  type CSSVariablesResolver,
  createTheme,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import i18n from './i18n';

// A deeper orange than Mantine's own: shade 7 (#c2410c) keeps white button text above 4.5:1 contrast.
const eosOrange: MantineColorsTuple = [
  '#fff7ed',
  '#ffedd5',
  '#fed7aa',
  '#fdba74',
  '#fb923c',
  '#f97316',
  '#ea580c',
  '#c2410c',
  '#9a3412',
  '#7c2d12',
];

const em = (px: number) => `${px / 16}em`;

/** The spec's breakpoints (sm 576 … xl 1200), so `visibleFrom="sm"` means the same as the spec's sm. */
const breakpoints = {
  xs: em(400),
  sm: em(BREAKPOINTS.sm),
  md: em(BREAKPOINTS.md),
  lg: em(BREAKPOINTS.lg),
  xl: em(BREAKPOINTS.xl),
};

const base: MantineThemeOverride = {
  colors: { eosOrange },
  breakpoints,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // Every modal's and toast's X button needs a name for screen readers (axe: button-name). Plain
    // objects, not Modal.extend(): the theme is in the first chunk, the components load with their pages.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': i18n.t('CLOSE') } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': i18n.t('CLOSE') } } },
  },
};

/** The user's theme (002 §9: default orange, dark, light) as a Mantine theme and a colour scheme. */
export function themeFor(theme: Theme | undefined): { theme: MantineThemeOverride; scheme: 'light' | 'dark' } {
  switch (theme) {
    case 'dark':
      return { theme: createTheme({ ...base, primaryColor: 'eosOrange', primaryShade: 7 }), scheme: 'dark' };
    case 'light':
      // Neutral primary: near-black buttons on a light page.
      return {
        theme: createTheme({ ...base, primaryColor: 'dark', primaryShade: { light: 7, dark: 4 } }),
        scheme: 'light',
      };
    default:
      return { theme: createTheme({ ...base, primaryColor: 'eosOrange', primaryShade: 7 }), scheme: 'light' };
  }
}

/**
 * Mantine's dimmed grey (gray.6) reads 3.3:1 on white, below WCAG AA; gray.7 keeps secondary text
 * quiet and above 4.5:1. Its form error red (red.6) reads 3.3:1 too; red.9 reads above 5:1. The dark
 * scheme's colours already pass.
 */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': theme.colors.gray[7] ?? '#495057',
    '--mantine-color-error': theme.colors.red[9] ?? '#c92a2a',
  },
  dark: {},
});
