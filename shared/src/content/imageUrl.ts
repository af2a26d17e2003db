import { createImageUrlBuilder } from '@sanity/image-url';
import { getSiteConfig } from '../config/siteConfig';
import type { ImageRef } from './types';

/**
 * URL of a content image at the given size, through the image service (Sanity's CDN, or the local
 * content service's `/images/...`). Local files bundled with a remote pass straight through.
 */
export function imageUrl(image: ImageRef | string | undefined, width: number, height?: number): string | undefined {
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
  let url = builder.image(id).width(width).auto('format').fit('crop');
  if (height) url = url.height(height);
  return url.url();
}
