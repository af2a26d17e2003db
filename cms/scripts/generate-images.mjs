// @ts-check
/**
 * GENERATOR, not part of the site: renders the seed images from SVG (imageArt.mjs) into
 * cms/dataset/images/, one file per entry of dataset/imageCatalog.mjs, and removes files no entry
 * names any more. Its output is committed; nothing reads this script or the drawings at run time.
 * Run it after changing the catalog or the drawings, then `npm run dataset -w cms` to refresh the
 * asset documents (they carry each file's size and sha1).
 *   npm run images -w cms
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { fileName, IMAGES } from '../dataset/imageCatalog.mjs';
import * as art from './imageArt.mjs';

const imagesDir = fileURLToPath(new URL('../dataset/images/', import.meta.url));

/** @type {Record<import('../dataset/imageCatalog.mjs').ArtName, (o: any) => string>} */
const DRAW = {
  shield: art.shield,
  chart: art.chart,
  network: art.network,
  flow: art.flow,
  audit: art.audit,
  padlock: art.padlock,
  cycle: art.cycle,
  maturity: art.maturity,
  heatmap: art.heatmap,
  neural: art.neural,
  globe: art.globe,
  portrait: art.portrait,
  logo: art.logo,
  badge: art.badge,
};

/** @param {import('../dataset/imageCatalog.mjs').ImageSpec} spec */
async function render(spec) {
  const image = sharp(Buffer.from(DRAW[spec.art]({ ...spec, labels: spec.labels ?? [] })));
  // Flat vector art compresses well; these qualities keep the whole set well under 2 MB.
  if (spec.ext === 'png') return image.png({ compressionLevel: 9, palette: true }).toBuffer();
  if (spec.ext === 'jpg') return image.jpeg({ quality: 74, mozjpeg: true }).toBuffer();
  return image.webp({ quality: 72 }).toBuffer();
}

await mkdir(imagesDir, { recursive: true });
const wanted = new Set(IMAGES.map((spec) => fileName(spec.key)));
for (const existing of await readdir(imagesDir)) {
  if (!wanted.has(existing)) await rm(new URL(`../dataset/images/${existing}`, import.meta.url));
}
let total = 0;
for (const spec of IMAGES) {
  const bytes = await render(spec);
  total += bytes.length;
  await writeFile(new URL(`../dataset/images/${fileName(spec.key)}`, import.meta.url), bytes);
  console.log(`${fileName(spec.key)}  ${spec.key}  ${(bytes.length / 1024).toFixed(1)} KB`);
}
console.log(`${IMAGES.length} images, ${(total / 1024).toFixed(0)} KB in total`);
