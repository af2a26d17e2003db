// @ts-check
// The render budget, in one place for the gateway that serves pages (`serve/ssr/composer.mjs`) and the
// pre-flight that judges a candidate's pages before any visitor (`release/preflight.mjs`): a render
// judged with more time than production gives it would pass where visitors get the page left for the
// browser.

/** How long one page's server render may take before the browser is left to render it. */
export const DEFAULT_RENDER_BUDGET_MS = 1000;

/**
 * Production's render budget as the environment sets it (`RENDER_BUDGET_MS`), else the default.
 * @param {NodeJS.ProcessEnv} env @returns {number}
 */
export function renderBudgetFromEnv(env) {
  const text = env.RENDER_BUDGET_MS;
  if (text === undefined || text === '') return DEFAULT_RENDER_BUDGET_MS;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`RENDER_BUDGET_MS must be a number of ms > 0 (default ${DEFAULT_RENDER_BUDGET_MS}), not "${text}"`);
  return value;
}
