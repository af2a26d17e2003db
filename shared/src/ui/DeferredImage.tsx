import type { ImgHTMLAttributes } from 'react';
import { AfterHydration } from './AfterHydration';
import classes from './DeferredImage.module.css';

/** A transparent pixel: the box keeps its size, and its placeholder (a background) shows through. */
const EMPTY_PIXEL = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

type DeferredImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'src'> & {
  src: string;
  'data-testid'?: string;
  /** A tiny copy as a `data:` URL (the asset's LQIP), shown until the image is asked for. */
  placeholder?: string;
};

/**
 * An image that is not needed for the first screen (a card below the fold, an image in an article's
 * text), asked for only once the page has hydrated (`AfterHydration`); until then it shows its
 * placeholder. Lazy images near the viewport (Chromium loads those within 1250–2500 px) shared a slow
 * phone's connection with the page's scripts and made the blog list usable ~0.2 s later. After
 * hydration it is an ordinary lazy image. The waiting copy carries no test id: it is not the image.
 */
export function DeferredImage({ src, srcSet, placeholder, className, 'data-testid': testId, ...rest }: DeferredImageProps) {
  return (
    <AfterHydration placeholder={<img {...rest} className={`${className ?? ''} ${classes.waiting}`.trim()} src={placeholder ?? EMPTY_PIXEL} />}>
      <img {...rest} className={className} src={src} srcSet={srcSet} loading="lazy" data-testid={testId} />
    </AfterHydration>
  );
}
