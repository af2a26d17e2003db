// @ts-check
// A stepped canary's plan, checked once wherever it is asked for (`npm run canary -- … --steps
// 5,25,50 --interval 5m`, the release page): the shares it moves through and how long each step is
// analysed before the next. After the last step passes, the candidate is promoted.

/** The units an interval may be written in. */
const UNITS = /** @type {const} */ ({ ms: 1, s: 1000, m: 60_000, h: 3_600_000 });

/**
 * An interval as written (`90s`, `5m`, `1h`, `250ms`) in milliseconds, or an error naming the forms.
 * @param {string} text @returns {number}
 */
export function parseInterval(text) {
  const match = /^(\d+(?:\.\d+)?)(ms|s|m|h)$/.exec(text.trim());
  if (!match) throw new Error(`the interval "${text}" is not a duration: write it as 90s, 5m or 1h`);
  return Math.round(Number(match[1]) * UNITS[/** @type {keyof typeof UNITS} */ (match[2])]);
}

/** An interval as a person writes it: `5m`, `90s`, `1h`, `250ms`. @param {number} ms */
export function formatInterval(ms) {
  for (const unit of /** @type {const} */ (['h', 'm', 's'])) if (ms % UNITS[unit] === 0) return `${ms / UNITS[unit]}${unit}`;
  return `${ms}ms`;
}

/**
 * The shares of a `--steps` list (`5,25,50`), or an error saying what is wrong with them: each a
 * whole number from 1 to 99, rising.
 * @param {string} text @returns {number[]}
 */
export function parseSteps(text) {
  const parts = text.split(',').map((part) => part.trim());
  const steps = parts.map(Number);
  const wrong = parts.find((part, index) => !/^\d+$/.test(part) || steps[index] < 1 || steps[index] > 99);
  if (wrong !== undefined) throw new Error(`each step is a share of visitors from 1 to 99 (the last step is followed by the promotion), not "${wrong}"`);
  if (steps.some((step, index) => index > 0 && step <= steps[index - 1])) throw new Error(`the steps must rise: ${steps.join(', ')}`);
  return steps;
}

/**
 * A stepped canary's plan as the gate takes it: the steps rise within 1–99, the interval is at least
 * the field reports' flush (a shorter one would judge figures not written yet), and `--percent` is
 * not given as well (the first step is the share).
 * @param {{ steps?: number[], intervalMs?: number, percent?: number, flushMs: number }} plan
 * @returns {string | undefined} why the plan is refused
 */
export function refuseSteps({ steps, intervalMs, percent, flushMs }) {
  if (!steps) return intervalMs === undefined ? undefined : 'an interval is for a stepped canary: give --steps as well';
  if (percent !== undefined) return 'give either --percent (a canary that stays at its share) or --steps (one that steps itself up), not both';
  try {
    parseSteps(steps.join(','));
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  if (intervalMs === undefined) return 'a stepped canary needs --interval: how long each step is analysed';
  if (!Number.isFinite(intervalMs) || intervalMs < flushMs) return `the interval must be at least the field reports' flush (${flushMs} ms), not ${intervalMs} ms`;
  return undefined;
}
