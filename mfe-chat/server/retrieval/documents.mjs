// @ts-check
import { htmlToText, plainText, portableTextSections } from './text.mjs';

/**
 * One searchable piece of a page: an FAQ answer, a section of a service page, part of an article.
 * Answers quote passages and link to their `url`.
 * @typedef {{
 *   id: string;
 *   url: string;
 *   page: string;
 *   heading: string;
 *   text: string;
 *   kind: 'faq' | 'service' | 'blog';
 * }} Passage
 */

/**
 * What the content service returns for the three queries in `content/cmsSource.mjs`.
 * @typedef {{
 *   faqs?: { _id?: string; question?: unknown; answer?: unknown; category?: string }[];
 *   servicePages?: {
 *     _id?: string; title?: unknown; slug?: string;
 *     heroSection?: { subtitle?: string; description?: string };
 *     serviceOverview?: unknown;
 *     contentSections?: { title?: string; content?: unknown }[];
 *     keyComponents?: string[];
 *     faqs?: { question?: string; answer?: string }[];
 *     ctaTitle?: string; ctaDescription?: string;
 *   }[];
 *   blogPosts?: {
 *     _id?: string; title?: unknown; slug?: string; excerpt?: string; category?: string;
 *     content?: unknown; contentHtml?: string; faqs?: { question?: string; answer?: string }[];
 *   }[];
 * }} CmsContent
 */

/**
 * The services remote's built-in pages (`service-defaults.json`, published beside its manifest): the
 * contract both sides type against. Read defensively all the same, since another release may be live.
 * @typedef {import('@site/shared/contracts').ReceivedServiceDefaults} ServiceDefaults
 */

const FAQ_PAGE = { url: '/faq', page: 'Frequently Asked Questions' };

/** @param {string} question */
const questionKey = (question) => question.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/**
 * Turns the content of both sources into passages. A CMS service page replaces the built-in page of
 * the same slug (as on the site); CMS FAQs come before built-in ones with the same question.
 * @param {{ cms?: CmsContent | null; defaults?: ServiceDefaults | null }} sources
 * @returns {Passage[]}
 */
export function buildPassages({ cms, defaults }) {
  /** @type {Passage[]} */
  const passages = [];
  /** @param {Omit<Passage, 'id'>} passage */
  const add = (passage) => {
    const text = passage.text.trim();
    if (!text) return;
    passages.push({ ...passage, id: `p${passages.length}`, text });
  };

  // FAQ page: CMS questions first, then built-in ones not already asked.
  const askedOnFaqPage = new Set();
  for (const faq of cms?.faqs ?? []) {
    const question = plainText(faq.question);
    if (!question) continue;
    askedOnFaqPage.add(questionKey(question));
    add({ ...FAQ_PAGE, heading: question, text: plainText(faq.answer), kind: 'faq' });
  }
  for (const group of defaults?.faqPage ?? []) {
    for (const item of group.questions ?? []) {
      const question = plainText(item.question);
      if (!question || askedOnFaqPage.has(questionKey(question))) continue;
      askedOnFaqPage.add(questionKey(question));
      add({ ...FAQ_PAGE, heading: question, text: plainText(item.answer), kind: 'faq' });
    }
  }

  /**
   * One service page's passages, alike for a CMS page and a built-in one: its intro, its sections,
   * key components, FAQs and closing call to action.
   * @param {{ keyComponents?: string[]; faqs?: { question?: string; answer?: string }[]; ctaTitle?: string; ctaDescription?: string }} service
   * @param {{ url: string; page: string; intro: unknown[]; sections: { heading: string; text: string }[] }} parts the intro and sections, which each source keeps in fields of its own
   */
  const addServicePage = (service, { url, page, intro, sections }) => {
    // Intro passages leave the heading empty: the page title is indexed once, in `page`.
    add({ url, page, heading: '', text: intro.filter(Boolean).join('\n'), kind: 'service' });
    for (const { heading, text } of sections) add({ url, page, heading, text, kind: 'service' });
    if (service.keyComponents?.length) add({ url, page, heading: 'Key components', text: service.keyComponents.join('. '), kind: 'service' });
    for (const faq of service.faqs ?? []) {
      if (faq.question) add({ url, page, heading: faq.question, text: faq.answer ?? '', kind: 'faq' });
    }
    if (service.ctaTitle || service.ctaDescription) {
      add({ url, page, heading: service.ctaTitle ?? '', text: service.ctaDescription ?? '', kind: 'service' });
    }
  };

  const cmsSlugs = new Set();
  for (const service of cms?.servicePages ?? []) {
    const slug = typeof service.slug === 'string' ? service.slug.trim() : '';
    if (!slug) continue;
    cmsSlugs.add(slug);
    addServicePage(service, {
      url: `/${slug}`,
      page: plainText(service.title) || slug,
      intro: [service.heroSection?.subtitle, service.heroSection?.description, plainText(service.serviceOverview)],
      sections: (service.contentSections ?? []).map((section) => ({ heading: section.title ?? '', text: plainText(section.content) })),
    });
  }

  for (const service of defaults?.services ?? []) {
    if (!service.slug || cmsSlugs.has(service.slug)) continue;
    addServicePage(service, {
      url: `/${service.slug}`,
      page: service.title,
      intro: [service.summary, ...(service.overview ?? [])],
      sections: (service.sections ?? []).map((section) => ({ heading: section.title ?? '', text: (section.paragraphs ?? []).join('\n') })),
    });
  }
  for (const placeholder of defaults?.placeholders ?? []) {
    if (!placeholder.slug || cmsSlugs.has(placeholder.slug)) continue;
    add({ url: `/${placeholder.slug}`, page: placeholder.title, heading: '', text: placeholder.summary ?? '', kind: 'service' });
  }

  for (const post of cms?.blogPosts ?? []) {
    const key = (typeof post.slug === 'string' && post.slug.trim()) || post._id;
    if (!key) continue;
    const url = `/blog/${key}`;
    const page = plainText(post.title) || 'Article';
    add({ url, page, heading: '', text: post.excerpt ?? '', kind: 'blog' });
    const sections = portableTextSections(post.content);
    const body = sections.length > 0 ? sections : [{ heading: '', text: htmlToText(post.contentHtml) }];
    for (const section of body) {
      for (const chunk of chunks(section.text, 900)) add({ url, page, heading: section.heading, text: chunk, kind: 'blog' });
    }
    for (const faq of post.faqs ?? []) {
      if (faq.question) add({ url, page, heading: faq.question, text: faq.answer ?? '', kind: 'faq' });
    }
  }
  return passages;
}

/**
 * Splits long text at paragraph boundaries so one passage stays quotable.
 * @param {string} text
 * @param {number} size
 */
function chunks(text, size) {
  /** @type {string[]} */
  const out = [];
  let current = '';
  for (const paragraph of text.split('\n')) {
    if (current && current.length + paragraph.length > size) {
      out.push(current);
      current = '';
    }
    current = current ? `${current}\n${paragraph}` : paragraph;
  }
  if (current.trim()) out.push(current);
  return out;
}
