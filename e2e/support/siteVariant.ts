import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { siteConfigFromEnv } from '@site/shared/tooling/siteConfig.mjs';
import { createGateway, previewSecret } from '@site/gateway';
import { releasePagePlugin } from 'releases/server';
import type { ReleasePageConfig } from '../../releases/server/releasePageConfig.mjs';
import { testPorts } from './ports';
import { serverLog } from './serverLog';
import { test } from './test';

/**
 * The tests' server render budget: Chromium, two test workers and the in-process content service
 * share two cores, so the production default of 1 s would leave pages to the browser at random.
 */
export const e2eRenderBudgetMs = 4000;

/**
 * The tests reach a gateway from one address, so a visitor's allowance of uncached renders would
 * throttle them; the tests of that allowance start a gateway with the production limits.
 */
export const e2eRenderLimits = { clientBurst: 100_000, clientPerSecond: 100_000 };

/** Every test reaches a gateway from one address: its beacons are not to be throttled as one visitor's would. */
export const e2eFieldLimits = { clientBurst: 100_000, clientPerSecond: 100_000, clientSessionsPerMinute: 100_000 };

/**
 * A copy of a deploy store for a test of its own, without the field signal's database, which its
 * gateway may be writing at that moment: the copy starts with no field figures.
 */
export function copyStore(from: string, to: string): void {
  cpSync(from, to, { recursive: true, filter: (source) => !path.basename(source).startsWith('field.sqlite') });
}

/** A fresh copy of the test site's deploy store in a temp folder, for a test that switches versions. */
export function copyTestStore(name: string): string {
  const store = path.join(mkdtempSync(path.join(tmpdir(), `${name}-`)), 'store');
  copyStore(process.env.E2E_STORE_DIR!, store);
  return store;
}

/** A port nothing listens on: a service "stopped". */
export const closedPort = 4199;

export interface SiteVariant {
  url: string;
  close: () => Promise<void>;
}

/**
 * A second front door over the same builds and deploy store, with some services pointed at a
 * closed port: how the site behaves for a visitor when the content service, the form relay or the
 * chat service is down, without disturbing the main test site. With `storeDir`, it serves another
 * deploy store (release tests work on a copy).
 */
export async function startSiteVariant(
  down: { content?: boolean; relay?: boolean; chat?: boolean },
  storeDir: string = process.env.E2E_STORE_DIR!,
  /** Services replaced by another port, e.g. a server that accepts and never answers. */
  elsewhere: { content?: number; relay?: number; chat?: number } = {},
  /** More gateway options, e.g. the field signal's settings (the field tests lower its thresholds), or the release page's accounts. */
  { releasePage, ...gatewayOptions }: Partial<Parameters<typeof createGateway>[0]> & { releasePage?: ReleasePageConfig | null } = {},
): Promise<SiteVariant> {
  const siteConfig = siteConfigFromEnv({
    ...process.env,
    CMS_PORT: String(elsewhere.content ?? (down.content ? closedPort : testPorts.cms)),
    RELAY_PORT: String(elsewhere.relay ?? (down.relay ? closedPort : testPorts.relay)),
  });
  const gateway = await createGateway({
    shellDir: path.resolve(import.meta.dirname, '../../shell/dist'),
    storeDir,
    siteConfig,
    chatUrl: `http://127.0.0.1:${elsewhere.chat ?? (down.chat ? closedPort : testPorts.chat)}`,
    renderBudgetMs: e2eRenderBudgetMs,
    previewSecret: previewSecret(),
    renderLimits: e2eRenderLimits,
    log: serverLog,
    ...gatewayOptions,
    field: { ...e2eFieldLimits, ...gatewayOptions.field },
    // As `npm start` plugs it in; accounts from the environment (none: off) unless given.
    plugins: [releasePagePlugin(releasePage === undefined ? {} : { config: releasePage })],
  });
  // Any free port: tests in parallel workers each start their own variants.
  await gateway.listen({ host: '127.0.0.1', port: 0 });
  const { port } = gateway.server.address() as import('node:net').AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => gateway.close() };
}

/**
 * The variant `start` opens, for the tests of the enclosing `test.describe` (or of the file): started
 * before the first of them and closed after the last. Its `url` is there once a test runs.
 */
export function siteVariantForTheseTests(start: () => Promise<SiteVariant>): Pick<SiteVariant, 'url'> {
  let variant: SiteVariant | undefined;
  test.beforeAll(async () => {
    variant = await start();
  });
  test.afterAll(async () => variant?.close());
  return {
    get url() {
      if (!variant) throw new Error('The site variant starts before the tests: read its url inside one.');
      return variant.url;
    },
  };
}

/**
 * A copy of the test deploy store with one file of every published version of `remote` rewritten:
 * `edit` gets the file's text and returns the new text, or null to delete it. For a variant serving
 * a faulty release without touching the main test site's store.
 */
export function storeCopyWith(remote: string, file: string, edit: (text: string) => string | null): string {
  const store = copyTestStore('store-variant');
  for (const version of readdirSync(path.join(store, remote))) {
    const target = path.join(store, remote, version, file);
    const text = edit(readFileSync(target, 'utf8'));
    if (text === null) rmSync(target, { force: true });
    else writeFileSync(target, text);
  }
  return store;
}
