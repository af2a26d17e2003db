import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, mantineTheme, schemeTextColors } from './mantineTheme';

const luminance = (hex: string) => {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

const { gray, dark } = DEFAULT_THEME.colors;
const brand = mantineTheme.colors!.brand!;
// Every background text sits on: page, sections, cards, tints.
const lightSurfaces = ['#ffffff', gray[0], gray[1], gray[2], brand[0]];
const darkSurfaces = [dark[5], dark[6], dark[7], dark[8], dark[9]];

describe('theme text colours pass WCAG AA (4.5:1) on every surface', () => {
  it.each(Object.entries(schemeTextColors.light))('light %s', (_, colour) => {
    for (const surface of lightSurfaces) expect(contrast(colour, surface)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.entries(schemeTextColors.dark))('dark %s', (_, colour) => {
    for (const surface of darkSurfaces) expect(contrast(colour, surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('primary shades keep white text readable on filled buttons and brand text readable in light', () => {
    const shades = mantineTheme.primaryShade as { light: number; dark: number };
    expect(contrast('#ffffff', brand[shades.light])).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#ffffff', brand[shades.dark])).toBeGreaterThanOrEqual(4.5);
    for (const surface of lightSurfaces) expect(contrast(brand[shades.light], surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('the resolver gives Mantine those colours for dimmed text, links and brand text', () => {
    const resolved = cssVariablesResolver({ ...DEFAULT_THEME, ...mantineTheme } as never);
    expect(resolved.light['--mantine-color-dimmed']).toBe(schemeTextColors.light.dimmed);
    expect(resolved.dark['--mantine-color-dimmed']).toBe(schemeTextColors.dark.dimmed);
    expect(resolved.dark['--mantine-color-anchor']).toBe(schemeTextColors.dark.brandText);
    expect(resolved.dark['--mantine-color-brand-text']).toBe(schemeTextColors.dark.brandText);
  });
});
