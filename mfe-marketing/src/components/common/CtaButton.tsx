import { Button, type ButtonProps } from '@mantine/core';
import type { LinkButton } from '@site/shared/content';
import { Link } from 'react-router-dom';

/** In-site paths go through the router; anything else (an editor's absolute URL) is a plain link. */
export const isInSitePath = (href: string) => href.startsWith('/') && !href.startsWith('//');

export interface CtaButtonProps extends ButtonProps {
  button: LinkButton;
  /** Used when the content gives no link, so the button never goes nowhere. */
  fallbackLink: string;
  fallbackText: string;
}

export function CtaButton({ button, fallbackLink, fallbackText, ...props }: CtaButtonProps) {
  const href = button.link?.trim() || fallbackLink;
  const text = button.text?.trim() || fallbackText;
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
