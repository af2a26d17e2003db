import { createTheme, type MantineColorsTuple } from '@mantine/core';

// The firm's deep indigo. Shades 7 (light) and 8 (dark) keep white text above 4.5:1 on filled buttons.
const brand: MantineColorsTuple = [
  '#edf0ff', '#d9ddff', '#b0b8f6', '#8591ef', '#6270e9', '#4c5ae6', '#3f4fe5', '#3141cc', '#2839b7', '#1c30a2',
];

export const mantineTheme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 8 },
  colors: { brand },
  fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'Inter, "Segoe UI", system-ui, -apple-system, Roboto, Arial, sans-serif', fontWeight: '700' },
  defaultRadius: 'md',
  breakpoints: { xs: '30em', sm: '48em', md: '64em', lg: '74em', xl: '90em' },
});

/** The mobile breakpoint of the spec, 768 px, as a media query for `useMediaQuery`. */
export const mobileQuery = '(max-width: 767.98px)';
