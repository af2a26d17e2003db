// @ts-check
import sharp from 'sharp';

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

/** Largest output edge, so one request cannot make the service allocate gigapixels. */
export const MAX_EDGE = 5000;

const FITS = new Set(['clip', 'crop', 'fill', 'fillmax', 'max', 'min', 'scale']);

/** @type {Record<string, OutputFormat>} */
const FORMATS = { jpg: 'jpeg', pjpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'avif' };

/** Sanity's `crop` values, as sharp gravity/strategy names. */
/** @type {Record<string, string>} */
const POSITIONS = {
  center: 'centre',
  top: 'north',
  bottom: 'south',
  left: 'west',
  right: 'east',
  'top,left': 'northwest',
  'top,right': 'northeast',
  'bottom,left': 'southwest',
  'bottom,right': 'southeast',
  entropy: 'entropy',
  // No focal point support; the centre is the nearest honest answer.
  focalpoint: 'centre',
};

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
  if (!FITS.has(fit)) throw new ImageParamError(`fit must be one of ${[...FITS].join(', ')}`);

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
  if (fm !== undefined && !FORMATS[fm]) throw new ImageParamError(`fm must be one of ${Object.keys(FORMATS).join(', ')}`);
  const autoFormat = (get('auto') ?? '').split(',').includes('format') && /image\/webp/.test(accept ?? '');
  // An explicit fm wins over auto=format, as on Sanity's CDN.
  const format = fm ? FORMATS[fm] : autoFormat ? 'webp' : undefined;

  const bg = get('bg');
  if (bg !== undefined && !/^(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/.test(bg)) {
    throw new ImageParamError('bg must be a hex colour (RGB, RRGGBB or AARRGGBB)');
  }

  return {
    width,
    height,
    rect,
    fit: /** @type {ImageOps['fit']} */ (fit),
    position: POSITIONS[get('crop') ?? 'center'] ?? 'centre',
    quality: number(get('q'), 'q', 0, 100),
    format,
    progressive: fm === 'pjpg',
    background: bg,
  };
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
  let pipeline = sharp(input, { failOn: 'error' });
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
      pipeline = pipeline.avif({ quality: quality ?? 60 });
      break;
  }
  return { body: await pipeline.toBuffer(), format };
}
