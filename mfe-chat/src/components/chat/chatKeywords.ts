/** Words that make a bot message carry the contact cards (phone, e-mail, WhatsApp, contact page). */
export const CONTACT_CARD_KEYWORDS = ['contact', 'quote', 'consultation', 'meeting', 'discuss', 'pricing', 'proposal'] as const;

/** Words that make a bot message carry the button opening the contact form dialog. */
export const CONTACT_FORM_KEYWORDS = ['detailed', 'requirements', 'project', 'custom', 'specific needs'] as const;

const containsAny = (text: string, keywords: readonly string[]) => {
  const lower = text.toLowerCase();
  return keywords.some((keyword) => lower.includes(keyword));
};

/** Which extras a bot reply carries, judged on the visitor's message and the reply together. */
export function replyExtras(userMessage: string, reply: string): { showContactCards: boolean; showContactForm: boolean } {
  const text = `${userMessage} ${reply}`;
  return {
    showContactCards: containsAny(text, CONTACT_CARD_KEYWORDS),
    showContactForm: containsAny(text, CONTACT_FORM_KEYWORDS),
  };
}

/** Chat input is sent only when it has something besides whitespace. */
export const isSendable = (input: string) => input.trim().length > 0;
