import { createClient, type LiveEvent, type SanityClient } from '@sanity/client';
import { startEditableContent, type EditableContent } from '../support/editableContent';
import { expect, test } from '../support/test';

const READ_TOKEN = 'e2e-live-api-read-token-9d2c4f7a1b';
const WRITE_TOKEN = 'e2e-live-api-write-token-3e8a6c1f5d';
const ARTICLE_ID = 'post-soc-2-type-ii-readiness-timeline';
const ARTICLE_SLUG = 'soc-2-type-ii-readiness-timeline';
const OTHER_SLUG = 'gdpr-records-of-processing';
const BY_SLUG = '*[_type == "blogPost" && slug.current == $slug][0]{ title }';
const EVENTS = '/v2025-02-19/data/live/events/production';

const clientOf = (base: string, token?: string) =>
  createClient({ projectId: 'local', dataset: 'production', apiHost: base, useProjectHostname: false, apiVersion: '2025-02-19', useCdn: false, ...(token ? { token } : {}) });

/** `client.live.events()`, its events kept as they come. */
function listen(client: SanityClient, options: { includeDrafts?: boolean } = {}) {
  const seen: LiveEvent[] = [];
  const subscription = client.live.events(options).subscribe({ next: (event) => seen.push(event), error: () => {} });
  return {
    seen,
    /** The first event that `matches`, once it came. */
    next: async (matches: (event: LiveEvent) => boolean) => {
      await expect.poll(() => seen.some(matches), { timeout: 15_000 }).toBe(true);
      return seen.find(matches) as LiveEvent;
    },
    stop: () => subscription.unsubscribe(),
  };
}

/** The stream as sent, read until `done` says it holds what the test waits for. */
async function readStream(url: string, headers: Record<string, string>, done: (text: string) => boolean) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  while (!done(text)) {
    const { value, done: ended } = await reader.read();
    if (ended) break;
    text += value;
  }
  controller.abort();
  return text;
}

/** The sync tags a query's answer carries (`filterResponse: false`). */
async function syncTagsOf(client: SanityClient, slug: string) {
  const answer = await client.fetch(BY_SLUG, { slug }, { filterResponse: false });
  return answer.syncTags ?? [];
}

