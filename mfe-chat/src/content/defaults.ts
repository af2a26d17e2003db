import { contactLinks, getSiteConfig } from '@site/shared/config';

// The chat widget's built-in copy: the greeting and the messages it shows when a reply or a send
// fails. It lives here, like the other remotes' content/defaults.ts, so the words are in one place.

export const MISSING_REPLY = "I apologize, but I'm having trouble responding right now. Please contact our team directly.";

export const THANK_YOU = 'Thank you! Your message has been sent successfully. Our team will contact you within 24 hours.';

export function greetingText(): string {
  return `Hi! I'm the ${getSiteConfig().siteName} AI assistant. Ask me about our audits, CMMI appraisals, training, IT support or any other service. If I can't answer right away, our team will reply within 24 hours.`;
}

export function technicalDifficultiesText(): string {
  const { email, whatsapp } = contactLinks();
  return `Sorry, I'm experiencing technical difficulties right now. Please email our advisory team at ${email} or message us on WhatsApp at ${whatsapp}.`;
}

export function sendFailedText(): string {
  // A failed send answers with this apology and the advisory e-mail, word for word the contact form's
  // failure message; the contact cards under it offer the other ways.
  return `Sorry, there was an issue sending your message. Please email us directly at ${contactLinks().email}`;
}
