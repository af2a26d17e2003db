// @vitest-environment node
// @ts-check
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { createContentService } from './createContentService.mjs';

const datasetPath = fileURLToPath(new URL('../dataset/production.ndjson', import.meta.url));
const imagesDir = fileURLToPath(new URL('../dataset/images', import.meta.url));

it('gives each image asset an LQIP in metadata.lqip, as Sanity does: a tiny JPEG data URL of the image', async () => {
  const app = await createContentService({ datasetPath, imagesDir });
  const query = '*[_type == "blogPost" && defined(featuredImage)][0].featuredImage.asset->{ "lqip": metadata.lqip, "dimensions": metadata.dimensions }';
  const answer = await app.inject({ method: 'GET', url: `/v2023-05-03/data/query/production?query=${encodeURIComponent(query)}` });
  await app.close();
  const { lqip, dimensions } = answer.json().result;
  expect(lqip).toMatch(/^data:image\/jpeg;base64,/);
  const image = await sharp(Buffer.from(lqip.split(',')[1], 'base64')).metadata();
  expect(image.width).toBe(20);
  // The placeholder keeps the image's proportions, so it fills the same box without shifting anything.
  expect(Math.abs(/** @type {number} */ (image.height) - 20 / dimensions.aspectRatio)).toBeLessThanOrEqual(1);
  expect(lqip.length).toBeLessThan(2000);
});
