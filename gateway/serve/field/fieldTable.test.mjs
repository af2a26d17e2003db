// @vitest-environment node
// @ts-check
import { describe, expect, it } from 'vitest';
import { FIELD_HEADER, fieldRows } from './fieldTable.mjs';

describe('the field table of npm run remotes and npm run bench', () => {
  it('shows sessions, error rate with its kinds and the p75 of each vital per version, a dash where none arrived', () => {
    const rows = fieldRows([
      {
        remote: 'mfe-blog',
        version: '1.1.0+b',
        sessions: 20,
        errorSessions: 6,
        errorRate: 0.3,
        errorRates: { manifest: 0, entry: 0, chunk: 0.05, render: 0.25, hydration: 0 },
        p75: { LCP: 1834.6, CLS: 0.0412, FCP: 900, TTFB: 120.2 },
        samples: { LCP: 20, CLS: 20, FCP: 20, TTFB: 20 },
      },
    ]);
    expect(FIELD_HEADER).toHaveLength(rows[0].length);
    expect(rows).toEqual([['mfe-blog', '1.1.0+b', '20', '30.0 %', 'chunk 5.0 %, render 25.0 %', '1835 ms', '-', '0.041', '900 ms', '120 ms']]);
  });
});
