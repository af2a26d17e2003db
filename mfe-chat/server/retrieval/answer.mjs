// @ts-check
import { detectIntent, stripGreeting } from './intents.mjs';
import { queryTerms } from './searchIndex.mjs';
import { clip, sentences } from './text.mjs';

/**
 * @typedef {import('./documents.mjs').Passage} Passage
 * @typedef {import('./searchIndex.mjs').SearchIndex} SearchIndex
 * @typedef {import('./searchIndex.mjs').SearchHit} SearchHit
 * @typedef {import('./intents.mjs').Intent} Intent
 * @typedef {{ phone: string; phoneAlt?: string; email: string; whatsapp: string }} Contact
 * @typedef {{ title: string; url: string }} Source
 * @typedef {{ reply: string; sources: Source[]; intent: Intent; passages: Passage[]; confident: boolean }} Answer
 */

const CONTACT_PAGE = { title: 'Contact Us', url: '/contact' };
const QUOTE_PAGE = { title: 'Get a Quote', url: '/get-quote' };

/** @param {Contact} contact */
const whatsappUrl = (contact) => `https://wa.me/${contact.whatsapp.replace(/\D/g, '')}`;

/** @param {Contact} contact */
const reachUs = (contact) =>
  `e-mail ${contact.email}, call ${contact.phone} or message us on WhatsApp at ${whatsappUrl(contact)}`;

/**
 * A hit is good enough to answer from when it matched the message's own words, not only the
 * synonyms: at least half of them, or two when the message is long.
 * @param {SearchHit | undefined} hit
 * @param {string[]} terms
 */
export function isConfident(hit, terms) {
  if (!hit || terms.length === 0) return false;
  const matched = hit.matchedTerms.length;
  return matched >= 1 && (matched / terms.length >= 0.5 || matched >= 2);
}

/**
 * The sentences of a passage that best answer the message, in their original order.
 * @param {Passage} passage
 * @param {string[]} terms
 * @param {number} max
 */
function bestSentences(passage, terms, max) {
  const all = sentences(passage.text);
  if (passage.kind === 'faq' || all.length <= max) return all.slice(0, max + 1);
  const scored = all.map((sentence, index) => {
    const words = new Set(queryTerms(sentence));
    const hits = terms.filter((t) => [...words].some((w) => w.startsWith(t) || t.startsWith(w))).length;
    return { sentence, index, hits };
  });
  const chosen = scored
    .filter((s) => s.hits > 0)
    .sort((a, b) => b.hits - a.hits || a.index - b.index)
    .slice(0, max)
    .sort((a, b) => a.index - b.index);
  return (chosen.length > 0 ? chosen : scored.slice(0, max)).map((s) => s.sentence);
}

/**
 * Distinct pages of the hits, best first, keeping only pages nearly as good as the best one.
 * @param {SearchHit[]} hits
 * @param {number} max
 * @returns {Source[]}
 */
function pagesOf(hits, max) {
  /** @type {Source[]} */
  const pages = [];
  const top = hits[0]?.score ?? 0;
  for (const hit of hits) {
    if (pages.length >= max) break;
    if (pages.some((p) => p.url === hit.passage.url)) continue;
    if (pages.length > 0 && hit.score < top * 0.5) continue;
    pages.push({ title: hit.passage.page, url: hit.passage.url });
  }
  return pages;
}

/**
 * The answer from retrieval alone: deterministic, quotes the firm's own pages and links to them.
 * @param {SearchIndex} index
 * @param {string} message
 * @param {Contact} contact
 * @param {string} [siteName]
 * @returns {Answer}
 */
