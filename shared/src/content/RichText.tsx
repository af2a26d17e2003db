import { PortableText, type PortableTextBlockComponent, type PortableTextComponents } from '@portabletext/react';
import { getSiteConfig } from '../config/siteConfig';
import { blockText, headingId } from './headingId.mjs';
import { DeferredImage } from '../ui/DeferredImage';
import { placeholderStyle, responsiveImage } from './imageUrl';
import type { ImageRef, PortableTextBlocks } from './types';

// The configured public origin, the same on the server and in the browser.
const isExternal = (href: string) => /^https?:\/\//i.test(href) && !href.startsWith(new URL(getSiteConfig().siteUrl).origin);

/** Only web, mail and phone links survive: a `javascript:` href from content never reaches the page. */
export function safeHref(href: unknown): string | undefined {
  if (typeof href !== 'string') return undefined;
  const trimmed = href.trim();
  // `//host/x` (and `/\host/x`, which browsers read the same way) leaves the site: a web address, not a path.
  if (/^\/[/\\]/.test(trimmed)) return `https://${trimmed.slice(2).replace(/^[/\\]+/, '')}`;
  return /^(https?:|mailto:|tel:|\/|#)/i.test(trimmed) ? trimmed : undefined;
}

function heading(level: 'h2' | 'h3' | 'h4'): PortableTextBlockComponent {
  return function Heading({ children, value }) {
    const Tag = level;
    return <Tag id={headingId(blockText(value as { children?: Array<{ text?: string }> }))}>{children}</Tag>;
  };
}

const components: PortableTextComponents = {
  block: { h2: heading('h2'), h3: heading('h3'), h4: heading('h4') },
  marks: {
    link: ({ children, value }) => {
      const href = safeHref((value as { href?: unknown } | undefined)?.href);
      if (!href) return <>{children}</>;
      return isExternal(href) ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      ) : (
        <a href={href}>{children}</a>
      );
    },
  },
  types: {
    image: ({ value }: { value: ImageRef & { caption?: string } }) => {
      const image = responsiveImage(value, 16 / 9, 960);
      if (!image) return null;
      return (
        <figure>
          <DeferredImage
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.srcSet ? '(min-width: 1000px) 960px, 100vw' : undefined}
            placeholder={image.placeholder}
            alt={value.alt ?? ''}
            width={960}
            height={540}
            // The box is the crop's (16:9) before and after the image arrives: no shift when it does.
            style={{ maxWidth: '100%', height: 'auto', aspectRatio: '16 / 9', objectFit: 'cover', ...placeholderStyle(image.placeholder) }}
          />
          {value.caption ? <figcaption>{value.caption}</figcaption> : null}
        </figure>
      );
    },
  },
};

/** Rich text from the content service. Portable Text is data, not markup, so nothing in it can run. */
export function RichText({ value }: { value: PortableTextBlocks | undefined }) {
  if (!value || value.length === 0) return null;
  return <PortableText value={value} components={components} onMissingComponent={false} />;
}
