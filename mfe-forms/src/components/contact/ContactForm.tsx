import { Button, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Textarea } from '@mantine/core/fields';
import { createSubmissionAttempts, sendToRelay } from '@site/shared/forms';
import { Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { contactPageCopy, formMessages } from '../../content/defaults';
import { ResultMessage, type FormResult } from '../common/ResultMessage';
import { buildContactPayload, contactValuesFrom } from './contactPayload';
import classes from './ContactForm.module.css';

/**
 * The contact form. Required fields are checked by the browser itself (native `required` and
 * `type="email"`, no custom messages): the submit handler only runs for a valid form.
 * The inputs keep what is typed and the form is read when it is sent: a keystroke runs no React
 * render (on a slow phone a render of the form was most of the typing delay), and text typed into
 * the server's HTML before hydration is simply still there.
 */
export function ContactForm() {
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<FormResult | null>(null);
  // Sending the same message again after a failure reuses its key: stored once if the first got through.
  const [attempts] = useState(createSubmissionAttempts);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitting(true);
    setResult(null);
    const payload = buildContactPayload(contactValuesFrom(new FormData(form)));
    const outcome = await sendToRelay(payload, { idempotencyKey: attempts.keyFor(payload) });
    setSubmitting(false);
    if (outcome.status === 'sent') {
      attempts.sent();
      form.reset();
      setResult({ kind: 'success', text: formMessages.contactSuccess });
    } else {
      setResult({ kind: 'error', text: formMessages.contactFailure });
    }
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Title order={2} id="contact-form-title" className={classes.title}>
        {contactPageCopy.formTitle}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="lg">
        {contactPageCopy.formIntro}
      </Text>
      <form aria-labelledby="contact-form-title" onSubmit={submit}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Name" name="name" autoComplete="name" required />
            <TextInput label="Email" name="email" type="email" autoComplete="email" required />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Subject" name="subject" required />
            <TextInput
              label="Phone"
              description="Optional"
              name="phone"
              type="tel"
              autoComplete="tel"
             
            />
          </SimpleGrid>
          <Textarea label="Message" name="message" required rows={5} />
          <ResultMessage result={result} />
          <Button type="submit" disabled={submitting} leftSection={<Send aria-hidden size={18} />} className={classes.submit}>
            {submitting ? 'Sending...' : 'Send Message'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
