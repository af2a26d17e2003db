// @ts-check
import sharp from 'sharp';

// The image route keeps its own cache of answers, bounded in bytes (`imageCache.mjs`); libvips'
// operation cache (50 MB and 100 operations by default) would hold decoded sources and results on
// top of it, past that bound.
sharp.cache(false);

/**
 * A subset of Sanity's image pipeline parameters (imgix-style), enough for what @sanity/image-url
 * builds: w, h, rect, fit, crop, dpr, q, fm, auto=format, bg.
 * @typedef {'jpeg' | 'png' | 'webp' | 'avif'} OutputFormat
 * @typedef {{
 *   width?: number;
 *   height?: number;
 *   rect?: { left: number; top: number; width: number; height: number };
 *   fit: 'clip' | 'crop' | 'fill' | 'fillmax' | 'max' | 'min' | 'scale';
 *   position: string;
 *   quality?: number;
 *   format?: OutputFormat;
 *   progressive: boolean;
 *   background?: string;
 * }} ImageOps
 */

/** Largest output edge: twice a 1200 px layout column on a 2x screen, far past anything the site asks for. */
export const MAX_EDGE = 2400;
/** Output pixel budget: an encode's time and memory grow with the pixel count, not the edge. */
export const MAX_PIXELS = 4_000_000;
/** AVIF costs ~10x WebP per pixel to encode, so it gets a smaller budget (and a lower effort). */
export const MAX_AVIF_PIXELS = 1_000_000;
/** Decoding a hostile or huge source stops here (sharp's default is 268 MP). */
export const MAX_INPUT_PIXELS = 24_000_000;
/**
 * Quality is snapped to steps of 10: every distinct `q` is a distinct encode and cache entry, so
 * free values would let anyone bypass the cache and keep the encoder busy.
 */
export const QUALITY_STEP = 10;
/** One encode may not run longer than this (libvips stops it). */
export const ENCODE_TIMEOUT_SECONDS = 10;

/** Own-key lookups only: `fm=constructor` must not find Object.prototype.constructor. */
const FITS = new Map(['clip', 'crop', 'fill', 'fillmax', 'max', 'min', 'scale'].map((fit) => [fit, fit]));

/** @type {Map<string, OutputFormat>} */
const FORMATS = new Map([['jpg', 'jpeg'], ['pjpg', 'jpeg'], ['jpeg', 'jpeg'], ['png', 'png'], ['webp', 'webp'], ['avif', 'avif']]);

/** Sanity's `crop` values, as sharp gravity/strategy names. */
const POSITIONS = new Map([
  ['center', 'centre'],
  ['top', 'north'],
  ['bottom', 'south'],
  ['left', 'west'],
  ['right', 'east'],
  ['top,left', 'northwest'],
  ['top,right', 'northeast'],
  ['bottom,left', 'southwest'],
  ['bottom,right', 'southeast'],
  ['entropy', 'entropy'],
  // No focal point support; the centre is the nearest honest answer.
  ['focalpoint', 'centre'],
]);

/**
 * `crop=left,top` and `crop=top,left` mean the same corner; the lookup key is vertical first.
 * @param {string} crop
 */
function position(crop) {
  const parts = crop.split(',').map((part) => part.trim());
  const vertical = parts.filter((part) => part === 'top' || part === 'bottom');
  const horizontal = parts.filter((part) => part === 'left' || part === 'right');
  const key = vertical.length + horizontal.length === parts.length && parts.length === 2 ? `${vertical[0]},${horizontal[0]}` : parts.join(',');
  const found = POSITIONS.get(key);
  if (!found) throw new ImageParamError(`crop must be one of ${[...POSITIONS.keys()].join(', ')}`);
  return found;
}

export const MIME_TYPES = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' };

export class ImageParamError extends Error {}

/**
 * @param {string | undefined} raw
 * @param {string} name
 * @param {number} min
 * @param {number} max
 */
function number(raw, name, min, max) {
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new ImageParamError(`${name} must be a number from ${min} to ${max}`);
  }
  return value;
}

/**
 * Reads the pipeline parameters of one request. Unknown parameters are ignored, as on the CDN.
 * @param {Record<string, string | string[] | undefined>} query
 * @param {string | undefined} accept the request's Accept header, for auto=format
 * @returns {ImageOps}
 */
