import type { RelayFields } from '@site/shared/forms';

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  phone: string;
  message: string;
}

export const emptyContactValues = (): ContactValues => ({ name: '', email: '', subject: '', phone: '', message: '' });

/** The contact form's values, read from the form itself when it is sent (its inputs keep what is typed). */
export function contactValuesFrom(data: FormData): ContactValues {
  const field = (name: keyof ContactValues) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { name: field('name'), email: field('email'), subject: field('subject'), phone: field('phone'), message: field('message') };
}

/**
 * The relay fields of a contact message: name, email, subject, phone and message. Phone is optional
 * and travels as an empty string when absent.
 */
export function buildContactPayload(values: ContactValues): RelayFields {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    phone: values.phone.trim() || '',
    message: values.message,
    from_name: 'Website contact form',
  };
}
