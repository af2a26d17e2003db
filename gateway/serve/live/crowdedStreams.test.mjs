// @ts-check
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIVE_LIMITS } from '../../../cms/server/live/liveRoute.mjs';
import { READ_TOKEN, restartableContentService } from '../../../cms/server/test/restartableContentService.mjs';
import { subscribeToContent } from './contentSubscription.mjs';

const CROWD = 1100;

/**
 * `count` anonymous live streams, as many per source address (127.0.1.x, all loopback on Linux) as the
 * per-address cap lets in, each read to its first event: `welcome`, or `goaway` past the total cap.
 * @param {string} apiHost @param {number} count
 */
async function crowd(apiHost, count) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  /** @type {import('node:http').ClientRequest[]} */
  const requests = [];
  const firsts = await Promise.all(
    Array.from({ length: count }, (_, i) => {
      const localAddress = `127.0.1.${1 + Math.floor(i / DEFAULT_LIVE_LIMITS.perAddress)}`;
      return new Promise((resolve, reject) => {
        const request = http.get(`${apiHost}/v2025-02-19/data/live/events/production`, { agent, localAddress }, (response) => {
          response.setEncoding('utf8');
          response.once('data', (chunk) => resolve(/^event: (\w+)/m.exec(chunk)?.[1] ?? `status ${response.statusCode}`));
          response.on('error', () => {});
        });
        request.on('error', reject);
        requests.push(request);
      });
    }),
  );
  return { firsts, close: () => requests.forEach((request) => request.destroy()) };
}

describe('a crowd of anonymous live streams at the content service', () => {
  /** @type {Awaited<ReturnType<typeof restartableContentService>>} */
  let service;
  beforeAll(async () => {
    service = await restartableContentService();
  });
  afterAll(async () => {
    await service?.close();
  });

  it(`fills the visitors' cap, and the site's gateways (the read token) still follow every change, a restart of the service included`, async () => {
    /** @type {string[]} */
    const heard = [];
    let connected = 0;
    const stop = subscribeToContent({
      content: service.content,
      token: READ_TOKEN,
      onConnected: () => {
        connected += 1;
      },
      onEvent: (event) => {
        heard.push(event.type);
      },
      log: () => {},
    });
    await expect.poll(() => connected).toBe(1);
    const visitors = await crowd(service.content.apiHost, CROWD);
    try {
      expect(visitors.firsts.filter((first) => first === 'welcome')).toHaveLength(DEFAULT_LIVE_LIMITS.total);
      expect(visitors.firsts.filter((first) => first === 'goaway')).toHaveLength(CROWD - DEFAULT_LIVE_LIMITS.total);
      await service.publish('With the crowd in');
      await expect.poll(() => heard).toEqual(['message']);
    } finally {
      visitors.close();
    }

    // The crowd back first, the moment the restarted service answers: the gateway still gets in.
    /** @type {Awaited<ReturnType<typeof crowd>> | undefined} */
    let again;
    await service.restart(async () => {});
    try {
      again = await crowd(service.content.apiHost, CROWD);
      await expect.poll(() => connected).toBe(2);
      await service.publish('After the restart, with the crowd in again');
      await expect.poll(() => heard).toEqual(['message', 'message']);
    } finally {
      again?.close();
      stop();
    }
  });
});
