import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { siteConfigFromEnv } from '@site/shared/tooling/siteConfig.mjs';
import { createGateway, openFileStore, previewSecret } from '@site/gateway';
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
 * throttle them; the tests of that allowance start a gateway with `productionAllowance`.
 */
export const e2eRenderLimits = { clientBurst: 100_000, clientPerSecond: 100_000 };

/** Every test reaches a gateway from one address: its beacons are not to be throttled as one visitor's would. */
export const e2eFieldLimits = { clientBurst: 100_000, clientPerSecond: 100_000, clientSessionsPerMinute: 100_000 };

/** A port nothing listens on: a service "stopped". */
export const closedPort = 4199;

type GatewayOptions = Parameters<typeof createGateway>[0];

export interface TestGatewayOptions extends Partial<Omit<GatewayOptions, 'shellDir' | 'storeDir' | 'store' | 'siteConfig' | 'plugins'>> {
  /** The deploy store it serves: the test site's, unless a test that switches versions gives a copy. */
  storeDir?: string;
  /** Services stopped: pointed at a port nothing listens on. */
  down?: { content?: boolean; relay?: boolean; chat?: boolean };
  /** Services on another port: a content service of the test's own, a server that never answers. */
  services?: { content?: number; relay?: number; chat?: number };
  /** The port it listens on (a content service's webhook needs the address before it starts); any free one unless given. */
  port?: number;
  /** More of the environment `/site-config.json` is made from (`siteConfigFromEnv`). */
  env?: Record<string, string>;
  /** The per-client render allowance of production (`DEFAULT_RENDER_LIMITS`) instead of the tests' unlimited one. */
  productionAllowance?: boolean;
  /** The release page's accounts; left out, from the environment (none: off), as `npm start` plugs it in; null: off. */
  releasePage?: ReleasePageConfig | null;
}

export interface TestGateway {
  /** The gateway itself, for the server tier's requests without a socket (`app.inject`). */
  app: Awaited<ReturnType<typeof createGateway>>;
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  close: () => Promise<void>;
}

/**
 * A gateway of the test's own, in this process, over the test builds (`shell/dist`) and a deploy
 * store (the test site's unless given), with the test defaults: the render budget, no per-client
 * allowance for renders or beacons, the test services' ports, the preview secret, the release page
 * plug-in and the quiet server log (`serverLog`). Options say what differs: services down or
 * elsewhere, another store, any `createGateway` option (`renderLimits` and `field` are laid over the
 * test defaults). The release state is opened here and closed after the gateway: the one place where a
 * gateway's store is made.
 */
export async function startTestGateway({
  storeDir = process.env.E2E_STORE_DIR!,
  down = {},
  services = {},
  port = 0,
  env = {},
  productionAllowance = false,
  releasePage,
  renderLimits,
  field,
  ...gatewayOptions
}: TestGatewayOptions = {}): Promise<TestGateway> {
  const siteConfig = siteConfigFromEnv({
    ...process.env,
    CMS_PORT: String(services.content ?? (down.content ? closedPort : testPorts.cms)),
    RELAY_PORT: String(services.relay ?? (down.relay ? closedPort : testPorts.relay)),
    ...(port ? { PORT: String(port) } : {}),
    ...env,
  });
  const store = openFileStore({ storeDir });
  try {
    const gateway = await createGateway({
      shellDir: path.resolve(import.meta.dirname, '../../shell/dist'),
      storeDir,
      store,
      siteConfig,
      chatUrl: `http://127.0.0.1:${services.chat ?? (down.chat ? closedPort : testPorts.chat)}`,
      renderBudgetMs: e2eRenderBudgetMs,
      previewSecret: previewSecret(),
      log: serverLog,
      // The servers' read token of the test site's content service, as production's gateways send
      // theirs (a content service of the test's own knows no token).
      ...(services.content === undefined ? { contentToken: process.env.E2E_CONTENT_TOKEN } : {}),
      ...gatewayOptions,
      renderLimits: { ...(productionAllowance ? {} : e2eRenderLimits), ...renderLimits },
      field: { ...e2eFieldLimits, ...field },
      plugins: [releasePagePlugin(releasePage === undefined ? {} : { config: releasePage })],
    });
    try {
      await gateway.listen({ host: '127.0.0.1', port });
    } catch (error) {
      await gateway.close();
      throw error;
    }
    const listening = (gateway.server.address() as AddressInfo).port;
    return {
      app: gateway,
      url: `http://127.0.0.1:${listening}`,
      port: listening,
      close: async () => {
        await gateway.close();
        await store.close();
      },
    };
  } catch (error) {
    await store.close();
    throw error;
  }
}

/**
 * A test gateway for the tests of the enclosing `test.describe` (or of the file): started before the
 * first of them and closed after the last. Its `url` and `port` are there once a test runs.
 */
export function testGatewayForTheseTests(options: TestGatewayOptions | (() => TestGatewayOptions) = {}): Pick<TestGateway, 'url' | 'port'> {
  let gateway: TestGateway | undefined;
  test.beforeAll(async () => {
    gateway = await startTestGateway(typeof options === 'function' ? options() : options);
  });
  test.afterAll(async () => gateway?.close());
  const started = () => {
    if (!gateway) throw new Error('The test gateway starts before the tests: read its url inside one.');
    return gateway;
  };
  return {
    get url() {
      return started().url;
    },
    get port() {
      return started().port;
    },
  };
}
