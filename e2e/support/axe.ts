import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.1 A and AA, as axe-core tags its rules. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The rules whose findings depend on the colours a theme sets. Every other rule reads the same DOM in
 * both themes, which `E2E_AXE_DARK=full` proves on every route (browser/pages.spec.ts).
 */
export const themeRules = ['color-contrast', 'link-in-text-block'];

/**
 * What axe-core (WCAG 2.1 A/AA) finds on the page as it is: one line per violated rule with the
 * elements it names, so a failure says what to fix. `rules` narrows it to those rules. The embedded
 * map is a third-party document the site cannot change.
 */
export async function axeFindings(page: Page, { rules }: { rules?: string[] } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(wcagTags).exclude('iframe[src*="maps"]');
  const { violations } = await (rules ? builder.withRules(rules) : builder).analyze();
  return violations.map((violation) => {
    const targets = violation.nodes.slice(0, 6).map((node) => `${node.target.join(' ')}${node.any[0]?.message ? ` (${node.any[0].message})` : ''}`);
    return `${violation.id} ×${violation.nodes.length}: ${targets.join(' | ')}`;
  });
}
