import { Anchor } from '@mantine/core';
import { contactLinks } from '@site/shared/config';

/** The firm's configured contact e-mail as a mail link. */
export function ContactEmail() {
  const links = contactLinks();
  // Underlined as a style of its own: in running text a link must not rely on colour alone, and
  // Mantine's Text rule (same specificity, later in the kit's stylesheet) resets `underline="always"`.
  return (
    <Anchor href={links.mailto} td="underline">
      {links.email}
    </Anchor>
  );
}
