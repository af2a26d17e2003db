// @ts-check
/**
 * Articles that exercise edge cases a real dataset has:
 * - a legacy post whose body is an HTML string (imported from the previous website); it is sanitized
 *   before display. Hostile markup belongs to the tests (e2e/browser/blog.spec.ts), never to the seed,
 * - an unpublished post (isPublished false),
 * - a draft and a release version of a published post: a published-perspective reader never sees them.
 */
import { blogPost, SITE_URL } from './blogPost.mjs';
import { headingId } from '@site/shared/content/headingId.mjs';
import { bullets, h2, imageRef, p } from './portableText.mjs';
import { posts } from './posts.mjs';

/** The body of a post written in HTML on the previous website. */
const LEGACY_HTML = [
  '<p>A tabletop exercise walks your incident response team through a realistic scenario without touching production systems. Done well, it exposes gaps in roles, contact lists and decision rights before a real incident does.</p>',
  '<h2>Before the Exercise</h2>',
  '<ul><li>Pick one scenario, such as ransomware on a file server or a leaked customer database</li><li>Invite decision makers, not only technical staff</li><li>Print the current incident response plan and contact list</li></ul>',
  '<h2>Running the Session</h2>',
  '<p>Release the scenario in injects every 15 minutes. Ask who decides, who is told and what evidence is kept. Record every hesitation as a finding.</p>',
  '<h3>Questions That Reveal Gaps</h3>',
  '<ol><li>Who can authorise taking a system offline?</li><li>When do we notify regulators and customers?</li><li>Where are the logs we need, and who can read them?</li></ol>',
  '<h2>After the Exercise</h2>',
  '<p>Turn findings into owned actions with dates, update the plan and schedule the next exercise within six months. The <a href="https://www.cisa.gov/resources-tools/services/cisa-tabletop-exercise-packages">CISA tabletop exercise packages</a> offer ready-made scenarios, and our <a href="/cyber-security">cyber security team</a> can facilitate one for you.</p>',
].join('\n');

export const htmlPost = {
  _id: 'post-incident-response-tabletop-exercises',
  _type: 'blogPost',
  _createdAt: '2026-05-05T09:00:00Z',
  _updatedAt: '2026-05-06T09:00:00Z',
  title: 'Incident Response Tabletop Exercises: A Facilitator’s Checklist',
  slug: { _type: 'slug', current: 'incident-response-tabletop-exercises' },
  excerpt: 'A checklist for running a tabletop exercise that tests your incident response plan, imported from our previous website.',
  author: 'Vikram Menon',
  publishedAt: '2026-05-06T09:00:00Z',
  category: 'Security',
  readTime: '4 min read',
  featuredImage: imageRef('post-tabletop'),
  contentHtml: LEGACY_HTML,
  // The h2 and h3 headings of the HTML above, in order.
  tableOfContents: /** @type {Array<[string, number]>} */ ([
    ['Before the Exercise', 0],
    ['Running the Session', 0],
    ['Questions That Reveal Gaps', 1],
    ['After the Exercise', 0],
  ]).map(([heading, level]) => ({ heading, anchor: headingId(heading), level })),
  seo: {
    metaTitle: 'Incident Response Tabletop Exercises: A Facilitator’s Checklist',
    metaDescription: 'How to prepare, run and follow up an incident response tabletop exercise.',
    robotsTag: 'index, follow',
    canonicalUrl: `${SITE_URL}/blog/incident-response-tabletop-exercises`,
    imageAltText: imageRef('post-tabletop').alt,
    faqSchema: false,
  },
  isPublished: true,
};

export const unpublishedPost = blogPost({
  slug: 'soc-2-type-ii-readiness-timeline',
  title: 'SOC 2 Type II Readiness: A Twelve-Month Timeline',
  excerpt: 'Still in review: a month-by-month plan from scoping to the end of the observation period.',
  author: 'Michael Torres',
  publishedAt: '2026-07-01T09:00:00Z',
  category: 'Compliance',
  readTime: '6 min read',
  image: 'post-evidence',
  isPublished: false,
  body: [
    p('This article is waiting for legal review and must not appear on the site.'),
    h2('Scoping'),
    bullets(['Choose the trust services criteria', 'Define the system boundary']),
  ],
});

const cmmi = posts.find((post) => post.slug.current === 'cmmi-3-level-3-appraisal-readiness');
if (!cmmi) throw new Error('the CMMI post is missing from posts.mjs');

/** An editor's unsaved rework of a published post. Its title must never reach the site. */
export const draftPost = {
  ...cmmi,
  _id: `drafts.${cmmi._id}`,
  _updatedAt: '2026-06-30T16:45:00Z',
  title: 'DRAFT: CMMI V3.0 Level 3 (rework in progress, do not publish)',
  excerpt: 'Draft excerpt that must stay hidden.',
};

/** The same post scheduled in a content release; release versions are hidden too. */
export const versionPost = {
  ...cmmi,
  _id: `versions.rSummerRefresh.${cmmi._id}`,
  _updatedAt: '2026-07-02T08:00:00Z',
  title: 'RELEASE VERSION: CMMI V3.0 Level 3 (scheduled, not yet published)',
};

/** A draft that has never been published: hidden entirely. */
export const draftOnlyPost = blogPost({
  id: 'drafts.post-hitrust-r2-roadmap',
  slug: 'hitrust-r2-roadmap',
  title: 'DRAFT ONLY: HITRUST r2 Roadmap',
  excerpt: 'An unfinished draft.',
  author: 'Michael Torres',
  publishedAt: '2026-08-01T09:00:00Z',
  category: 'Compliance',
  readTime: '5 min read',
  image: 'post-pci',
  body: [p('Unfinished.')],
});

export const specialPosts = [htmlPost, unpublishedPost, draftPost, versionPost, draftOnlyPost];
