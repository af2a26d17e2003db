// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatService } from './createChatService.mjs';
import { startContentService, startSiteFixture } from './test/fixtures.mjs';

/**
 * Questions a visitor would ask, written from the spec's FAQ and service content, with the pages
 * that answer them. The top source must be one of them for at least 80% of the questions.
 * @type {[string, string[]][]}
 */
const QUESTIONS = [
  ['How long does an audit take?', ['/audit', '/faq']],
  ['What does a CMMI appraisal cost?', ['/appraisals']],
  ['Is the training available online?', ['/training']],
  ['How fast do you respond to critical IT issues?', ['/it-support', '/faq']],
  ['How many participants can attend a training session?', ['/training']],
  ['How long does the appraisal itself take?', ['/appraisals']],
  ['How long is a CMMI rating valid?', ['/appraisals']],
  ['How much can process automation reduce our costs?', ['/process-automation']],
  ['How long does an automation project take?', ['/process-automation']],
  ['Can audits be performed remotely?', ['/audit']],
  ['Are your auditors qualified?', ['/audit']],
  ['Do participants receive a certificate after the course?', ['/training']],
  ['Do you perform penetration testing?', ['/cyber-security']],
  ['Who owns the source code of the software you build?', ['/software-development']],
  ['Can you design a network for multiple offices?', ['/network-design']],
  ['Is lean six sigma only for manufacturing?', ['/lean-six-sigma']],
  ['Which project management methodologies do you follow?', ['/project-management']],
  ['What payment methods do you accept?', ['/faq']],
  ['Do you work with small businesses?', ['/faq']],
  ['Which industries do you serve?', ['/faq']],
  ['Do you provide support after certification?', ['/faq']],
  ['What is operational excellence?', ['/operational-excellence']],
  ['Do you recruit compliance and security professionals?', ['/recruitment']],
  ['Do you help with ISO 42001 AI management system readiness?', ['/iso-42001-readiness']],
  ['Where should a mid-sized firm start with zero trust?', ['/blog/zero-trust-mid-sized-firms']],
  ['How do I prepare for a PCI DSS assessment?', ['/blog/pci-dss-4-assessment-preparation']],
];

describe('answers from the firm’s own content', () => {
  let close = async () => {};
  /** @type {import('fastify').FastifyInstance} */
  let chat;

  beforeAll(async () => {
    const cms = await startContentService();
    const site = await startSiteFixture();
    chat = await createChatService({ cmsUrl: cms.url, siteUrl: site.url, llm: null, rateLimit: { max: 1000, timeWindow: '1 minute' } });
    close = async () => {
      await chat.close();
      await Promise.all([cms.close(), site.close()]);
    };
  });
  afterAll(() => close());

  it(`finds the right page first for at least 80% of ${QUESTIONS.length} visitor questions`, async () => {
    const misses = [];
    for (const [question, pages] of QUESTIONS) {
      const response = await chat.inject({ method: 'POST', url: '/api/chatbot', payload: { message: question } });
      expect(response.statusCode).toBe(200);
      const { reply, sources } = response.json();
      expect(typeof reply).toBe('string');
      if (!pages.includes(sources[0]?.url)) misses.push(`${question} -> ${sources[0]?.url ?? 'nothing'}`);
      // Every page an answer draws from is linked in its text, so the widget can render it as a link.
      else expect(reply).toContain(sources[0].url);
    }
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(20);
    expect(misses.length / QUESTIONS.length, misses.join('\n')).toBeLessThanOrEqual(0.2);
  });

  it('quotes the facts of the page it links', async () => {
    const ask = async (/** @type {string} */ message) =>
      (await chat.inject({ method: 'POST', url: '/api/chatbot', payload: { message } })).json().reply;
    expect(await ask('How long does an audit take?')).toMatch(/2 to 4 weeks/);
    expect(await ask('How many participants can attend a training session?')).toMatch(/10 to 25/);
  });

  it('does not draw on unpublished posts or inactive FAQs', async () => {
    const { reply, sources } = (
      await chat.inject({ method: 'POST', url: '/api/chatbot', payload: { message: 'SOC 2 Type II readiness twelve-month timeline' } })
    ).json();
    expect(sources.map((/** @type {{url: string}} */ s) => s.url)).not.toContain('/blog/soc-2-type-ii-readiness-timeline');
    expect(reply).not.toMatch(/DRAFT/);
  });
});
