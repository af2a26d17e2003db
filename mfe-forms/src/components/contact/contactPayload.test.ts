import { describe, expect, it } from 'vitest';
import { buildContactPayload, contactValuesFrom } from './contactPayload';

const filled = {
  name: 'Anita Desai',
  email: 'anita@brightpath.example',
  subject: 'CMMI Level 3 appraisal',
  phone: '+91 90000 11111',
  message: 'We would like to plan a CMMI DEV Level 3 appraisal for next year.',
};

describe('buildContactPayload', () => {
  it('sends every field and names the form as the sender', () => {
    expect(buildContactPayload(filled)).toEqual({ ...filled, from_name: 'Website contact form' });
  });

  it('sends the phone as an empty string when it was left out', () => {
    expect(buildContactPayload({ ...filled, phone: '' }).phone).toBe('');
    expect(buildContactPayload({ ...filled, phone: '   ' }).phone).toBe('');
  });
});

describe('contactValuesFrom', () => {
  it('reads each field of the sent form, an absent one as empty', () => {
    const data = new FormData();
    data.set('name', 'Ada Lovelace');
    data.set('email', 'ada@example.com');
    data.set('subject', 'ISO 27001');
    data.set('message', 'Hello');
    expect(contactValuesFrom(data)).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com', subject: 'ISO 27001', phone: '', message: 'Hello' });
  });
});
