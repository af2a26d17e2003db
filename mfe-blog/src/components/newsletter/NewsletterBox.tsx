import { Button, Text, TextInput, Title } from '@mantine/core';
import { createSubmissionAttempts, sendToRelay } from '@site/shared/forms';
import { Mail } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { newsletterCopy } from '../../content/defaults';
import classes from './NewsletterBox.module.css';

type Status = 'idle' | 'sending' | 'sent' | 'failed' | 'invalid';

interface NewsletterBoxProps {
  title: string;
  text: string;
  /** `banner` spans the page (list, hub); `card` sits inside an article. */
  variant?: 'banner' | 'card';
}

/** The newsletter sign-up of the list, the article and the hub: one form, sent through the form relay. */
export function NewsletterBox({ title, text, variant = 'banner' }: NewsletterBoxProps) {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const inFlight = useRef(false);
  const [attempts] = useState(createSubmissionAttempts);
  const titleId = useId();

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const address = email.trim();
    if (!address || !event.currentTarget.checkValidity()) {
      setStatus('invalid');
      return;
    }
    inFlight.current = true;
    setStatus('sending');
    const payload = {
      email: address,
      subject: 'Newsletter subscription',
      from_name: 'Website newsletter',
      message: `Please subscribe ${address} to the newsletter.`,
    };
    // A retry of the same address after a lost answer reuses its key: the relay stores it once.
    const outcome = await sendToRelay(payload, { idempotencyKey: attempts.keyFor(payload) });
    inFlight.current = false;
    if (outcome.status === 'sent') {
      attempts.sent();
      setEmail('');
      setStatus('sent');
    } else {
      // The address stays in the box so the visitor can simply try again.
      setStatus('failed');
    }
  }

  const message =
    status === 'sent' ? newsletterCopy.success : status === 'failed' ? newsletterCopy.failure : status === 'invalid' ? newsletterCopy.invalid : '';

  return (
    <section className={classes.box} data-variant={variant} aria-labelledby={titleId} data-testid="newsletter">
      <div className={classes.intro}>
        <Mail className={classes.icon} size={28} aria-hidden="true" />
        <Title order={2} id={titleId} className={classes.title}>
          {title}
        </Title>
        <Text className={classes.text}>{text}</Text>
      </div>
      <form className={classes.form} onSubmit={subscribe} noValidate>
        <TextInput
          className={classes.input}
          type="email"
          required
          label={newsletterCopy.emailLabel}
          placeholder={newsletterCopy.emailPlaceholder}
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            if (status === 'invalid') setStatus('idle');
          }}
          error={status === 'invalid' ? true : undefined}
          aria-describedby={message ? `${titleId}-status` : undefined}
        />
        <Button type="submit" className={classes.button} loading={status === 'sending'}>
          {newsletterCopy.button}
        </Button>
      </form>
      <p
        id={`${titleId}-status`}
        role="status"
        className={classes.status}
        data-tone={status === 'sent' ? 'success' : status === 'failed' || status === 'invalid' ? 'error' : undefined}
      >
        {message}
      </p>
    </section>
  );
}