test.describe('the content service speaks the Live Content API', () => {
  test.describe.configure({ mode: 'serial' });
  let cms: EditableContent;
  let lastId = '';

  test.beforeAll(async () => {
    cms = await startEditableContent({ name: 'live-api', readToken: READ_TOKEN, writeToken: WRITE_TOKEN, service: { liveLimits: { perAddress: 2, total: 100 } } });
  });
  test.afterAll(async () => {
    await cms?.close();
  });

  test('@sanity/client live.events(): welcome, then after an edit a message naming what the edited article\'s query read', async () => {
    const reader = clientOf(cms.base);
    const tags = await syncTagsOf(reader, ARTICLE_SLUG);
    const otherTags = await syncTagsOf(reader, OTHER_SLUG);
    expect(tags.length).toBeGreaterThan(0);
    const live = listen(reader);
    await live.next((event) => event.type === 'welcome');

    await cms.writer.patch(ARTICLE_ID).set({ title: 'SOC 2 Type II, edited for the live API' }).commit();
    const message = await live.next((event) => event.type === 'message');
    if (message.type !== 'message') throw new Error('not a message');
    expect(message.tags.filter((tag) => tags.includes(tag))).not.toEqual([]);
    // Another article's answer is not named: its page need not change.
    expect(message.tags.filter((tag) => otherTags.includes(tag))).toEqual([]);
    lastId = message.id;
    live.stop();
  });

  test('a stream resuming with the last id gets what it missed; with an unknown id, restart', async () => {
    await cms.writer.patch(ARTICLE_ID).set({ title: 'Missed once' }).commit();
    await cms.writer.patch(ARTICLE_ID).set({ title: 'Missed twice' }).commit();
    const messages = (text: string) => text.match(/^event: message$/gm)?.length ?? 0;
    const resumed = await readStream(`${cms.base}${EVENTS}`, { 'Last-Event-ID': lastId }, (text) => messages(text) >= 2);
    expect(resumed).toMatch(/^event: welcome$/m);
    expect(messages(resumed)).toBe(2);
    expect(resumed).not.toContain(`id: ${lastId}\n`);
    const unknown = await readStream(`${cms.base}${EVENTS}`, { 'Last-Event-ID': 'not-an-event-of-this-log' }, (text) => text.includes('event: restart'));
    expect(unknown).toMatch(/^event: restart$/m);
  });

  test('the log survives a restart of the service: a stream resumes across it', async () => {
    const reader = clientOf(cms.base);
    const live = listen(reader);
    await live.next((event) => event.type === 'welcome');
    await cms.writer.patch(ARTICLE_ID).set({ title: 'Before the restart' }).commit();
    const before = await live.next((event) => event.type === 'message');
    live.stop();
    await cms.restart();
    await cms.writer.patch(ARTICLE_ID).set({ title: 'After the restart' }).commit();
    const resumed = await readStream(`${cms.base}${EVENTS}`, { 'Last-Event-ID': (before as { id: string }).id }, (text) => text.includes('event: message'));
    expect(resumed).not.toContain('event: restart');
    expect(resumed).toMatch(/^event: message$/m);
  });

  test('a draft edit reaches a stream with includeDrafts and the token, and no published stream; includeDrafts needs the token', async () => {
    const published = listen(clientOf(cms.base));
    const drafts = listen(clientOf(cms.base, READ_TOKEN), { includeDrafts: true });
    await published.next((event) => event.type === 'welcome');
    await drafts.next((event) => event.type === 'welcome');
    const article = await cms.writer.getDocument(ARTICLE_ID);
    await cms.writer.createOrReplace({ ...article!, _id: `drafts.${ARTICLE_ID}`, title: 'A draft nobody else sees' });
    await drafts.next((event) => event.type === 'message');
    // Then a published edit: the published stream's first message is that one, not the draft's.
    await cms.writer.patch(ARTICLE_ID).set({ title: 'Published after the draft' }).commit();
    await drafts.next((event) => event.type === 'message' && drafts.seen.filter((seen) => seen.type === 'message').length === 2);
    await published.next((event) => event.type === 'message');
    expect(published.seen.filter((event) => event.type === 'message')).toHaveLength(1);
    published.stop();
    drafts.stop();

    const refused = await fetch(`${cms.base}${EVENTS}?includeDrafts=true`);
    expect(refused.status).toBe(401);
    await refused.body?.cancel();
  });

  test('past the cap per address a stream gets goaway, and @sanity/client does not come back in a loop', async () => {
    const holders = [new AbortController(), new AbortController()];
    for (const holder of holders) {
      const response = await fetch(`${cms.base}${EVENTS}`, { signal: holder.signal });
      expect(response.status).toBe(200);
    }
    const before = cms.requests.filter((url) => url.startsWith(EVENTS)).length;
    const live = listen(clientOf(cms.base));
    const goaway = await live.next((event) => event.type === 'goaway');
    expect(JSON.stringify(goaway)).toContain('Too many open live streams from this address');
    // The stream ends telling an EventSource to wait ten minutes before it tries again.
    const refusal = await readStream(`${cms.base}${EVENTS}`, {}, () => false);
    expect(refusal).toMatch(/^retry: 600000$/m);
    expect(refusal).toMatch(/^event: goaway$/m);
    // The client heard the service's retry time: while the test edits and waits for the edit's event
    // on another stream, it does not connect again.
    // A token holder (as the site's gateways are): not counted against the address.
    const watcher = listen(clientOf(cms.base, READ_TOKEN), { includeDrafts: true });
    await watcher.next((event) => event.type === 'welcome');
    await cms.writer.patch(ARTICLE_ID).set({ title: 'While one client was sent away' }).commit();
    await watcher.next((event) => event.type === 'message');
    const after = cms.requests.filter((url) => url.startsWith(EVENTS)).length;
    // Its one refused connection, the raw one and the watcher's: nothing more.
    expect(after - before).toBe(3);
    live.stop();
    watcher.stop();
    for (const holder of holders) holder.abort();
  });
});
