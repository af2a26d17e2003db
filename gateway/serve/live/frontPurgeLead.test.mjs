// @ts-check
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openFileStore } from '../../store/files/fileStore.mjs';
import { createFrontPurgeLead } from './frontPurgeLead.mjs';

describe('the lead for purging the caches in front', () => {
  /** @type {string} */
  let storeDir;
  beforeEach(async () => {
    storeDir = await mkdtemp(path.join(tmpdir(), 'front-lead-'));
  });
  afterEach(async () => {
    await rm(storeDir, { recursive: true, force: true });
  });

  it('is held by the first gateway to ask, kept at each event, and taken by another once let go', async () => {
    // Two gateways, each with the store opened for itself.
    const [a, b] = [1, 2].map(() => createFrontPurgeLead(openFileStore({ storeDir })));
    expect(await a.mine()).toBe(true);
    expect(await b.mine()).toBe(false);
    expect(await a.mine()).toBe(true);
    expect(await b.mine()).toBe(false);
    // A's subscription dropped: the next event B hears is B's to purge in front.
    a.release();
    await expect.poll(() => b.mine()).toBe(true);
    expect(await a.mine()).toBe(false);
    b.release();
  });
});
