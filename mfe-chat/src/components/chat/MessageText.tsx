import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import { linkify } from './linkify';

/** A reply as text and real links; any markup in it stays visible text. */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((part, index) => {
        switch (part.kind) {
          case 'internal':
            return (
              <Anchor key={index} component={Link} to={part.to} inherit underline="always">
                {part.text}
              </Anchor>
            );
          case 'external':
            return (
              <Anchor key={index} href={part.href} target="_blank" rel="noopener noreferrer" inherit underline="always">
                {part.text}
              </Anchor>
            );
          case 'email':
            return (
              <Anchor key={index} href={part.href} inherit underline="always">
                {part.text}
              </Anchor>
            );
          default:
            return <span key={index}>{part.text}</span>;
        }
      })}
    </>
  );
}
