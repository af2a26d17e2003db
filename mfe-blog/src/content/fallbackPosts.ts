import { headingId, type BlogPost, type PortableTextBlocks } from '@site/shared/content';
import complianceRoadmap from '../assets/fallback-compliance-roadmap.svg';
import auditReadiness from '../assets/fallback-audit-readiness.svg';
import privacyDpdp from '../assets/fallback-privacy-dpdp.svg';
import securityZeroTrust from '../assets/fallback-security-zero-trust.svg';
import securityIso27001 from '../assets/fallback-security-iso27001.svg';
import automationEvidence from '../assets/fallback-automation-evidence.svg';

// Built-in posts: shown only when the content service has none, so the list never looks broken.

let key = 0;
const nextKey = () => `fb${(key += 1)}`;
const paragraph = (text: string) => ({
  _type: 'block' as const,
  _key: nextKey(),
  style: 'normal',
  markDefs: [],
  children: [{ _type: 'span' as const, _key: nextKey(), text }],
});
const heading2 = (text: string) => ({ ...paragraph(text), style: 'h2' });

/** A short body: an intro, then one h2 and paragraph per section. */
function body(intro: string, sections: Array<[string, string]>): PortableTextBlocks {
  return [paragraph(intro), ...sections.flatMap(([title, text]) => [heading2(title), paragraph(text)])];
}

function fallbackPost(post: Omit<BlogPost, 'slug'> & { title: string; image: string; alt: string }): BlogPost {
  const { image, alt, ...rest } = post;
  return { ...rest, slug: headingId(post.title), featuredImage: { alt, asset: { url: image } } };
}

export const fallbackPosts: BlogPost[] = [
  fallbackPost({
    _id: 'fallback-cmmi-roadmap',
    title: 'A Practical CMMI Level 3 Roadmap for Growing Delivery Teams',
    excerpt:
      'How mid-sized software and service teams move from ad hoc delivery to defined, measurable processes without drowning in paperwork.',
    author: 'Srinivas Reddy',
    publishedAt: '2025-03-18T09:00:00Z',
    category: 'Compliance',
    readTime: '7 min read',
    image: complianceRoadmap,
    alt: 'Staircase of five CMMI maturity levels with the top level highlighted',
    content: body('Most teams that ask us about CMMI Level 3 already do good work; what they lack is a shared, written way of doing it.', [
      ['Start with a gap assessment', 'Map current practice against the model before writing a single procedure, so effort goes where the gaps are.'],
      ['Define only what you will use', 'Lean process assets that teams actually follow beat thick manuals that nobody opens.'],
      ['Prove it before the appraisal', 'Pilot the processes on live projects and collect evidence as you go, so the appraisal confirms what already happens.'],
    ]),
  }),
  fallbackPost({
    _id: 'fallback-iso9001-audit',
    title: 'Preparing for Your First ISO 9001 Surveillance Audit',
    excerpt: 'What auditors look for one year after certification, and a four-week plan to walk into the surveillance audit with confidence.',
    author: 'Ananya Rao',
    publishedAt: '2025-02-26T09:00:00Z',
    category: 'Compliance',
    readTime: '6 min read',
    image: auditReadiness,
    alt: 'Checklist document under a magnifying glass',
    content: body('Certification is the start, not the finish: surveillance audits check that the system still runs.', [
      ['Review corrective actions', 'Close every nonconformity from the certification audit and keep the evidence of effectiveness.'],
      ['Run an internal audit', 'An honest internal audit and management review are the first records an auditor asks for.'],
      ['Brief the people who will be interviewed', 'Staff should know the quality policy and how their work links to it, in their own words.'],
    ]),
  }),
  fallbackPost({
    _id: 'fallback-dpdp-act',
    title: 'What the DPDP Act Means for Your Data Processes',
    excerpt:
      "India's Digital Personal Data Protection Act changes how consent, retention and breach reporting work. Here is where to start.",
    author: 'Vikram Menon',
    publishedAt: '2025-02-04T09:00:00Z',
    category: 'Privacy',
    readTime: '8 min read',
    image: privacyDpdp,
    alt: 'Padlock over scattered data records, representing personal data protection',
    content: body('The Act applies to any organisation processing digital personal data of people in India.', [
      ['Know what you hold', 'A data inventory of personal data, purposes and retention periods is the foundation of every other duty.'],
      ['Rework consent', 'Consent must be free, specific, informed and as easy to withdraw as it was to give.'],
      ['Prepare for breaches', 'Define who decides, who notifies and how fast, before an incident forces the question.'],
    ]),
  }),
  fallbackPost({
    _id: 'fallback-zero-trust',
    title: 'Zero Trust Without the Hype: A Practical Starting Point',
    excerpt: 'Zero trust is a direction, not a product. Three steps that reduce real risk in the first quarter without replacing your network.',
    author: 'Michael Torres',
    publishedAt: '2025-01-15T09:00:00Z',
    category: 'Security',
    readTime: '6 min read',
    image: securityZeroTrust,
    alt: 'Network graph with a few highlighted nodes under closer inspection',
    content: body('Attackers who get one foothold should not get everything; that is the whole idea.', [
      ['Strong identity first', 'Phishing-resistant multi-factor authentication for every privileged and remote account.'],
      ['Segment what matters', 'Separate crown-jewel systems so a compromised laptop cannot reach them directly.'],
      ['Verify continuously', 'Log access decisions centrally and review the unusual ones every week.'],
    ]),
  }),
  fallbackPost({
    _id: 'fallback-iso27001-controls',
    title: 'ISO 27001 Controls Auditors Check First',
    excerpt: 'Access reviews, supplier security and incident records: the Annex A controls where certification audits most often find gaps.',
    author: 'Ananya Rao',
    publishedAt: '2024-12-10T09:00:00Z',
    category: 'Security',
    readTime: '7 min read',
    image: securityIso27001,
    alt: 'Teal shield with a check mark surrounded by circuit traces',
    content: body('Auditors sample where failures are common; prepare those areas first.', [
      ['Access reviews', 'Show periodic reviews of who can access what, with leavers removed on time.'],
      ['Supplier security', 'Keep security clauses and assessments for every supplier that touches your data.'],
      ['Incident records', 'Even minor incidents need a record, a root cause and a closed action.'],
    ]),
  }),
  fallbackPost({
    _id: 'fallback-evidence-automation',
    title: 'Automating Compliance Evidence Collection',
    excerpt:
      'Screenshots and spreadsheets do not scale. How to pull audit evidence straight from your tools and keep it ready all year.',
    author: 'Srinivas Reddy',
    publishedAt: '2024-11-20T09:00:00Z',
    category: 'Automation',
    readTime: '5 min read',
    image: automationEvidence,
    alt: 'Automated workflow of connected process steps ending in a completed stage',
    content: body('Evidence gathered the week before an audit is expensive and incomplete.', [
      ['List the evidence once', 'Map each control to the system that proves it and the record it produces.'],
      ['Collect on a schedule', 'Export configurations, tickets and logs automatically into one dated repository.'],
      ['Review exceptions, not everything', 'Let people spend their time on the gaps the automation flags.'],
    ]),
  }),
];