export function parseImageOps(query, accept) {
  /** @param {string} key */
  const get = (key) => {
    const value = query[key];
    return Array.isArray(value) ? value[value.length - 1] : value;
  };
  const dpr = number(get('dpr'), 'dpr', 1, 5) ?? 1;
  const w = number(get('w'), 'w', 1, MAX_EDGE);
  const h = number(get('h'), 'h', 1, MAX_EDGE);
  const width = w === undefined ? undefined : Math.min(Math.round(w * dpr), MAX_EDGE);
  const height = h === undefined ? undefined : Math.min(Math.round(h * dpr), MAX_EDGE);

  const fit = get('fit') ?? 'clip';
  if (!FITS.has(fit)) throw new ImageParamError(`fit must be one of ${[...FITS.keys()].join(', ')}`);

  let rect;
  const rawRect = get('rect');
  if (rawRect) {
    const parts = rawRect.split(',').map(Number);
    if (parts.length !== 4 || parts.some((n) => !Number.isInteger(n) || n < 0) || parts[2] === 0 || parts[3] === 0) {
      throw new ImageParamError('rect must be x,y,width,height in whole pixels');
    }
    rect = { left: parts[0], top: parts[1], width: parts[2], height: parts[3] };
  }

  const fm = get('fm');
  if (fm !== undefined && !FORMATS.has(fm)) throw new ImageParamError(`fm must be one of ${[...FORMATS.keys()].join(', ')}`);
  const autoFormat = (get('auto') ?? '').split(',').includes('format') && /image\/webp/.test(accept ?? '');
  // An explicit fm wins over auto=format, as on Sanity's CDN.
  const format = fm ? FORMATS.get(fm) : autoFormat ? 'webp' : undefined;

  const bg = get('bg');
  if (bg !== undefined && !/^(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/.test(bg)) {
    throw new ImageParamError('bg must be a hex colour (RGB, RRGGBB or AARRGGBB)');
  }

  return {
    width,
    height,
    rect,
    fit: /** @type {ImageOps['fit']} */ (fit),
    position: position(get('crop') ?? 'center'),
    quality: snapQuality(number(get('q'), 'q', 0, 100)),
    format,
    progressive: fm === 'pjpg',
    background: bg,
  };
}

/** @param {number | undefined} q */
function snapQuality(q) {
  return q === undefined ? undefined : Math.max(QUALITY_STEP, Math.round(q / QUALITY_STEP) * QUALITY_STEP);
}

/**
 * The size the resize will produce (see resizeOptions), to refuse an expensive request before
 * anything is encoded.
 * @param {Pick<ImageOps, 'width' | 'height' | 'fit'>} ops
 * @param {{ width: number; height: number }} source
 */
export function outputSize({ width, height, fit }, source) {
  if (width === undefined && height === undefined) return source;
  const noEnlarging = fit === 'max' || fit === 'min';
  if (width === undefined || height === undefined) {
    const scale = width === undefined ? /** @type {number} */ (height) / source.height : width / source.width;
    const s = noEnlarging ? Math.min(1, scale) : scale;
    return { width: Math.round(source.width * s), height: Math.round(source.height * s) };
  }
  if (fit === 'clip' || fit === 'max') {
    const scale = Math.min(width / source.width, height / source.height);
    const s = fit === 'max' ? Math.min(1, scale) : scale;
    return { width: Math.round(source.width * s), height: Math.round(source.height * s) };
  }
  if (fit === 'min') {
    const shrink = Math.min(1, source.width / width, source.height / height);
    return { width: Math.round(width * shrink), height: Math.round(height * shrink) };
  }
  return { width, height };
}

/**
 * Throws the 400 reason when an output of this size and format is over the budget.
 * @param {{ width: number; height: number }} size
 * @param {OutputFormat} format
 */
export function checkBudget(size, format) {
  const pixels = size.width * size.height;
  const budget = format === 'avif' ? MAX_AVIF_PIXELS : MAX_PIXELS;
  if (size.width > MAX_EDGE || size.height > MAX_EDGE || pixels > budget) {
    throw new ImageParamError(
      `the output would be ${size.width}x${size.height} px; at most ${MAX_EDGE} px per side and ${budget.toLocaleString('en-US')} pixels${format === 'avif' ? ' for AVIF (use fm=webp for larger images)' : ''}`,
    );
  }
}

/** True when the original file can be sent as it is. */
/** @param {ImageOps} ops */
export const isIdentity = (ops) =>
  ops.width === undefined && ops.height === undefined && !ops.rect && ops.format === undefined && ops.quality === undefined;

/**
 * @param {string} bg RGB, RRGGBB or AARRGGBB
 * @returns {string | { r: number; g: number; b: number; alpha: number }}
 */
function colour(bg) {
  if (bg.length === 3) return `#${bg}`;
  if (bg.length === 6) return `#${bg}`;
  return { r: parseInt(bg.slice(2, 4), 16), g: parseInt(bg.slice(4, 6), 16), b: parseInt(bg.slice(6, 8), 16), alpha: parseInt(bg.slice(0, 2), 16) / 255 };
}

/**
 * The sharp resize options for Sanity's fit modes, given the source size after `rect`.
 * clip = fit inside (may enlarge), max = fit inside (never enlarge), crop = cover the box,
 * min = cover the box but never beyond the source size, fill/fillmax = fit inside and pad to the box,
 * scale = stretch to the box.
 * @param {ImageOps} ops
 * @param {{ width: number; height: number }} source
 * @param {OutputFormat} format
 * @returns {import('sharp').ResizeOptions}
 */
export function resizeOptions(ops, source, format) {
  const { width, height } = ops;
  if (width === undefined || height === undefined) {
    // One edge given: keep the aspect ratio; only `max` refuses to enlarge.
    return { width, height, withoutEnlargement: ops.fit === 'max' || ops.fit === 'min' };
  }
  switch (ops.fit) {
    case 'crop':
      return { width, height, fit: 'cover', position: ops.position };
    case 'min': {
      const shrink = Math.min(1, source.width / width, source.height / height);
      return { width: Math.round(width * shrink), height: Math.round(height * shrink), fit: 'cover', position: ops.position };
    }
    case 'fill':
    case 'fillmax': {
      const transparent = format !== 'jpeg';
      const background = ops.background ? colour(ops.background) : transparent ? { r: 0, g: 0, b: 0, alpha: 0 } : '#ffffff';
      return { width, height, fit: 'contain', background, withoutEnlargement: false };
    }
    case 'scale':
      return { width, height, fit: 'fill' };
    case 'max':
      return { width, height, fit: 'inside', withoutEnlargement: true };
    default:
      return { width, height, fit: 'inside' };
  }
}

/**
 * Applies the pipeline to an image file's bytes.
 * @param {Buffer} input
 * @param {OutputFormat} sourceFormat
 * @param {ImageOps} ops
 * @returns {Promise<{ body: Buffer; format: OutputFormat }>}
 */
export async function transformImage(input, sourceFormat, ops) {
  const format = ops.format ?? sourceFormat;
  let pipeline = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).timeout({ seconds: ENCODE_TIMEOUT_SECONDS });
  const meta = await pipeline.metadata();
  let source = { width: meta.width ?? 1, height: meta.height ?? 1 };

  if (ops.rect) {
    // Clamp to the image, as the CDN does, rather than failing on a rect that overhangs an edge.
    const left = Math.min(ops.rect.left, source.width - 1);
    const top = Math.min(ops.rect.top, source.height - 1);
    const rect = { left, top, width: Math.min(ops.rect.width, source.width - left), height: Math.min(ops.rect.height, source.height - top) };
    pipeline = pipeline.extract(rect);
    source = { width: rect.width, height: rect.height };
  }
  checkBudget(outputSize(ops, source), format);
  if (ops.width !== undefined || ops.height !== undefined) {
    pipeline = pipeline.resize(resizeOptions(ops, source, format));
  }

  const quality = ops.quality === undefined ? undefined : Math.max(1, Math.round(ops.quality));
  switch (format) {
    case 'jpeg':
      pipeline = pipeline.jpeg({ quality: quality ?? 82, progressive: ops.progressive, mozjpeg: true });
      break;
    case 'png':
      pipeline = pipeline.png({ compressionLevel: 9 });
      break;
    case 'webp':
      pipeline = pipeline.webp({ quality: quality ?? 80 });
      break;
    case 'avif':
      pipeline = pipeline.avif({ quality: quality ?? 60, effort: 2 });
      break;
  }
  return { body: await pipeline.toBuffer(), format };
}
