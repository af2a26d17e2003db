// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { signPreviewPass } from './previewPass.mjs';
import { bucketAtPoint, canarySide } from './canarySide.mjs';
import { pageComposition, resolveVersionSet, versionSetForPage } from './versionSet.mjs';

const secret = 'a-preview-secret-of-at-least-32-characters';
const live = {
  'mfe-blog': '/remotes/mfe-blog/1.0.0+a/mf-manifest.json',
  'mfe-forms': '/remotes/mfe-forms/1.0.0+a/mf-manifest.json',
};

describe('the version set of a request', () => {
  /** @type {string} */
  let store;
  beforeEach(() => {
    store = mkdtempSync(path.join(tmpdir(), 'versions-'));
    for (const version of ['1.0.0+a', '1.1.0+b']) {
      mkdirSync(path.join(store, 'mfe-blog', version), { recursive: true });
      writeFileSync(path.join(store, 'mfe-blog', version, 'mf-manifest.json'), '{}');
    }
  });

  /** @param {Record<string, string>} cookies @param {Record<string, import('../../store/pointer.mjs').Canary>} [canaries] */
  const resolve = (cookies, canaries = {}, drawBucket = () => bucketAtPoint('mfe-blog', 50)) =>
    resolveVersionSet({ pointer: { remotes: live, releases: {}, canaries }, storeDir: store, cookies, previewSecret: secret, drawBucket });

  it('is the live pointer for a visitor with no cookie and no canary, shareable by any cache', () => {
    expect(resolve({})).toEqual({ remotes: live, buckets: {}, personal: false, split: false });
  });

  it('puts a drafts pass in draft preview: live versions, personal (never cached); a forged one changes nothing', () => {
    const pass = signPreviewPass({ drafts: true, exp: Date.now() + 60_000 }, secret);
    expect(resolve({ site_preview: pass })).toEqual({ remotes: live, buckets: {}, drafts: true, personal: true, split: false });
    const forged = signPreviewPass({ drafts: true, exp: Date.now() + 60_000 }, 'another-secret-of-at-least-32-characters!');
    expect(resolve({ site_preview: forged })).toEqual({ remotes: live, buckets: {}, personal: false, split: false });
    const versionsOnly = signPreviewPass({ remotes: { 'mfe-blog': '1.1.0+b' }, exp: Date.now() + 60_000 }, secret);
    expect(resolve({ site_preview: versionsOnly }).drafts).toBeUndefined();
  });

  it('puts a visitor whose bucket is under the canary share on the candidate, and keeps them there', () => {
    const canaries = { 'mfe-blog': { version: '1.1.0+b', percent: 20, since: '' } };
    const fresh = resolve({}, canaries, () => bucketAtPoint('mfe-blog', 7));
    expect(fresh.newBucket).toBe(bucketAtPoint('mfe-blog', 7));
    expect(fresh.remotes['mfe-blog']).toBe('/remotes/mfe-blog/1.1.0+b/mf-manifest.json');
    expect(fresh.buckets).toEqual({ 'mfe-blog': 'candidate' });
    expect(fresh.split).toBe(true);
    const returning = resolve({ site_bucket: bucketAtPoint('mfe-blog', 7) }, canaries, () => bucketAtPoint('mfe-blog', 99));
    expect(returning.newBucket).toBeUndefined();
    expect(returning.remotes['mfe-blog']).toBe('/remotes/mfe-blog/1.1.0+b/mf-manifest.json');
    const stable = resolve({ site_bucket: bucketAtPoint('mfe-blog', 20) }, canaries);
    expect(stable.remotes['mfe-blog']).toBe(live['mfe-blog']);
    expect(stable.buckets).toEqual({ 'mfe-blog': 'stable' });
  });

  it('names the version and side each canaried remote is served, for the field pass; a previewed remote is no side', () => {
    const canaries = { 'mfe-blog': { version: '1.1.0+b', percent: 20, since: '' } };
    const pointer = { remotes: live, releases: { 'mfe-blog': { live: '1.0.0+a', liveSince: '', history: [] } }, canaries };
    const at = (/** @type {Record<string, string>} */ cookies) => resolveVersionSet({ pointer, storeDir: store, cookies, previewSecret: secret });
    expect(at({ site_bucket: bucketAtPoint('mfe-blog', 7) }).served).toEqual({ 'mfe-blog': ['1.1.0+b', 'candidate'] });
    expect(at({ site_bucket: bucketAtPoint('mfe-blog', 70) }).served).toEqual({ 'mfe-blog': ['1.0.0+a', 'stable'] });
    const preview = signPreviewPass({ remotes: { 'mfe-blog': '1.0.0+a' }, exp: Date.now() + 60_000 }, secret);
    expect(at({ site_bucket: bucketAtPoint('mfe-blog', 7), site_preview: preview }).served).toEqual({});
    expect(resolve({}).served).toBeUndefined();
  });

  it('gives a preview pass holder the previewed versions, for them alone', () => {
    const token = signPreviewPass({ remotes: { 'mfe-blog': '1.1.0+b' }, exp: Date.now() + 60_000 }, secret);
    const set = resolve({ site_preview: token });
    expect(set.remotes).toEqual({ ...live, 'mfe-blog': '/remotes/mfe-blog/1.1.0+b/mf-manifest.json' });
    expect(set.preview).toEqual({ remotes: { 'mfe-blog': '1.1.0+b' } });
    expect(set.personal).toBe(true);
  });

  it('ignores a tampered pass, and a pass for a version or remote that does not exist', () => {
    const token = signPreviewPass({ remotes: { 'mfe-blog': '1.1.0+b' }, exp: Date.now() + 60_000 }, secret);
    expect(resolve({ site_preview: `${token}x` })).toEqual(resolve({}));
    const unknown = signPreviewPass({ remotes: { 'mfe-blog': '9.9.9+gone', '../etc': 'x' }, exp: Date.now() + 60_000 }, secret);
    expect(resolve({ site_preview: unknown })).toEqual(resolve({}));
  });

  it('draws a new bucket for a cookie that is not one', () => {
    const canaries = { 'mfe-blog': { version: '1.1.0+b', percent: 50, since: '' } };
    expect(resolve({ site_bucket: 'a;b' }, canaries, () => 'drawn').newBucket).toBe('drawn');
    expect(resolve({ site_bucket: 'x'.repeat(65) }, canaries, () => 'drawn').newBucket).toBe('drawn');
    expect(resolve({ site_bucket: '42' }, canaries, () => 'drawn').newBucket).toBeUndefined();
  });

  it("draws each remote's side apart: one canary's candidates are not all on the other's candidate side", () => {
    const canaries = { 'mfe-blog': { version: '1.1.0+b', percent: 50, since: '' }, 'mfe-forms': { version: '1.1.0+b', percent: 50, since: '' } };
    const sides = Array.from({ length: 400 }, (_, i) => resolve({ site_bucket: `v${i}` }, canaries).buckets);
    const blogCandidates = sides.filter((side) => side['mfe-blog'] === 'candidate');
    const alsoForms = blogCandidates.filter((side) => side['mfe-forms'] === 'candidate');
    // Independent halves: about half of the blog's candidates are on the forms' candidate side.
    expect(alsoForms.length / blogCandidates.length).toBeGreaterThan(0.35);
    expect(alsoForms.length / blogCandidates.length).toBeLessThan(0.65);
    expect(canarySide(bucketAtPoint('mfe-blog', 49), 'mfe-blog', 50)).toBe('candidate');
    expect(canarySide(bucketAtPoint('mfe-blog', 50), 'mfe-blog', 50)).toBe('stable');
  });

  it("takes the side an edge named over the bucket's, draws no bucket then, and names a side of no canary as stale", () => {
    const canaries = { 'mfe-blog': { version: '1.1.0+b', percent: 5, since: '' } };
    const pointer = { remotes: live, releases: {}, canaries };
    const fromEdge = resolveVersionSet({ pointer, storeDir: store, cookies: { site_bucket: bucketAtPoint('mfe-blog', 90) }, edgeSides: { 'mfe-blog': 'candidate' }, drawBucket: () => 'drawn' });
    expect(fromEdge.buckets).toEqual({ 'mfe-blog': 'candidate' });
    expect(fromEdge.remotes['mfe-blog']).toBe('/remotes/mfe-blog/1.1.0+b/mf-manifest.json');
    expect(fromEdge.newBucket).toBeUndefined();
    expect(fromEdge.edgeSides).toEqual(['mfe-blog']);
    const stale = resolveVersionSet({ pointer: { remotes: live, releases: {} }, storeDir: store, cookies: {}, edgeSides: { 'mfe-blog': 'stable' } });
    expect(stale.staleSides).toEqual(['mfe-blog']);
  });

  it("narrows a set to a page's composition: shared when the edge named every side it composes", () => {
    const canaries = { 'mfe-blog': { version: '1.1.0+b', percent: 5, since: '' } };
    const pointer = { remotes: { ...live, 'mfe-chat': '/remotes/mfe-chat/1/mf-manifest.json' }, releases: {}, canaries };
    expect(pageComposition('mfe-blog/BlogListPage')).toEqual(['mfe-blog', 'mfe-chat']);
    expect(pageComposition(undefined)).toEqual(['mfe-chat']);
    const byEdge = resolveVersionSet({ pointer, storeDir: store, cookies: {}, edgeSides: { 'mfe-blog': 'stable' } });
    const here = resolveVersionSet({ pointer, storeDir: store, cookies: {}, drawBucket: () => bucketAtPoint('mfe-blog', 90) });
    const forms = pageComposition('mfe-forms/ContactPage');
    expect(versionSetForPage(byEdge, pageComposition('mfe-blog/BlogListPage'))).toMatchObject({ remotes: { 'mfe-blog': live['mfe-blog'], 'mfe-chat': '/remotes/mfe-chat/1/mf-manifest.json' }, buckets: { 'mfe-blog': 'stable' }, shared: true });
    expect(versionSetForPage(here, pageComposition('mfe-blog/BlogListPage')).shared).toBe(false);
    // A page without the canaried remote is everyone's, whoever decided the side.
    expect(versionSetForPage(here, forms)).toMatchObject({ remotes: { 'mfe-forms': live['mfe-forms'], 'mfe-chat': '/remotes/mfe-chat/1/mf-manifest.json' }, buckets: {}, shared: true });
    // With no canary, the same narrowed object for the same pointer and page: its cache key is made once.
    const calm = () => resolveVersionSet({ pointer: { remotes: live, releases: {} }, storeDir: store, cookies: {} });
    expect(versionSetForPage(calm(), forms).remotes).toBe(versionSetForPage(calm(), forms).remotes);
  });
});
