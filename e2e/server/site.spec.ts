import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createContentService } from '../../cms/server/createContentService.mjs';
import { ask, expect, test } from '../support/serverTest';

/*
 * What the site's origin answers beside its pages: the release page off without accounts, the chat
 * service through the site, and the gateway's own answers while a content service grinds.
 */
test.describe('the release page without accounts', () => {
  test('the release page is off on a site without accounts, never linked and never in the sitemap', async ({ site }) => {
    const off = await ask(site, '/_releases/');
    expect(off.status).toBe(404);
    expect(JSON.parse(off.body).error).toContain('not enabled');
    expect((await ask(site, '/sitemap.xml', { headers: {} })).body).not.toContain('_releases');
    expect((await ask(site, '/')).body).not.toContain('_releases');
  });
});

test('the chat service answers through the site origin from the services remote’s built-in pages too', async ({ site }) => {
  // Software development has no CMS document: only mfe-services' published service-defaults.json knows it.
  const chat = (message: string) => ask(site, '/api/chatbot', { method: 'POST', headers: { 'content-type': 'application/json' }, payload: { message } });
  await expect.poll(async () => JSON.parse((await chat('Who owns the source code of the software you build?')).body).sources?.[0]?.url).toBe('/software-development');
  expect((await chat('   ')).status).toBe(400);
});

test.describe('bounded work', () => {
  test('the gateway answers /remotes.json while a content service on the same machine grinds through hostile queries', async ({ site }) => {
    // A content service of its own: filling the shared one's workers would fail other tests' pages.
    // Its time limit is raised so that the hostile queries grind for their full ~8 s of CPU: the
    // gateway must answer in the middle of that, which is an order of events, not a number of ms.
    const cms = path.resolve(import.meta.dirname, '../../cms');
    const received: string[] = [];
    const content = await createContentService({
      datasetPath: path.join(cms, 'dataset/production.ndjson'),
      imagesDir: path.join(cms, 'dataset/images'),
      queryTimeoutMs: 60_000,
      logger: { level: 'info', stream: { write: (line: string) => void received.push(line) } },
    });
    await content.listen({ host: '127.0.0.1', port: 0 });
    const { port } = content.server.address() as AddressInfo;
    const hangUp = new AbortController();
    try {
      // ~100 bytes that ran for 8 s before queries had a time limit; four at once fill every worker.
      const hostile = `http://127.0.0.1:${port}/v2023-05-03/data/query/production?query=${encodeURIComponent('count(*[]{"a":*[]{"b":*[0...3]{"c":*[]._id}}})')}`;
      let hostileAnswered = 0;
      for (let i = 0; i < 4; i += 1) {
        void fetch(hostile, { signal: hangUp.signal }).then(
          () => (hostileAnswered += 1),
          () => {},
        );
      }
      await expect.poll(() => received.filter((line) => line.includes('"incoming request"')).length).toBe(4);
      for (let i = 0; i < 5; i += 1) expect((await ask(site, '/remotes.json', { headers: { accept: '*/*' } })).status).toBe(200);
      expect(hostileAnswered, 'a hostile query was answered before the gateway had answered five times').toBe(0);
    } finally {
      // Hanging up stops the queries (their workers are replaced), so the service closes at once.
      hangUp.abort();
      await content.close();
    }
  });
});
