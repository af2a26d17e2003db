import { Button, Group, Text, Title, UnstyledButton } from '@mantine/core';
import { Check, Link2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { articleCopy } from '../../content/defaults';
import { copyText, shareLinks } from './share';
import classes from './ShareBox.module.css';

/** How long the copy confirmation stays (2 s). */
export const COPIED_MS = 2000;

// lucide-react 1.x has no brand icons; these are the networks' marks, drawn small.
const marks: Record<string, string> = {
  LinkedIn:
    'M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45z',
  X: 'M18.24 2.25h3.31l-7.23 8.26 8.5 11.24h-6.66l-5.21-6.82-5.97 6.82H1.67l7.73-8.84L1.25 2.25h6.83l4.71 6.23 5.45-6.23zm-1.16 17.52h1.83L7.08 4.13H5.12l11.96 15.64z',
  Facebook:
    'M24 12.07C24 5.4 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.04V9.41c0-3.02 1.79-4.69 4.53-4.69 1.31 0 2.68.24 2.68.24v2.97h-1.51c-1.49 0-1.96.93-1.96 1.89v2.26h3.33l-.53 3.49h-2.8V24C19.61 23.1 24 18.1 24 12.07z',
};

/** Share buttons for LinkedIn, X and Facebook (new tab) and a copy-link button that confirms with `Copied!`. */
export function ShareBox({ url, title }: { url: string; title: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  // Each copy shows the confirmation afresh, even over one still showing.
  const [confirmations, setConfirmations] = useState(0);
  // The 2 s count from when the confirmation is on screen (an effect runs after the commit), not
  // from the click: a busy page that renders late does not shorten what the visitor sees.
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [state, confirmations]);

  async function copy() {
    const copied = await copyText(url);
    setState(copied ? 'copied' : 'failed');
    setConfirmations((count) => count + 1);
  }

  return (
    <section className={classes.box} aria-labelledby="share-title" data-testid="share-box">
      <Title order={2} id="share-title" className={classes.title}>
        {articleCopy.shareTitle}
      </Title>
      <Group gap="sm" wrap="wrap">
        {shareLinks(url, title).map(({ network, href }) => (
          <UnstyledButton
            key={network}
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className={classes.network}
            data-network={network}
            aria-label={`Share on ${network} (opens in a new tab)`}
          >
            <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" focusable="false">
              <path d={marks[network]} fill="currentColor" />
            </svg>
          </UnstyledButton>
        ))}
        <Button
          variant={state === 'copied' ? 'filled' : 'light'}
          color={state === 'copied' ? 'teal' : undefined}
          leftSection={state === 'copied' ? <Check size={16} aria-hidden="true" /> : <Link2 size={16} aria-hidden="true" />}
          onClick={copy}
        >
          {state === 'copied' ? articleCopy.copied : articleCopy.copyLink}
        </Button>
      </Group>
      <Text size="sm" role="status" className={classes.status}>
        {state === 'failed' ? articleCopy.copyFailed : state === 'copied' ? 'Link copied to the clipboard.' : ''}
      </Text>
    </section>
  );
}
