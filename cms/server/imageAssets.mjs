// @ts-check

/**
 * File name of an image asset, from its id: `image-<hash>-<w>x<h>-<ext>` -> `<hash>-<w>x<h>.<ext>`.
 * The id, not the stored `path`, decides, as it does on Sanity's CDN.
 * @param {string} assetId
 * @returns {string | undefined}
 */
export function imageFileName(assetId) {
  const match = /^image-([A-Za-z0-9]+-\d+x\d+)-([a-z0-9]+)$/.exec(assetId);
  return match ? `${match[1]}.${match[2]}` : undefined;
}
