// @vitest-environment node
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DATASET_PATH } from './build-dataset.mjs';
import { toSanityImport } from './export-for-sanity.mjs';

describe('export for a real Sanity project', () => {
  it('turns every image reference into a file the CLI uploads, and drops the local asset documents', async () => {
    const docs = toSanityImport(await readFile(DATASET_PATH, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(docs.some((doc) => doc._type === 'sanity.imageAsset')).toBe(false);
    const text = JSON.stringify(docs);
    expect(text).not.toMatch(/"_ref":"image-/);
    const sources = [...text.matchAll(/"_sanityAsset":"image@file:\/\/\.\/([^"]+)"/g)].map((match) => match[1]);
    expect(sources.length).toBeGreaterThan(10);
    for (const source of sources) expect(existsSync(fileURLToPath(new URL(`./${source}`, import.meta.url))), source).toBe(true);
    const settings = docs.find((doc) => doc._id === 'siteSettings');
    expect(settings.logo).toMatchObject({ _type: 'image', alt: expect.any(String), _sanityAsset: expect.stringMatching(/^image@file:/) });
  });
});