export function answerMessage(index, message, contact, siteName = 'ComplianceCore Consulting') {
  const intent = detectIntent(message);
  const question = stripGreeting(message);

  switch (intent) {
    case 'greeting':
      return fixed(
        intent,
        `Hello! I'm the ${siteName} AI assistant. Ask me about our audits, CMMI appraisals, training, IT support, cyber security or any other service, and I'll point you to the right page.`,
        [],
      );
    case 'help':
      return fixed(
        intent,
        `I'm an AI assistant that answers from ${siteName}'s own pages: services, FAQs and articles. Ask me something like 'How long does an audit take?'. For anything I can't answer, our team replies within 24 hours.`,
        [{ title: 'Our Services', url: '/services' }],
      );
    case 'thanks':
      return fixed(intent, "You're welcome! Is there anything else you'd like to know about our services?", []);
    case 'goodbye':
      return fixed(intent, `Thank you for visiting. If anything comes up, ${reachUs(contact)}.`, []);
    case 'contact':
      return fixed(
        intent,
        `You can e-mail ${contact.email}, call ${contact.phone}${contact.phoneAlt ? ` or ${contact.phoneAlt}` : ''}, or message us on WhatsApp at ${whatsappUrl(contact)}. You can also write to us on the contact page: /contact. Our team replies within 24 hours.`,
        [CONTACT_PAGE],
      );
    default:
      break;
  }

  const terms = queryTerms(question);
  const hits = index.search(question);
  const confident = isConfident(hits[0], terms);

  if (intent === 'pricing') {
    const pricingNote = `Pricing depends on your scope, organisation size and target standard, so we prepare a tailored proposal: request a quote at /get-quote or e-mail our team at ${contact.email}.`;
    if (!confident) {
      return { reply: pricingNote, sources: [QUOTE_PAGE, CONTACT_PAGE], intent, passages: [], confident: false };
    }
    const pages = pagesOf(hits, 2);
    const quoted = bestSentences(hits[0].passage, terms, 2).join(' ');
    // When the page already explains how pricing works, only the way to a quote is added.
    const note = /pric|quot|cost|fee/i.test(quoted) ? `You can request a quote at /get-quote or e-mail our team at ${contact.email}.` : pricingNote;
    return {
      reply: `${clip(quoted, 420)} More on ${pages[0].title}: ${pages[0].url}. ${note}`,
      sources: [...pages, QUOTE_PAGE],
      intent,
      passages: hits.slice(0, 5).map((h) => h.passage),
      confident: true,
    };
  }

  if (!confident) {
    return {
      reply: `I'm sorry, I don't know the answer to that from our published pages. Our team can help: ${reachUs(contact)}, or use the contact page at /contact. We reply within 24 hours.`,
      sources: [CONTACT_PAGE],
      intent,
      passages: [],
      confident: false,
    };
  }

  const pages = pagesOf(hits, 3);
  const quoted = clip(bestSentences(quotedPassage(hits, question), terms, 2).join(' '), 480);
  const also = pages.length > 1 ? ` See also ${pages[1].title}: ${pages[1].url}.` : '';
  return {
    reply: `${quoted} Read more on ${pages[0].title}: ${pages[0].url}.${also}`,
    sources: pages,
    intent,
    passages: hits.slice(0, 5).map((h) => h.passage),
    confident: true,
  };
}

const OVERVIEW = /^(what is|what's|what are|tell me (more )?about|explain|describe|do you (offer|provide|do|have))\b/i;

/**
 * The passage to quote: the best hit, except that "what is X" questions get the introduction of the
 * best page (its summary) rather than whichever FAQ happened to mention X.
 * @param {SearchHit[]} hits
 * @param {string} question
 */
function quotedPassage(hits, question) {
  const best = hits[0].passage;
  if (!OVERVIEW.test(question)) return best;
  const intro = hits.find((h) => h.passage.url === best.url && h.passage.heading === '');
  return intro?.passage ?? best;
}

/**
 * @param {Intent} intent
 * @param {string} reply
 * @param {Source[]} sources
 * @returns {Answer}
 */
function fixed(intent, reply, sources) {
  return { reply, sources, intent, passages: [], confident: true };
}
