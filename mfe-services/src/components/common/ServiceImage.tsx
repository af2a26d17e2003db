import { placeholderStyle } from '@site/shared/content';
import { serviceImageSize } from '../../assets';
import type { ServiceImageKey, serviceImages } from '../../assets/serviceImages';
import classes from './ServiceImage.module.css';

export interface ServiceImageProps {
  src: string | undefined;
  alt: string;
  width?: number;
  height?: number;
  eager?: boolean;
  /** The content image's LQIP, painted in the box until the image arrives. */
  placeholder?: string;
}

/**
 * A picture of a service page. Marked `data-service-image` so the appraisals floating card can
 * tell when it would cover one and drop behind it.
 */
export function ServiceImage({ src, alt, width = serviceImageSize.width, height = serviceImageSize.height, eager, placeholder }: ServiceImageProps) {
  if (!src) return null;
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={classes.image}
      data-service-image=""
      style={placeholderStyle(placeholder)}
    />
  );
}

/**
 * URL of a built-in illustration by its key in `service-defaults.json`, among `images`
 * (`loadServiceImages`); unknown keys show nothing.
 */
export const builtInImage = (images: typeof serviceImages, key: string | undefined) => (key && Object.hasOwn(images, key) ? images[key as ServiceImageKey] : undefined);
