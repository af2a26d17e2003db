// @vitest-environment node
// @ts-check
import { spawn } from 'node:child_process';
import { copyFile, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@sanity/client';
import { isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentService } from '../createContentService.mjs';
import { parseNdjson } from '../dataset.mjs';

const seedPath = fileURLToPath(new URL('../../dataset/production.ndjson', import.meta.url));
const imagesDir = fileURLToPath(new URL('../../dataset/images', import.meta.url));
const WRITE_TOKEN = 'test-write-token-0123456789';
const READ_TOKEN = 'test-read-token-0123456789';
const WEBHOOK_SECRET = 'test-webhook-secret';

/** @type {string} */
let dir;
/** @type {string} */
let datasetPath;
/** @type {import('fastify').FastifyInstance} */
let app;
/** @type {string} */
let baseUrl;
/** Webhook deliveries the service sent: raw body and whether its signature checks out. */
const deliveries = /** @type {{ body: any; valid: boolean }[]} */ ([]);
/** @type {import('node:http').Server} */
let hookServer;

/** @param {Partial<import('@sanity/client').ClientConfig>} [overrides] */
const clientFor = (overrides = {}) =>
  createClient({ projectId: 'local', dataset: 'production', apiHost: baseUrl, useProjectHostname: false, apiVersion: '2025-02-19', useCdn: false, maxRetries: 0, ...overrides });

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cms-writes-'));
  datasetPath = path.join(dir, 'production.ndjson');
  await copyFile(seedPath, datasetPath);
  hookServer = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', async () => {
      const signature = String(request.headers[SIGNATURE_HEADER_NAME] ?? '');
      deliveries.push({ body: JSON.parse(raw), valid: await isValidSignature(raw, signature, WEBHOOK_SECRET) });
      response.end('{}');
    });
  });
  await new Promise((resolve) => hookServer.listen(0, '127.0.0.1', () => resolve(undefined)));
  const hookPort = /** @type {import('node:net').AddressInfo} */ (hookServer.address()).port;
  app = await createContentService({
    datasetPath,
    imagesDir,
    readToken: READ_TOKEN,
    writeToken: WRITE_TOKEN,
    webhook: { url: `http://127.0.0.1:${hookPort}/api/revalidate`, secret: WEBHOOK_SECRET },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (app.server.address()).port}`;
});

afterAll(async () => {
  await app?.close();
  hookServer?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const onDisk = async () => parseNdjson(await readFile(datasetPath, 'utf8'));

describe('writes with @sanity/client', () => {
  const writer = () => clientFor({ token: WRITE_TOKEN });

  it('creates, patches and deletes a document, and every step is on disk when the client hears of it', async () => {
    const created = await writer().create({ _id: 'note-1', _type: 'note', title: 'First', tags: ['a'], count: 1 });
    expect(created).toMatchObject({ _id: 'note-1', _type: 'note', title: 'First' });
    expect(created._rev).toEqual(expect.any(String));
    expect((await onDisk()).find((d) => d._id === 'note-1')).toMatchObject({ title: 'First' });

    const patched = await writer()
      .patch('note-1')
      .set({ title: 'Second' })
      .inc({ count: 2 })
      .setIfMissing({ summary: 'added' })
      .insert('after', 'tags[-1]', ['b'])
      .unset(['nothing'])
      .commit();
    expect(patched).toMatchObject({ title: 'Second', count: 3, summary: 'added', tags: ['a', 'b'] });
    expect(await clientFor().fetch('*[_id == "note-1"][0].title')).toBe('Second');

    const replaced = await writer().createOrReplace({ _id: 'note-1', _type: 'note', title: 'Third' });
    expect(replaced).not.toHaveProperty('count');
    const untouched = await writer().createIfNotExists({ _id: 'note-1', _type: 'note', title: 'Ignored' });
    expect(untouched.title).toBe('Third');

    await writer().delete('note-1');
    expect((await onDisk()).some((d) => d._id === 'note-1')).toBe(false);
    expect(await clientFor().fetch('count(*[_id == "note-1"])')).toBe(0);
  });

  it('applies a transaction all or nothing, and answers returnIds / returnDocuments', async () => {
    const result = await writer().transaction().create({ _id: 'tx-a', _type: 'note' }).create({ _id: 'tx-b', _type: 'note' }).commit({ returnDocuments: false });
    expect(result.documentIds).toEqual(['tx-a', 'tx-b']);
    const docs = await writer().transaction().patch('tx-a', (p) => p.set({ n: 1 })).commit({ returnDocuments: true });
    expect(docs).toEqual([expect.objectContaining({ _id: 'tx-a', n: 1 })]);

    // The second mutation fails (the document exists): the first is not applied either.
    await expect(writer().transaction().create({ _id: 'tx-c', _type: 'note' }).create({ _id: 'tx-a', _type: 'note' }).commit()).rejects.toMatchObject({ statusCode: 409 });
    expect((await onDisk()).some((d) => d._id === 'tx-c')).toBe(false);
    await expect(writer().patch('no-such-doc').set({ a: 1 }).commit()).rejects.toMatchObject({ statusCode: 404 });
  });

  it('keeps every one of many concurrent transactions', async () => {
    await writer().create({ _id: 'counter', _type: 'note', n: 0, items: [] });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        writer().transaction().patch('counter', (p) => p.inc({ n: 1 }).append('items', [{ _key: `k${i}`, i }])).create({ _id: `many-${i}`, _type: 'note' }).commit(),
      ),
    );
    const counter = (await onDisk()).find((d) => d._id === 'counter');
    expect(counter?.n).toBe(20);
    expect(/** @type {unknown[]} */ (counter?.items)).toHaveLength(20);
    expect((await onDisk()).filter((d) => d._id.startsWith('many-'))).toHaveLength(20);
  });

  it('is read-only without the write token: 403 anonymous, 401 for a wrong token, in Sanity\'s error shape', async () => {
    await expect(clientFor().create({ _id: 'x', _type: 'note' })).rejects.toMatchObject({ statusCode: 403, response: { body: { error: { type: 'insufficientPermissionsError' } } } });
    await expect(clientFor({ token: 'wrong' }).create({ _id: 'x', _type: 'note' })).rejects.toMatchObject({ statusCode: 401 });
    await expect(clientFor({ token: READ_TOKEN }).create({ _id: 'x', _type: 'note' })).rejects.toMatchObject({ statusCode: 401 });
    const readOnly = await createContentService({ datasetPath, imagesDir });
    const answer = await readOnly.inject({ method: 'POST', url: '/v2025-02-19/data/mutate/production', headers: { authorization: `Bearer ${WRITE_TOKEN}` }, payload: { mutations: [{ create: { _id: 'y', _type: 'note' } }] } });
    await readOnly.close();
    expect(answer.statusCode).toBe(401);
    expect((await onDisk()).some((d) => d._id === 'x' || d._id === 'y')).toBe(false);
  });
});

describe('drafts and publishing', () => {
  const postId = 'post-zero-trust-mid-sized-firms';

  it('shows a draft only to a token holder asking for the drafts perspective; publishing replaces the document and sends a signed webhook', async () => {
    const published = await clientFor().fetch('*[_id == $id][0]{title, slug}', { id: postId });
    const current = /** @type {Record<string, unknown>} */ (await clientFor({ token: READ_TOKEN }).getDocument(postId));
    await clientFor({ token: WRITE_TOKEN }).createOrReplace({ ...current, _id: `drafts.${postId}`, _type: 'blogPost', title: 'Draft title' });
    expect(deliveries.some((d) => d.body._id === `drafts.${postId}`)).toBe(false);

    // A visitor gets the published title however it asks.
    expect(await clientFor().fetch('*[_id == $id][0].title', { id: postId })).toBe(published.title);
    expect(await clientFor({ perspective: 'drafts' }).fetch('*[_id == $id][0].title', { id: postId })).toBe(published.title);
    expect(await clientFor().fetch('count(*[_id in path("drafts.**")])')).toBe(0);
    // The read token with the drafts perspective sees the draft under the published id.
    expect(await clientFor({ token: READ_TOKEN, perspective: 'drafts' }).fetch('*[_id == $id][0]{title, _originalId}', { id: postId })).toEqual({ title: 'Draft title', _originalId: `drafts.${postId}` });

    // The raw perspective (what `npm run content -- drafts` reads) lists the draft, for a token holder only.
    expect(await clientFor({ token: WRITE_TOKEN, perspective: 'raw' }).fetch('*[_id == $id][0].title', { id: `drafts.${postId}` })).toBe('Draft title');
    expect(await clientFor({ perspective: 'raw' }).fetch('count(*[_id in path("drafts.**")])')).toBe(0);

    const before = deliveries.length;
    const script = fileURLToPath(new URL('../../scripts/content.mjs', import.meta.url));
    const output = await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [script, 'publish', postId], { env: { ...process.env, SANITY_API_WRITE_TOKEN: WRITE_TOKEN, CMS_URL: baseUrl } });
      let text = '';
      child.stdout.on('data', (chunk) => {
        text += chunk;
      });
      child.stderr.on('data', (chunk) => {
        text += chunk;
      });
      child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`exit ${code}: ${text}`))));
    });
    expect(output).toContain(`published ${postId}`);
    expect(await clientFor().fetch('*[_id == $id][0].title', { id: postId })).toBe('Draft title');
    expect((await onDisk()).some((d) => d._id === `drafts.${postId}`)).toBe(false);

    await expect.poll(() => deliveries.length).toBeGreaterThan(before);
    const delivery = deliveries.at(-1);
    expect(delivery).toMatchObject({ valid: true, body: { _id: postId, _type: 'blogPost', slug: { current: published.slug.current } } });
  });
});
