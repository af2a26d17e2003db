import { Button, Group, Stack, TextInput } from '@mantine/core';
import { Textarea } from '@mantine/core/fields';
import { createSubmissionAttempts, sendToRelay } from '@site/shared/forms';
import { Dialog } from '@site/shared/ui';
import { useState, type FormEvent } from 'react';

export type ContactDialogOutcome = 'sent' | 'failed';

interface ContactDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Called after a send that the chat should report on; a rejected send changes nothing. */
  onOutcome: (outcome: ContactDialogOutcome) => void;
}

const EMPTY = { name: '', email: '', message: '' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The chat's contact form: name, email and message, sent through the form relay. */
export function ChatContactDialog({ opened, onClose, onOutcome }: ContactDialogProps) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof typeof EMPTY, string>>>({});
  const [sending, setSending] = useState(false);
  const [attempts] = useState(createSubmissionAttempts);

  const set = (field: keyof typeof EMPTY) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const name = values.name.trim();
    const email = values.email.trim();
    const message = values.message.trim();
    const found = {
      name: name ? undefined : 'Please enter your name',
      email: EMAIL.test(email) ? undefined : 'Please enter a valid email address',
      message: message ? undefined : 'Please enter your message',
    };
    setErrors(found);
    if (found.name || found.email || found.message) return;

    setSending(true);
    const payload = {
      name,
      email,
      message: `ChatBot Inquiry: ${message}`,
      subject: `ChatBot Inquiry from ${name}`,
      from_name: name,
    };
    // Sending the same message again after a lost answer reuses its key: the relay stores it once.
    const result = await sendToRelay(payload, { idempotencyKey: attempts.keyFor(payload) });
    setSending(false);
    if (result.status === 'sent') {
      attempts.sent();
      setValues(EMPTY);
      onClose();
      onOutcome('sent');
    } else if (result.status === 'failed') {
      onClose();
      onOutcome('failed');
    }
    // 'rejected': the relay said no; the dialog and everything typed stay as they are.
  }

  return (
    <Dialog opened={opened} onClose={onClose} title="Contact Our Team">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <TextInput label="Name" name="name" required autoComplete="name" value={values.name} onChange={set('name')} error={errors.name} />
          <TextInput
            label="Email"
            name="email"
            type="email"
            required
            autoComplete="email"
            value={values.email}
            onChange={set('email')}
            error={errors.email}
          />
          <Textarea label="Message" name="message" required rows={4} value={values.message} onChange={set('message')} error={errors.message} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} type="button">
              Cancel
            </Button>
            <Button type="submit" loading={sending}>
              Send Message
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
