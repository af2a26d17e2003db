import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

// The firm's deep indigo. Shades 7 (light) and 8 (dark) keep white text above 4.5:1 on filled buttons.
const brand: MantineColorsTuple = [
  '#edf0ff', '#d9ddff', '#b0b8f6', '#8591ef', '#6270e9', '#4c5ae6', '#3f4fe5', '#3141cc', '#2839b7', '#1c30a2',
];

/**
 * Text colours of each scheme, chosen so text passes WCAG AA (4.5:1) on every surface the site paints:
 * light — white, gray-0/1/2 sections, brand-0/1 tints; dark — dark-5 (raised cards) to dark-9.
 * Every remote uses them through `c="dimmed"`, `c="brand"`, `Anchor`, outline buttons and
 * `var(--mantine-color-dimmed)`, so contrast holds by design instead of by per-component fixes.
 */
export const schemeTextColors = {
  light: {
    /** 5.1:1 on gray-2, 6.1:1 on white (Mantine's gray-6 is 3.3:1 on white). */
    dimmed: '#5c636a',
    /** red-9: 5.1:1 on red-0 (red-6 is 3.3:1 on white). */
    error: '#c92a2a',
    /** A shade under teal-9 (4.5:1 on gray-2 would need it). */
    success: '#067452',
  },
  dark: {
    /** dark-1: 5.6:1 on dark-5, 7.8:1 on the body (dark-2 is 2.9:1 on dark-5). */
    dimmed: '#b8b8b8',
    /** brand-2 for links and brand-coloured text: 5.9:1 on dark-5 (brand-4 is 2.7:1). */
    brandText: '#b0b8f6',
    /** red-4: 4.8:1 on dark-5. */
    error: '#ff8787',
    success: '#38d9a9',
  },
} as const;

// Pure: a page file that only takes `mobileQuery` from here leaves the theme out.
export const mantineTheme = /* @__PURE__ */ createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 8 },
  colors: { brand },
  fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, Arial, sans-serif', fontWeight: '700' },
  defaultRadius: 'md',
  // Accordions, collapses and transitions open at once for visitors who ask for less motion.
  respectReducedMotion: true,
  breakpoints: { xs: '30em', sm: '48em', md: '64em', lg: '74em', xl: '90em' },
});

/**
 * Overrides Mantine's scheme variables with `schemeTextColors` (pass it to every `MantineProvider`
 * beside `mantineTheme`). In dark, Mantine draws brand text, links and outline buttons in shade 4,
 * too dark on dark surfaces; they take the light brand tint instead, while filled buttons keep shade 8.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': schemeTextColors.light.dimmed,
    '--mantine-color-error': schemeTextColors.light.error,
    '--mantine-color-success': schemeTextColors.light.success,
  },
  dark: {
    '--mantine-color-dimmed': schemeTextColors.dark.dimmed,
    '--mantine-color-error': schemeTextColors.dark.error,
    '--mantine-color-success': schemeTextColors.dark.success,
    '--mantine-color-anchor': schemeTextColors.dark.brandText,
    '--mantine-color-brand-text': schemeTextColors.dark.brandText,
    '--mantine-color-brand-outline': schemeTextColors.dark.brandText,
  },
});

/** The mobile breakpoint of the spec, 768 px, as a media query for `useMediaQuery`. */
export const mobileQuery = '(max-width: 767.98px)';
