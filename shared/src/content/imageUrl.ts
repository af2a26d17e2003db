import { createImageUrlBuilder } from '@sanity/image-url';
import { getSiteConfig } from '../config/siteConfig';
import type { EditorImage, ImageRef } from './types';

/**
 * The widths a content image is offered at: a phone, a phone's 2x screen or a desktop card, a
 * desktop column, a wide header. Few steps, so the image service (and a CDN) caches few variants.
 */
export const IMAGE_WIDTHS = [400, 800, 1200, 1600] as const;

/**
 * How an image fills the asked box: `crop` fills it exactly (cards, headers), `max` fits inside it
 * keeping the image's own proportions and never enlarges it (a seal or logo whose shape the content
 * decides).
 */
export type ImageFit = 'crop' | 'max';

/**
 * URL of a content image at the given size, through the image service (Sanity's CDN, or the local
 * content service's `/images/...`). Local files bundled with a remote pass straight through.
 * Width and height are both required: every image the service sends has a known box (spec: images
 * are built with width and height parameters).
 */
export function imageUrl(image: EditorImage | string | undefined, width: number, height: number, fit: ImageFit = 'crop'): string | undefined {
  if (!image) return undefined;
  if (typeof image === 'string') return image;
  const asset = image.asset;
  if (!asset) return undefined;
  const id = asset._ref ?? asset._id;
  if (!id) return asset.url;
  const { content } = getSiteConfig();
  const builder = createImageUrlBuilder({
    projectId: content.projectId,
    dataset: content.dataset,
    ...(content.apiHost ? { baseUrl: content.apiHost } : {}),
  });
  // auto=format: WebP or AVIF where the browser accepts them, the source format otherwise.
  // The whole image object: the editor's crop and hotspot decide the `rect` every rendition is cut
  // from (the crop first, then the box's proportions around the hotspot), as on Sanity's CDN.
  const source = { asset: { _ref: id }, ...(image.crop ? { crop: image.crop } : {}), ...(image.hotspot ? { hotspot: image.hotspot } : {}) };
  const url = builder.image(source).width(width).height(height).auto('format').fit(fit);
  // A fitted image (a seal, a logo) must stay whole: it skips the cut.
  return (fit === 'max' ? url.ignoreImageParams() : url).url();
}

/** Where content images come from: the configured API host (the local content service), else Sanity's image CDN. */
export function imageOrigin(): string {
  const { apiHost } = getSiteConfig().content;
  return new URL(apiHost || SANITY_IMAGE_CDN).origin;
}

const SANITY_IMAGE_CDN = 'https://cdn.sanity.io';

export interface ResponsiveImage {
  src: string;
  /** Absent for a file bundled with a remote: it exists at one size only. */
  srcSet?: string;
  /** The asset's LQIP (`metadata.lqip`), to paint under the image while it loads. */
  placeholder?: string;
}

/** The asset's LQIP as Sanity computes it (a `data:` URL), when the query read it. */
export function imagePlaceholder(image: ImageRef | string | undefined): string | undefined {
  if (!image || typeof image === 'string') return undefined;
  const lqip = image.asset?.metadata?.lqip;
  return typeof lqip === 'string' && lqip.startsWith('data:image/') ? lqip : undefined;
}

/**
 * Inline style that paints an image's placeholder in its box (the box's size is set by the image's
 * width and height attributes, so nothing shifts when the image arrives and covers it).
 */
export function placeholderStyle(placeholder: string | undefined): { backgroundImage: string; backgroundSize: string; backgroundPosition: string } | undefined {
  return placeholder ? { backgroundImage: `url("${placeholder}")`, backgroundSize: 'cover', backgroundPosition: 'center' } : undefined;
}

/**
 * A content image at every width of IMAGE_WIDTHS up to `maxWidth`, cropped to `aspectRatio`, so the
 * browser downloads what the layout (`sizes`) and the screen need: a phone does not fetch the
 * desktop header. `src` is the largest, for browsers without srcset.
 */
export function responsiveImage(image: EditorImage | string | undefined, aspectRatio: number, maxWidth: number): ResponsiveImage | undefined {
  const widths = [...IMAGE_WIDTHS.filter((width) => width < maxWidth), maxWidth];
  const at = (width: number) => imageUrl(image, width, Math.round(width / aspectRatio));
  const src = at(maxWidth);
  if (!src) return undefined;
  if (typeof image === 'string' || !(image?.asset?._ref ?? image?.asset?._id)) return { src };
  const placeholder = imagePlaceholder(image);
  return { src, srcSet: widths.map((width) => `${at(width)} ${width}w`).join(', '), ...(placeholder ? { placeholder } : {}) };
}
