import { Button, type ButtonProps } from '@mantine/core';
import type { LinkButton } from '@site/shared/content';
import { Link } from 'react-router-dom';

/** In-site paths go through the router; anything else (an editor's absolute URL) is a plain link. */
export const isInSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');

/**
 * A link from content that may become a button's href: an in-site path, a web, mail or phone URL.
 * `javascript:`, `data:` and the like are dropped (React would only neutralise them into a click
 * that throws), as is a protocol-relative `//host`, which leaves the site.
 */
export function usableLink(link: string | undefined): string | undefined {
  const href = link?.trim();
  if (!href) return undefined;
  if (isInSitePath(href)) return href;
  return /^(https?:\/\/|mailto:|tel:)/i.test(href) ? href : undefined;
}

export interface CtaButtonProps extends ButtonProps {
  button: LinkButton;
  /** The built-in button, used for what the content leaves out, so the button never goes nowhere. */
  fallback: { text: string; link: string };
}

export function CtaButton({ button, fallback, ...props }: CtaButtonProps) {
  const href = usableLink(button.link) ?? fallback.link;
  const text = button.text?.trim() || fallback.text;
  return isInSitePath(href) ? (
    <Button component={Link} to={href} {...props}>
      {text}
    </Button>
  ) : (
    <Button component="a" href={href} {...props}>
      {text}
    </Button>
  );
}
