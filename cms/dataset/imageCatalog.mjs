// @ts-check
import { createHash } from 'node:crypto';

/**
 * Every seed image: what to draw, its size and format, and its alt text. scripts/generate-images.mjs renders
 * them; build-dataset.mjs writes one `sanity.imageAsset` document per entry and references them by key.
 *
 * Asset ids follow Sanity's pattern `image-<hash40>-<w>x<h>-<ext>`. The hash is derived from the key,
 * not from the bytes, so re-rendering with another sharp version does not rename every file.
 *
 * @typedef {'shield' | 'chart' | 'network' | 'flow' | 'audit' | 'padlock' | 'cycle' | 'maturity' | 'heatmap' | 'neural' | 'globe' | 'portrait' | 'logo' | 'badge'} ArtName
 * @typedef {{
 *   key: string;
 *   art: ArtName;
 *   width: number;
 *   height: number;
 *   ext: 'png' | 'jpg' | 'webp';
 *   alt: string;
 *   seed: number;
 *   tone?: 'teal' | 'indigo' | 'dark';
 *   labels?: string[];
 * }} ImageSpec
 */

const FEATURE = { width: 1200, height: 630, ext: /** @type {const} */ ('webp') };
const INLINE = { width: 960, height: 540, ext: /** @type {const} */ ('webp') };
const HERO = { width: 1600, height: 900, ext: /** @type {const} */ ('jpg') };
const PORTRAIT = { width: 600, height: 600, ext: /** @type {const} */ ('jpg') };

/** @type {ImageSpec[]} */
export const IMAGES = [
  // Brand
  { key: 'logo', art: 'logo', width: 760, height: 160, ext: 'png', seed: 1, alt: 'ComplianceCore Consulting logo: a teal shield with a check mark' },
  { key: 'accreditation', art: 'badge', width: 320, height: 320, ext: 'png', seed: 2, labels: ['ACCREDITED', 'Appraisal & Training Partner'], alt: 'Accredited appraisal and training partner seal' },

  // Blog featured images
  { key: 'post-cmmi', art: 'maturity', ...FEATURE, seed: 11, labels: ['Initial', 'Managed', 'Defined', 'Quantitative', 'Optimizing'], alt: 'Staircase of five CMMI maturity levels with the top level highlighted' },
  { key: 'post-iso27001', art: 'shield', ...FEATURE, seed: 12, alt: 'Teal shield with a check mark surrounded by circuit traces' },
  { key: 'post-dpdp', art: 'padlock', ...FEATURE, seed: 13, tone: 'indigo', alt: 'Padlock over scattered data records, representing personal data protection' },
  { key: 'post-gdpr', art: 'audit', ...FEATURE, seed: 14, tone: 'indigo', alt: 'Checklist document under a magnifying glass' },
  { key: 'post-evidence', art: 'flow', ...FEATURE, seed: 15, alt: 'Automated workflow of connected process steps ending in a completed stage' },
  { key: 'post-dmaic', art: 'cycle', ...FEATURE, seed: 16, labels: ['D', 'M', 'A', 'I', 'C'], alt: 'DMAIC improvement cycle: Define, Measure, Analyze, Improve, Control' },
  { key: 'post-zero-trust', art: 'network', ...FEATURE, seed: 17, tone: 'dark', alt: 'Network graph with a few highlighted nodes under closer inspection' },
  { key: 'post-pci', art: 'shield', ...FEATURE, seed: 18, tone: 'indigo', alt: 'Security shield over payment system circuit lines' },
  { key: 'post-cobit', art: 'chart', ...FEATURE, seed: 19, alt: 'Bar chart with a rising trend line, like a governance dashboard' },
  { key: 'post-tabletop', art: 'heatmap', ...FEATURE, seed: 20, tone: 'dark', alt: 'Five by five risk heat map from low to critical' },

  // Inline article diagrams
  { key: 'inline-maturity', art: 'maturity', ...INLINE, seed: 31, tone: 'indigo', labels: ['Initial', 'Managed', 'Defined', 'Quantitative', 'Optimizing'], alt: 'Diagram of CMMI maturity levels 1 to 5' },
  { key: 'inline-risk', art: 'heatmap', ...INLINE, seed: 32, alt: 'Risk heat map plotting likelihood against impact' },
  { key: 'inline-pipeline', art: 'flow', ...INLINE, seed: 33, tone: 'indigo', alt: 'Evidence pipeline from source systems to an audit-ready repository' },
  { key: 'inline-dashboard', art: 'chart', ...INLINE, seed: 34, tone: 'indigo', alt: 'Dashboard chart of governance metrics improving quarter by quarter' },

  // Service pages
  { key: 'hero-advisory', art: 'chart', ...HERO, seed: 41, alt: 'Upward trend across process maturity metrics' },
  { key: 'hero-cyber', art: 'shield', ...HERO, seed: 42, tone: 'dark', alt: 'Shield protecting a network of connected systems' },
  { key: 'hero-ai', art: 'neural', ...HERO, seed: 43, tone: 'indigo', alt: 'Layers of a neural network, representing AI systems under governance' },
  { key: 'section-gap', art: 'audit', ...INLINE, seed: 51, alt: 'Gap assessment checklist with completed items' },
  { key: 'section-roadmap', art: 'flow', ...INLINE, seed: 52, alt: 'Roadmap of improvement stages connected by arrows' },
  { key: 'section-network', art: 'network', ...INLINE, seed: 53, alt: 'Map of network assets and their connections' },
  { key: 'section-global', art: 'globe', ...INLINE, seed: 54, alt: 'Globe with pins on the firm’s delivery locations' },

  // People
  { key: 'team-srinivas', art: 'portrait', ...PORTRAIT, seed: 61, alt: 'Portrait silhouette of Srinivas Reddy' },
  { key: 'team-ananya', art: 'portrait', ...PORTRAIT, seed: 62, tone: 'indigo', alt: 'Portrait silhouette of Ananya Rao' },
  { key: 'team-vikram', art: 'portrait', ...PORTRAIT, seed: 63, tone: 'dark', alt: 'Portrait silhouette of Vikram Menon' },
  { key: 'team-michael', art: 'portrait', ...PORTRAIT, seed: 64, alt: 'Portrait silhouette of Michael Torres' },
];

/** @param {string} key */
export function imageSpec(key) {
  const spec = IMAGES.find((image) => image.key === key);
  if (!spec) throw new Error(`unknown image key ${key}`);
  return spec;
}

/** @param {string} key */
const hashOf = (key) => createHash('sha1').update(`compliancecore-seed-image:${key}`).digest('hex');

/** Sanity asset id, e.g. `image-<hash>-1200x630-webp`. @param {string} key */
export function assetId(key) {
  const spec = imageSpec(key);
  return `image-${hashOf(key)}-${spec.width}x${spec.height}-${spec.ext}`;
}

/** File name in cms/dataset/images/, e.g. `<hash>-1200x630.webp`. @param {string} key */
export function fileName(key) {
  const spec = imageSpec(key);
  return `${hashOf(key)}-${spec.width}x${spec.height}.${spec.ext}`;
}

/** @type {Record<ImageSpec['ext'], string>} */
export const MIME_TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };
