// @vitest-environment node
// @ts-check
import { describe, expect, it } from 'vitest';
import { DEFAULT_FIELD_CONFIG } from '../../store/fieldConfig.mjs';
import { emptySummary } from '../../store/serverFigures.mjs';
import { analyseCanary } from './canaryAnalysis.mjs';

/**
 * A side's figures: `sessions` browser sessions with `errorSessions` erring, `answers` page answers
 * with `failed` failed renders, LCP and INP p75 and render p95 over `samples` each.
 * @param {string} version @param {{ sessions?: number, errorSessions?: number, render?: number, answers?: number, failed?: number, lcp?: number, inp?: number, p95?: number, samples?: number }} figures
 */
function side(version, { sessions = 40, errorSessions = 0, render = 0, answers = 40, failed = 0, lcp = 1000, inp = 100, p95 = 50, samples = 40 } = {}) {
  const summary = emptySummary('mfe-blog', version);
  Object.assign(summary, { sessions, errorSessions, errorRate: sessions ? errorSessions / sessions : 0 });
  summary.errorRates.render = render;
  summary.p75 = { LCP: lcp, INP: inp };
  summary.samples = { LCP: samples, INP: samples };
  summary.server = { requests: answers, failed, overBudget: 0, failureRate: answers ? failed / answers : 0, renders: samples, p95 };
  return summary;
}

const analyse = (/** @type {ReturnType<typeof side>} */ candidate, /** @type {ReturnType<typeof side>} */ stable, config = DEFAULT_FIELD_CONFIG) =>
  analyseCanary({ remote: 'mfe-blog', candidate, stable, config, refused: 3 });
const statusOf = (/** @type {ReturnType<typeof analyse>} */ analysis, /** @type {string} */ name) => analysis.checks.find((check) => check.name === name)?.status;

describe('a canary analysis', () => {
  it('passes a candidate like its stable version on every check, with their samples', () => {
    const analysis = analyse(side('1.1.0+b'), side('1.0.0+a'));
    expect(analysis.status).toBe('pass');
    expect(analysis.checks.map((check) => [check.name, check.status])).toEqual([
      ['browser errors', 'pass'],
      ['server render failures', 'pass'],
      ['LCP p75', 'pass'],
      ['INP p75', 'pass'],
      ['server render p95', 'pass'],
    ]);
  });

  it('fails on browser errors beyond the margin, with the figures first in the reason', () => {
    const analysis = analyse(side('1.1.0+b', { sessions: 20, errorSessions: 6, render: 0.3 }), side('1.0.0+a', { errorSessions: 2 }));
    expect(analysis.status).toBe('fail');
    expect(analysis.reason).toMatch(/^browser errors: candidate exceeds stable by 25\.0 %/);
    expect(analysis.reason).toContain('1.1.0+b: 30.0 % (6 of 20 sessions; render 30.0 %)');
    expect(analysis.reason).toContain('3 reports refused');
  });

  it('fails on server render failures alone, when browsers report nothing wrong', () => {
    const analysis = analyse(side('1.1.0+b', { answers: 30, failed: 10 }), side('1.0.0+a', { answers: 60 }));
    expect(analysis.status).toBe('fail');
    expect(statusOf(analysis, 'browser errors')).toBe('pass');
    expect(analysis.reason).toMatch(/^server render failures: candidate exceeds stable by 33\.3 %.*1\.1\.0\+b: 33\.3 % \(10 of 30 answers\)/);
  });

  it('fails on LCP or INP worse by more than both the ratio and the milliseconds, not by one of them', () => {
    expect(statusOf(analyse(side('b', { lcp: 2000 }), side('a', { lcp: 1000 })), 'LCP p75')).toBe('fail');
    // 150 ms worse on 1 s: 15 %, under both bounds; 250 ms on 2 s: 12.5 %, over the milliseconds only.
    expect(statusOf(analyse(side('b', { lcp: 1150 }), side('a', { lcp: 1000 })), 'LCP p75')).toBe('pass');
    expect(statusOf(analyse(side('b', { lcp: 2250 }), side('a', { lcp: 2000 })), 'LCP p75')).toBe('pass');
    expect(statusOf(analyse(side('b', { inp: 200 }), side('a', { inp: 100 })), 'INP p75')).toBe('fail');
    expect(statusOf(analyse(side('b', { p95: 400 }), side('a', { p95: 50 })), 'server render p95')).toBe('fail');
  });

  it('waits while a check lacks samples on either side, and never passes then; a failed check fails anyway', () => {
    const waiting = analyse(side('b', { samples: 19 }), side('a'));
    expect(waiting.status).toBe('wait');
    expect(statusOf(waiting, 'LCP p75')).toBe('wait');
    expect(waiting.reason).toContain('LCP p75: not enough samples yet');
    expect(analyse(side('b', { samples: 19, answers: 30, failed: 10 }), side('a')).status).toBe('fail');
  });

  it('takes a remote\'s own settings over the configured ones', () => {
    const config = { ...DEFAULT_FIELD_CONFIG, remoteChecks: { 'mfe-blog': { lcp: { minSamples: 5, ratio: 1, ms: 2000 } } } };
    expect(statusOf(analyse(side('b', { lcp: 2000, samples: 5 }), side('a', { samples: 5 }), config), 'LCP p75')).toBe('pass');
    expect(statusOf(analyse(side('b', { samples: 5 }), side('a', { samples: 5 }), config), 'INP p75')).toBe('wait');
  });
});
