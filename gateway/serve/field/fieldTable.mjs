// @ts-check
// The field figures as release managers read them: `npm run remotes` and `npm run bench` print this
// table (the release page can show the same rows).

/** The columns of the table. */
export const FIELD_HEADER = ['remote', 'version', 'sessions', 'error rate', 'errors by kind', 'p75 LCP', 'p75 INP', 'p75 CLS', 'p75 FCP', 'p75 TTFB'];

/** @param {number | undefined} value */
const ms = (value) => (value === undefined ? '-' : `${Math.round(value)} ms`);

/**
 * One row per (remote, version): sessions, the share of them with an error (and by kind), and the
 * p75 of each vital (`-` where none was reported, e.g. INP without an interaction).
 * @param {import('../../store/files/fieldStore.mjs').VersionSummary[]} summaries
 * @returns {string[][]}
 */
export function fieldRows(summaries) {
  return summaries.map((row) => [
    row.remote,
    row.version,
    String(row.sessions),
    `${(row.errorRate * 100).toFixed(1)} %`,
    Object.entries(row.errorRates)
      .filter(([, rate]) => rate > 0)
      .map(([kind, rate]) => `${kind} ${(rate * 100).toFixed(1)} %`)
      .join(', ') || '-',
    ms(row.p75.LCP),
    ms(row.p75.INP),
    row.p75.CLS === undefined ? '-' : row.p75.CLS.toFixed(3),
    ms(row.p75.FCP),
    ms(row.p75.TTFB),
  ]);
}

/**
 * A remote's refused reports as one phrase (`30 not served, 2 unknown version`), or undefined when none.
 * @param {Record<string, number> | undefined} byReason reason -> reports (`refusedReports`)
 */
export function refusedText(byReason) {
  const parts = Object.entries(byReason ?? {}).map(([reason, count]) => `${count} ${reason}`);
  return parts.length ? parts.join(', ') : undefined;
}
