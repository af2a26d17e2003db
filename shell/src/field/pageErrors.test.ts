import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseBeacon } from '@site/shared/field/beacon.mjs';
import { startFieldReporter } from './fieldReporter';
import { setFieldPointer } from './fieldTags';
import { reportPageError } from './loadFailures';
import { firstScriptInStack, remoteOfScript, watchPageErrors } from './pageErrors';

const sent: string[] = [];
/** The error reports sent so far, as [remote, kind]. */
function errors() {
  return sent.flatMap((body) => {
    const parsed = parseBeacon(JSON.parse(body));
    if (!parsed.ok) throw new Error(parsed.reason);
    return parsed.beacon.reports.flatMap((report) => (report.type === 'error' ? [[report.remote, report.error, report.bucket]] : []));
  });
}
const leavePage = () => window.dispatchEvent(new Event('pagehide'));
const origin = () => window.location.origin;
/** An error thrown in a file at `path` of this site (its stack names the file, as Chromium's does). */
function thrownIn(path: string, message = 'boom') {
  const error = new Error(message);
  error.stack = `Error: ${message}\n    at onClick (${origin()}${path}:1:2345)\n    at HTMLButtonElement.dispatch (${origin()}/index.1a2b3c4d.js:2:10)`;
  return error;
}
const uncaught = (error: Error, filename = '') => window.dispatchEvent(new ErrorEvent('error', { error, filename, message: error.message }));
const rejected = (reason: unknown) => window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));

describe('browser errors from anywhere on the page', () => {
  let hydrated: () => void = () => {};
  let stop = () => {};
  beforeEach(async () => {
    sent.length = 0;
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: vi.fn((_url: string, body: string) => (sent.push(body), true)) });
    window.history.replaceState({}, '', '/blog');
    setFieldPointer(
      { 'mfe-blog': '/remotes/mfe-blog/1.5.0+8be01d4/mf-manifest.json', 'mfe-forms': '/remotes/mfe-forms/2.0.0+c/mf-manifest.json', 'mfe-chat': '/remotes/mfe-chat/1.0.0+a/mf-manifest.json' },
      { 'mfe-blog': 'candidate' },
    );
    // The reporter loaded (as after hydration), so each report reaches it at once.
    await startFieldReporter(Promise.resolve());
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    hydrated();
  });

  it('counts a throw in a click handler of a remote, once per page load, against that remote and its side', () => {
    vi.useFakeTimers();
    stop = watchPageErrors({ routed: 'mfe-blog', hydrated: new Promise((resolve) => (hydrated = resolve)) });
    uncaught(thrownIn('/remotes/mfe-chat/1.0.0+a/src_ChatWidget.js'));
    uncaught(thrownIn('/remotes/mfe-chat/1.0.0+a/src_ChatWidget.js', 'again'));
    // A rejection nobody handled, in the blog's own file.
    rejected(thrownIn('/remotes/mfe-blog/1.5.0+8be01d4/__federation_expose_BlogListPage.js'));
    leavePage();
    expect(errors()).toEqual([
      ['mfe-chat', 'script', 'none'],
      ['mfe-blog', 'script', 'candidate'],
    ]);
  });

  it("counts nothing of another origin's script, a failed image, or an error a boundary already reported", () => {
    vi.useFakeTimers();
    window.history.replaceState({}, '', '/contact');
    stop = watchPageErrors({ routed: 'mfe-forms', hydrated: new Promise((resolve) => (hydrated = resolve)) });
    const extension = new Error('extension');
    extension.stack = 'Error: extension\n    at x (chrome-extension://abc/content.js:1:1)';
    uncaught(extension, 'chrome-extension://abc/content.js');
    const foreign = new Error('ads');
    foreign.stack = 'Error: ads\n    at y (https://ads.example/tag.js:1:1)';
    rejected(foreign);
    window.dispatchEvent(new Event('error'));
    const caught = thrownIn('/remotes/mfe-forms/2.0.0+c/page.js');
    reportPageError('mfe-forms', caught);
    // React's root reports what it caught to the browser too (`reportError`): counted once, as the page's.
    uncaught(caught);
    leavePage();
    expect(errors()).toEqual([['mfe-forms', 'render', 'none']]);
  });

  it("charges the shell's own files to the routed page's remote", () => {
    vi.useFakeTimers();
    window.history.replaceState({}, '', '/get-quote');
    stop = watchPageErrors({ routed: 'mfe-forms', hydrated: new Promise((resolve) => (hydrated = resolve)) });
    rejected(thrownIn('/index.1a2b3c4d.js'));
    leavePage();
    expect(errors()).toEqual([['mfe-forms', 'script', 'none']]);
  });

  it('reports a shown page not hydrated within the bound, and not one that hydrated', async () => {
    vi.useFakeTimers();
    window.history.replaceState({}, '', '/faq');
    setFieldPointer({ 'mfe-services': '/remotes/mfe-services/3.0.0+d/mf-manifest.json' });
    stop = watchPageErrors({ routed: 'mfe-services', hydrated: new Promise(() => {}), boundMs: 15_000 });
    await vi.advanceTimersByTimeAsync(15_000);
    leavePage();
    expect(errors()).toEqual([['mfe-services', 'unhydrated', 'none']]);

    stop();
    sent.length = 0;
    window.history.replaceState({}, '', '/about');
    setFieldPointer({ 'mfe-marketing': '/remotes/mfe-marketing/1.0.0+e/mf-manifest.json' });
    stop = watchPageErrors({ routed: 'mfe-marketing', hydrated: Promise.resolve(), boundMs: 15_000 });
    await vi.advanceTimersByTimeAsync(15_000);
    leavePage();
    expect(errors()).toEqual([]);
  });

  it('finds the file in a stack trace as Chromium and Firefox write it, and the remote a file is of', () => {
    expect(firstScriptInStack('Error: x\n    at f (https://site.example/remotes/mfe-blog/1.0.0/a.js:1:2)')).toBe('https://site.example/remotes/mfe-blog/1.0.0/a.js');
    expect(firstScriptInStack('f@https://site.example/main.8c1d.js:3:4\n')).toBe('https://site.example/main.8c1d.js');
    expect(firstScriptInStack(undefined)).toBeUndefined();
    expect(remoteOfScript(`${origin()}/remotes/mfe-nope/1.0.0/a.js`, 'mfe-blog')).toBeUndefined();
    expect(remoteOfScript(`${origin()}/remotes/mfe-blog/1.0.0/a.js`, 'mfe-forms')).toBe('mfe-blog');
    expect(remoteOfScript('https://elsewhere.example/a.js', 'mfe-forms')).toBeUndefined();
  });
});
