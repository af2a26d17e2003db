import { describe, expect, it } from 'vitest';
import { CONTACT_CARD_KEYWORDS, CONTACT_FORM_KEYWORDS, isSendable, replyExtras } from './chatKeywords';

describe('replyExtras', () => {
  it.each(CONTACT_CARD_KEYWORDS)('shows the contact cards for "%s", in any case, in the message or the reply', (keyword) => {
    expect(replyExtras(`Tell me about ${keyword.toUpperCase()}`, 'Sure.').showContactCards).toBe(true);
    expect(replyExtras('Tell me more', `We can ${keyword[0].toUpperCase()}${keyword.slice(1)} that.`).showContactCards).toBe(true);
  });

  it.each(CONTACT_FORM_KEYWORDS)('shows the contact form button for "%s", in any case, in the message or the reply', (keyword) => {
    expect(replyExtras(`Our ${keyword.toUpperCase()} are unusual`, 'Noted.').showContactForm).toBe(true);
    expect(replyExtras('Hello', `Tell us your ${keyword}.`).showContactForm).toBe(true);
  });

  it('shows neither without a keyword, and both when both kinds appear', () => {
    expect(replyExtras('How long does an audit take?', 'Two to four weeks.')).toEqual({ showContactCards: false, showContactForm: false });
    expect(replyExtras('Pricing for a custom project?', 'It depends.')).toEqual({ showContactCards: true, showContactForm: true });
  });

  it('needs "specific needs" as a phrase', () => {
    expect(replyExtras('We have specific needs', '').showContactForm).toBe(true);
    expect(replyExtras('Specific questions about needs', '').showContactForm).toBe(false);
  });
});

describe('isSendable', () => {
  it('ignores empty and whitespace-only input', () => {
    expect(isSendable('')).toBe(false);
    expect(isSendable('   ')).toBe(false);
    expect(isSendable('\n\t ')).toBe(false);
    expect(isSendable(' hi ')).toBe(true);
  });
});
