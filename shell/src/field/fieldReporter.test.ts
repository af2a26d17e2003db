import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseBeacon } from '@site/shared/field/beacon.mjs';
import { reportFieldMount, startFieldReporter, reportFieldVital } from './fieldReporter';
import { setFieldPointer } from './fieldTags';
import { reportLoadFailure, reportPageError } from './loadFailures';
import { reachStage } from './loadStages';

const sent: string[] = [];

/** The beacons sent so far, parsed and checked against the gateway's schema. */
function beacons() {
  return sent.map((body) => {
    const parsed = parseBeacon(JSON.parse(body));
    if (!parsed.ok) throw new Error(parsed.reason);
    return parsed.beacon;
  });
}

const leavePage = () => window.dispatchEvent(new Event('pagehide'));

describe('the field reporter', () => {
  beforeEach(() => {
    sent.length = 0;
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: vi.fn((_url: string, body: string) => (sent.push(body), true)) });
    window.history.replaceState({}, '', '/blog/cmmi-level-3?q=jane.doe%40example.com&utm_source=mail');
    setFieldPointer(
      { 'mfe-blog': '/remotes/mfe-blog/1.5.0+8be01d4/mf-manifest.json', 'mfe-chat': '/remotes/mfe-chat/1.0.0+a/mf-manifest.json' },
      { 'mfe-blog': 'candidate' },
    );
    startFieldReporter();
  });
  afterEach(() => window.history.replaceState({}, '', '/'));

  it('sends what went wrong when the page is left, tagged with route pattern, remote, version and canary side, and nothing of the URL', () => {
    reportPageError('mfe-blog', new Error('Cannot read properties of undefined (jane.doe@example.com)'));
    expect(sent).toEqual([]);
    leavePage();
    const [beacon] = beacons();
    expect(beacon.reports).toEqual([{ type: 'error', route: '/blog/:slug', remote: 'mfe-blog', version: '1.5.0+8be01d4', bucket: 'candidate', error: 'render' }]);
    expect(beacon.session).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(sent[0]).not.toMatch(/jane|example\.com|cmmi-level-3|utm_source|Cannot read/);
  });

  it('names the stage a remote failed to load at, and does not count the same failure again as the page’s', () => {
    const failure = new Error('mfe-chat/ChatWidget did not load within 5000 ms');
    reachStage('mfe-chat', 'entry');
    reportLoadFailure('mfe-chat', failure);
    reportPageError('mfe-chat', failure);
    leavePage();
    expect(beacons()[0].reports).toEqual([{ type: 'error', route: '/blog/:slug', remote: 'mfe-chat', version: '1.0.0+a', bucket: 'none', error: 'entry' }]);
  });

  it('sends each vital once, with the session id the tab keeps', () => {
    reportFieldVital('mfe-blog', '/blog/cmmi-level-3', 'LCP', 1234.4, 'v1-lcp');
    reportFieldVital('mfe-blog', '/blog/cmmi-level-3', 'LCP', 1500, 'v1-lcp');
    reportFieldVital('mfe-blog', '/blog/cmmi-level-3', 'CLS', 0.123456, 'v1-cls');
    window.dispatchEvent(new Event('visibilitychange'));
    expect(sent).toEqual([]); // still visible: nothing leaves
    leavePage();
    const [beacon] = beacons();
    expect(beacon.reports.map((report) => (report.type === 'vital' ? [report.name, report.value] : []))).toEqual([
      ['LCP', 1234],
      ['CLS', 0.1235],
    ]);
    expect(beacon.session).toBe(sessionStorage.getItem('site_field_session'));
  });

  it('makes each page load that mounts the chat widget a session of its side, once, with or without an error', () => {
    reportFieldMount('mfe-chat');
    reportFieldMount('mfe-chat');
    leavePage();
    expect(beacons()[0].reports).toEqual([{ type: 'mount', route: '/blog/:slug', remote: 'mfe-chat', version: '1.0.0+a', bucket: 'none' }]);
  });
});
