import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseBeacon } from '@site/shared/field/beacon.mjs';
import { reportFieldError, reportFieldMount, reportFieldVital, startFieldReporter } from './fieldBeacons';
import { setFieldPointer } from './fieldTags';
import { reportLoadFailure, reportPageError } from './loadFailures';
import { reachStage } from './loadStages';
import { startFieldReporter as startReporting } from './fieldReporter';

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

const path = '/blog/cmmi-level-3';

describe('the field reporter', () => {
  beforeEach(async () => {
    sent.length = 0;
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: vi.fn((_url: string, body: string) => (sent.push(body), true)) });
    window.history.replaceState({}, '', '/blog/cmmi-level-3?q=jane.doe%40example.com&utm_source=mail');
    setFieldPointer(
      { 'mfe-blog': '/remotes/mfe-blog/1.5.0+8be01d4/mf-manifest.json', 'mfe-chat': '/remotes/mfe-chat/1.0.0+a/mf-manifest.json' },
      { 'mfe-blog': 'candidate' },
    );
    startFieldReporter();
    // What the rest of the shell reports through: it has loaded this file, so its reports reach it at once.
    await startReporting(Promise.resolve());
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
    reportFieldVital('mfe-blog', path, 'LCP', 1234.4, 'v1-lcp');
    reportFieldVital('mfe-blog', path, 'LCP', 1500, 'v1-lcp');
    reportFieldVital('mfe-blog', path, 'CLS', 0.123456, 'v1-cls');
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
    reportFieldMount('mfe-chat', path);
    reportFieldMount('mfe-chat', path);
    leavePage();
    expect(beacons()[0].reports).toEqual([{ type: 'mount', route: '/blog/:slug', remote: 'mfe-chat', version: '1.0.0+a', bucket: 'none' }]);
  });

  it('drops a report the gateway would refuse, so the rest of its batch still arrives', () => {
    // A version folder the gateway never publishes, a remote that is not the site's, vitals past the schema's bounds.
    setFieldPointer({ 'mfe-forms': '/remotes/mfe-forms/2.0 beta!/mf-manifest.json', 'mfe-nope': '/remotes/mfe-nope/1.0.0/mf-manifest.json' });
    reportFieldError('mfe-forms', 'render', path);
    reportFieldError('mfe-nope', 'render', path);
    reportFieldVital('mfe-blog', path, 'LCP', 700_000, 'v2-lcp');
    reportFieldVital('mfe-blog', path, 'CLS', 150, 'v2-cls');
    reportFieldVital('mfe-blog', path, 'FCP', 812.3, 'v2-fcp');
    leavePage();
    expect(beacons()[0].reports).toEqual([{ type: 'vital', route: '/blog/:slug', remote: 'mfe-blog', version: '1.5.0+8be01d4', bucket: 'candidate', name: 'FCP', value: 812 }]);
  });
});
