// @ts-check
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { imageFileName } from './imageAssets.mjs';

/** Sanity's LQIP is 20 px wide: a few hundred bytes of base64 that blur well when stretched. */
const LQIP_WIDTH = 20;

/**
 * A low-quality image placeholder as Sanity's asset pipeline stores it in `metadata.lqip`: a tiny
 * JPEG as a data URL, to paint under the real image until it arrives.
 * @param {string} file
 */
export async function lqipOf(file) {
  const bytes = await sharp(file).resize({ width: LQIP_WIDTH }).flatten({ background: '#ffffff' }).jpeg({ quality: 40 }).toBuffer();
  return `data:image/jpeg;base64,${bytes.toString('base64')}`;
}

/**
 * The LQIP of every image asset in the documents whose file is in `imagesDir`, computed once per
 * asset id (an asset's file never changes: its id is its content hash).
 * @param {{ _id: string; _type: string }[]} documents
 * @param {string} imagesDir
 * @param {Map<string, string>} [known] placeholders already computed, kept and added to
 * @param {{ warn: (msg: string) => void }} [log]
 */
export async function computeLqips(documents, imagesDir, known = new Map(), log) {
  for (const doc of documents) {
    if (doc._type !== 'sanity.imageAsset' || known.has(doc._id)) continue;
    const name = imageFileName(doc._id);
    const file = name ? path.join(imagesDir, name) : undefined;
    if (!file || !existsSync(file)) continue;
    try {
      known.set(doc._id, await lqipOf(file));
    } catch (error) {
      log?.warn(`no placeholder for ${doc._id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return known;
}
