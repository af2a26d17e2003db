import { Button } from '@mantine/core';
import { MessageView } from './MessageView';

/** What a page says when its content could not be read, written by the app that owns the address. */
export interface UnavailableCopy {
  title: string;
  text: string;
}

/**
 * A page whose content could not be read (the content service refused, timed out or is down) and
 * that has no built-in copy: not a "not found" (on the server a 503, which search engines retry,
 * rather than a 404, which they drop), with a way to try again.
 */
export function UnavailableView({ title, text }: UnavailableCopy) {
  return (
    <MessageView title={title} text={text} status={503}>
      <Button onClick={() => window.location.reload()}>Try again</Button>
    </MessageView>
  );
}
