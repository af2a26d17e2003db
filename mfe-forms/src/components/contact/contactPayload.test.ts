import { describe, expect, it } from 'vitest';
import { buildContactPayload } from './contactPayload';

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
