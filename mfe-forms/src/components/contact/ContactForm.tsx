import { Button, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createSubmissionAttempts, sendToRelay } from '@site/shared/forms';
import { Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { contactPageCopy, formMessages } from '../../content/defaults';
import { ResultMessage, type FormResult } from '../common/ResultMessage';
import { useKeepTypedValues } from '../common/useKeepTypedValues';
import { buildContactPayload, emptyContactValues, type ContactValues } from './contactPayload';
import classes from './ContactForm.module.css';

/**
 * The contact form. Required fields are checked by the browser itself (native `required` and
 * `type="email"`, no custom messages): the submit handler only runs for a valid form.
 * Uncontrolled: a keystroke stays in the input and does not re-render the form (on a slow phone a
 * re-render per key was most of the typing delay).
 */
export function ContactForm() {
  const form = useForm<ContactValues>({ mode: 'uncontrolled', initialValues: emptyContactValues() });
  const [submitting, setSubmitting] = useState(false);
  const [result, setResult] = useState<FormResult | null>(null);
  // Sending the same message again after a failure reuses its key: stored once if the first got through.
  const [attempts] = useState(createSubmissionAttempts);
  const formRef = useRef<HTMLFormElement>(null);
  useKeepTypedValues(formRef, form);

  const submit = async (values: ContactValues) => {
    setSubmitting(true);
    setResult(null);
    const payload = buildContactPayload(values);
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
      <form ref={formRef} aria-labelledby="contact-form-title" onSubmit={form.onSubmit(submit)}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Name" name="name" autoComplete="name" required key={form.key('name')} {...form.getInputProps('name')} />
            <TextInput label="Email" name="email" type="email" autoComplete="email" required key={form.key('email')} {...form.getInputProps('email')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Subject" name="subject" required key={form.key('subject')} {...form.getInputProps('subject')} />
            <TextInput
              label="Phone"
              description="Optional"
              name="phone"
              type="tel"
              autoComplete="tel"
              key={form.key('phone')} {...form.getInputProps('phone')}
            />
          </SimpleGrid>
          <Textarea label="Message" name="message" required rows={5} key={form.key('message')} {...form.getInputProps('message')} />
          <ResultMessage result={result} />
          <Button type="submit" disabled={submitting} leftSection={<Send aria-hidden size={18} />} className={classes.submit}>
            {submitting ? 'Sending...' : 'Send Message'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
