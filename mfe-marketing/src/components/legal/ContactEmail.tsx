import { Anchor } from '@mantine/core';
import { contactLinks } from '@site/shared/config';

/** The firm's configured contact e-mail as a mail link. */
export function ContactEmail() {
  const links = contactLinks();
  return <Anchor href={links.mailto} underline="always">{links.email}</Anchor>;
}
