// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { answerMessage } from './answer.mjs';
import { buildPassages } from './documents.mjs';
import { detectIntent } from './intents.mjs';
import { createSearchIndex, processTerm } from './searchIndex.mjs';

const contact = { phone: '+91 40 4850 1234', email: 'advisory@compliancecore.example', whatsapp: '919848012345' };

const defaults = {
  services: [
    {
      slug: 'audit',
      title: 'Audit Services',
      summary: 'Internal and pre-certification audits.',
      overview: ['Independent audits against ISO 9001 and ISO/IEC 27001.'],
      sections: [{ title: 'Reporting', paragraphs: ['A structured report with nonconformities.'] }],
      keyComponents: ['Internal audits', 'Supplier audits'],
      faqs: [{ question: 'How long does an audit take?', answer: 'Small organisations: 2 to 4 weeks. Large ones: 8 to 12 weeks.' }],
    },
    { slug: 'training', title: 'Training Programs', summary: 'Built-in training page.', faqs: [] },
  ],
  placeholders: [{ slug: 'recruitment', title: 'Recruitment', summary: 'Specialist recruitment of compliance professionals.' }],
  faqPage: [{ category: 'Pricing', questions: [{ question: 'How is pricing determined?', answer: 'By scope and size.' }] }],
};
const cms = {
  faqs: [{ _id: 'faq-1', question: 'How is pricing determined?', answer: 'From the content service.' }],
  servicePages: [
    {
      _id: 'sp-training',
      title: [{ _type: 'block', children: [{ _type: 'span', text: 'Training' }] }],
      slug: 'training',
      serviceOverview: [{ _type: 'block', style: 'normal', children: [{ _type: 'span', text: 'Courses are delivered live online or on-site.' }] }],
    },
  ],
  blogPosts: [
    {
      _id: 'post-1',
      title: 'Zero Trust for Mid-Sized Firms',
      slug: 'zero-trust',
      excerpt: 'Identity first, then devices.',
      content: [
        { _type: 'block', style: 'h2', children: [{ _type: 'span', text: 'Segmentation' }] },
        { _type: 'block', style: 'normal', children: [{ _type: 'span', text: 'Segment the network last.' }] },
      ],
    },
    { _id: 'post-2', title: 'Legacy post', contentHtml: '<p>Old <script>alert(1)</script>body about kanban boards</p>' },
  ],
};

describe('buildPassages', () => {
  const passages = buildPassages({ cms, defaults });

  it('lets a CMS service page replace the built-in page of the same slug', () => {
    const training = passages.filter((p) => p.url === '/training');
    expect(training.map((p) => p.text).join(' ')).toContain('live online');
    expect(training.map((p) => p.text).join(' ')).not.toContain('Built-in training page');
    expect(training[0].page).toBe('Training');
  });

  it('keeps CMS FAQs before built-in ones with the same question', () => {
    const pricing = passages.filter((p) => p.url === '/faq');
    expect(pricing).toHaveLength(1);
    expect(pricing[0].text).toBe('From the content service.');
  });

  it('links services at /{slug}, the FAQ page at /faq and posts at /blog/{slug or id}', () => {
    const urls = new Set(passages.map((p) => p.url));
    expect([...urls].sort()).toEqual(['/audit', '/blog/post-2', '/blog/zero-trust', '/faq', '/recruitment', '/training']);
  });

  it('indexes HTML bodies as text only', () => {
    const legacy = passages.find((p) => p.url === '/blog/post-2');
    expect(legacy?.text).toContain('kanban boards');
    expect(legacy?.text).not.toMatch(/<|alert/);
  });

  it('tolerates a missing source', () => {
    expect(buildPassages({ cms: null, defaults })).not.toHaveLength(0);
    expect(buildPassages({ cms, defaults: null })).not.toHaveLength(0);
    expect(buildPassages({})).toEqual([]);
  });
});

describe('processTerm', () => {
  it('folds plurals and drops stop words', () => {
    expect(processTerm('Audits')).toBe('audit');
    expect(processTerm('policies')).toBe('policy');
    expect(processTerm('the')).toBeNull();
    expect(processTerm('ISO')).toBe('iso');
    expect(processTerm('27001')).toBe('27001');
  });
});

describe('detectIntent', () => {
  it.each([
    ['Hello!', 'greeting'],
    ['good morning', 'greeting'],
    ['Thanks a lot', 'thanks'],
    ['How can I contact your team?', 'contact'],
    ["What's your phone number?", 'contact'],
    ['How much does an audit cost?', 'pricing'],
    ['Hi, how long does an audit take?', 'question'],
    ['Who are you?', 'help'],
  ])('%s -> %s', (message, intent) => {
    expect(detectIntent(message)).toBe(intent);
  });
});

describe('answerMessage', () => {
  const index = createSearchIndex(buildPassages({ cms, defaults }));

  it('answers from the best passage and links its page', () => {
    const answer = answerMessage(index, 'How long do audits take?', contact);
    expect(answer.sources[0]).toEqual({ title: 'Audit Services', url: '/audit' });
    expect(answer.reply).toContain('2 to 4 weeks');
    expect(answer.reply).toContain('/audit');
  });

  it('answers a greeting followed by a question as the question', () => {
    expect(answerMessage(index, 'Hi! How long does an audit take?', contact).sources[0].url).toBe('/audit');
  });

  it('points pricing questions to a quote', () => {
    const answer = answerMessage(index, 'What does an audit cost?', contact);
    expect(answer.sources.map((s) => s.url)).toEqual(['/audit', '/get-quote']);
    expect(answer.reply).toContain('/get-quote');
  });

  it('gives contact details for contact questions', () => {
    const answer = answerMessage(index, 'How do I get in touch?', contact);
    expect(answer.reply).toContain(contact.email);
    expect(answer.reply).toContain(contact.phone);
    expect(answer.reply).toContain('https://wa.me/919848012345');
    expect(answer.sources).toEqual([{ title: 'Contact Us', url: '/contact' }]);
  });

  it('says so honestly when nothing matches', () => {
    const answer = answerMessage(index, 'What is the weather in Paris tomorrow?', contact);
    expect(answer.confident).toBe(false);
    expect(answer.reply).toMatch(/don't know/);
    expect(answer.reply).toContain(contact.email);
    expect(answer.passages).toEqual([]);
  });

  it('answers small talk without searching', () => {
    expect(answerMessage(index, 'hello', contact).reply).toMatch(/assistant/);
    expect(answerMessage(index, 'thank you!', contact).reply).toMatch(/welcome/i);
  });
});
