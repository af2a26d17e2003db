import { describe, expect, it } from 'vitest';
import { playwrightTimes, timingsReport, vitestTimes } from './timings.mjs';

const playwrightReport = {
  suites: [
    {
      title: 'pages.spec.ts',
      specs: [{ file: 'pages.spec.ts', title: 'top-level', tests: [{ results: [{ duration: 1500 }] }] }],
      suites: [{ title: 'every route', specs: [{ file: 'pages.spec.ts', title: '/about', tests: [{ results: [{ duration: 4000 }] }] }] }],
    },
    { title: 'blog.spec.ts', specs: [{ file: 'blog.spec.ts', title: 'list', tests: [{ results: [{ duration: 500 }] }] }] },
  ],
};

const vitestReport = {
  testResults: [{ name: '/repo/gateway/serve/csp.test.mjs', assertionResults: [{ fullName: 'csp hashes the script', duration: 12 }] }],
};

describe('test timings', () => {
  it("names each Playwright test by its file from the repository and its describe titles, with its results' time", () => {
    expect(playwrightTimes(playwrightReport, 'browser', 'e2e/browser')).toEqual([
      { tier: 'browser', file: 'e2e/browser/pages.spec.ts', title: 'top-level', seconds: 1.5 },
      { tier: 'browser', file: 'e2e/browser/pages.spec.ts', title: 'every route › /about', seconds: 4 },
      { tier: 'browser', file: 'e2e/browser/blog.spec.ts', title: 'list', seconds: 0.5 },
    ]);
  });

  it('reads a vitest report the same way', () => {
    const [time] = vitestTimes(vitestReport, 'unit');
    expect(time).toMatchObject({ tier: 'unit', title: 'csp hashes the script', seconds: 0.012 });
    expect(time.file).toMatch(/gateway\/serve\/csp\.test\.mjs$/);
  });

  it('prints each tier, the slowest tests first and each file by its cost', () => {
    const report = timingsReport(playwrightTimes(playwrightReport, 'browser', 'e2e/browser'), { browser: 7.25 }, { slowest: 2 });
    expect(report).toMatch(/browser\s+7\.3 s\s+6\.0 s\s+3/);
    const slowest = report.split('\n\n')[1].split('\n');
    expect(slowest).toEqual(['The slowest 2 tests:', '      4.0 s  [browser] e2e/browser/pages.spec.ts › every route › /about', '      1.5 s  [browser] e2e/browser/pages.spec.ts › top-level']);
    const files = report.split('\n\n')[2];
    expect(files.indexOf('pages.spec.ts')).toBeLessThan(files.indexOf('blog.spec.ts'));
    expect(files).toContain('5.5 s  [browser] e2e/browser/pages.spec.ts (2)');
  });
});
