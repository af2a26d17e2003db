// @ts-check
/**
 * Service page content by slug. `advisory` and `cyber-security` replace those services' built-in
 * static pages; `iso-42001-readiness` is not a built-in service, so the generic page at
 * /iso-42001-readiness shows it. Do not add documents for other built-in slugs unless the content
 * is meant to replace their static pages.
 */
import { SITE_URL } from './blogPost.mjs';
import { bullets, imageRef, p, toPortableText } from './portableText.mjs';

/** @typedef {Array<import('./portableText.mjs').BlockSpec | import('./portableText.mjs').BlockSpec[]>} Blocks */

/**
 * One of a page's content sections: its heading, its picture from the image catalog and its text.
 * @param {string} title
 * @param {string} image
 * @param {Blocks} content
 */
const section = (title, image, content) => ({ title, image, content });

/**
 * @param {{
 *   slug: string;
 *   title: string;
 *   subtitle: string;
 *   description: string;
 *   heroImage: string;
 *   overview: Blocks;
 *   sections: Array<ReturnType<typeof section>>;
 *   keyComponents: string[];
 *   faqs: Array<{ question: string; answer: string }>;
 *   ctaTitle: string;
 *   ctaDescription: string;
 *   metaTitle: string;
 *   metaDescription: string;
 *   faqSchema: boolean;
 *   updatedAt: string;
 * }} page
 */
function servicePage(page) {
  const _id = `servicePage-${page.slug}`;
  return {
    _id,
    _type: 'servicePage',
    _createdAt: '2026-01-12T10:00:00Z',
    _updatedAt: page.updatedAt,
    title: page.title,
    slug: { _type: 'slug', current: page.slug },
    heroSection: { subtitle: page.subtitle, description: page.description },
    heroImage: imageRef(page.heroImage),
    serviceOverview: toPortableText(`${_id}.serviceOverview`, page.overview),
    contentSections: page.sections.map((section, index) => ({
      title: section.title,
      content: toPortableText(`${_id}.contentSections.${index}`, section.content),
      image: imageRef(section.image),
    })),
    keyComponents: page.keyComponents,
    faqs: page.faqs,
    ctaTitle: page.ctaTitle,
    ctaDescription: page.ctaDescription,
    seo: {
      metaTitle: page.metaTitle,
      metaDescription: page.metaDescription,
      canonicalUrl: `${SITE_URL}/${page.slug}`,
      robotsTag: 'index, follow',
      faqSchema: page.faqSchema,
    },
  };
}

export const servicePages = [
  servicePage({
    slug: 'advisory',
    title: 'Advisory Services',
    subtitle: 'Independent guidance for CMMI, ISO and IT governance programmes',
    description:
      'Senior consultants who assess where you stand, design a roadmap your leadership can fund, and coach your teams until the new practices are routine.',
    heroImage: 'hero-advisory',
    overview: [
      p('Our advisory practice helps technology and service organisations choose the right frameworks, set realistic targets and implement processes that survive contact with real projects. We work with CMMI V3.0, ISO 9001, ISO/IEC 27001, ISO/IEC 20000-1 and COBIT 2019.'),
      p('Advisory is kept strictly separate from appraisal. The consultants who help you build your processes never sit on the team that rates them, which protects the credibility of your result. Learn more about [our approach](/about).'),
    ],
    sections: [
      section('Gap Assessment', 'section-gap', [
        p('A two-to-four-week review of your current practices against the target model or standard, based on interviews and real artefacts.'),
        bullets(['Scored baseline for every practice area or clause', 'Prioritised list of gaps with effort estimates', 'Executive summary for sponsors']),
      ]),
      section('Roadmap and Process Design', 'section-roadmap', [p('We turn the assessment into a phased roadmap and design lightweight processes, templates and tailoring guidelines that fit agile and service teams.')]),
      section('Coaching and Internal Audits', 'inline-dashboard', [p('Consultants coach project teams on live work and run monthly internal audits, so adoption is measured rather than assumed.')]),
    ],
    keyComponents: [
      'CMMI V3.0 gap analysis',
      'ISO management system design',
      'Process asset library and tailoring guidelines',
      'Metrics and measurement programme',
      'Internal audits and readiness reviews',
      'Executive governance reporting',
    ],
    faqs: [
      {
        question: 'How long does a typical advisory engagement last?',
        answer: 'A gap assessment takes two to four weeks. Implementation towards CMMI Level 3 or ISO certification usually takes six to twelve months, depending on size and starting point.',
      },
      {
        question: 'Can you advise us and also perform our appraisal?',
        answer: 'No. To avoid a conflict of interest, the team that advises you is never the team that appraises you. We can recommend independent lead appraisers.',
      },
      {
        question: 'Do you work remotely?',
        answer: 'Yes. Most assessments combine remote interviews and artefact reviews with a few days on site for workshops and leadership sessions.',
      },
      {
        question: 'Which standards do you cover?',
        answer: 'CMMI DEV and SVC, ISO 9001, ISO/IEC 27001, 27701, 20000-1 and 42001, SOC 2, PCI DSS, HIPAA, HITRUST and GDPR.',
      },
    ],
    ctaTitle: 'Start With a Gap Assessment',
    ctaDescription: 'Find out exactly where you stand against your target standard, with a prioritised plan to close the gaps.',
    metaTitle: 'Advisory Services | CMMI, ISO and IT Governance',
    metaDescription: 'Independent CMMI, ISO and IT governance advisory: gap assessments, roadmaps, process design and coaching.',
    faqSchema: true,
    updatedAt: '2026-03-02T11:20:00Z',
  }),
  servicePage({
    slug: 'cyber-security',
    title: 'Cyber Security',
    subtitle: 'Protect your data, systems and reputation',
    description:
      'Security programmes built on ISO/IEC 27001 and NIST, with assessments, penetration testing and managed monitoring from our Chennai and Hyderabad teams.',
    heroImage: 'hero-cyber',
    overview: [
      p('Attackers look for the weakest link, so we look at the whole chain: people, processes and technology. Our security consultants combine governance work, such as ISO/IEC 27001 implementation, with hands-on testing and monitoring.'),
      p('Every engagement begins with a risk assessment, so effort goes where the business impact is highest.'),
    ],
    sections: [
      section('Vulnerability Assessment and Penetration Testing', 'section-network', [
        p('Authenticated scanning and manual testing of networks, web applications, APIs and cloud configurations, reported with business impact and clear remediation steps.'),
        bullets(['OWASP Top 10 and API Security Top 10 coverage', 'Retest of fixed findings included', 'Executive and technical reports']),
      ]),
      section('ISO 27001 Implementation', 'section-gap', [p('From scope and risk assessment to the Statement of Applicability, policies, internal audit and certification support.')]),
      section('Security Monitoring and Response', 'inline-risk', [p('Log monitoring, alert triage and incident response support, with critical alerts escalated within one hour around the clock.')]),
    ],
    keyComponents: [
      'Risk assessment and treatment',
      'Vulnerability assessment and penetration testing',
      'ISO/IEC 27001 implementation',
      'Cloud security configuration review',
      'Security awareness training',
      'Incident response planning and tabletop exercises',
    ],
    faqs: [
      {
        question: 'How often should we run a penetration test?',
        answer: 'At least once a year and after every significant change to your applications or infrastructure. Many regulators and customers expect an annual test.',
      },
      {
        question: 'How quickly do you respond to a security incident?',
        answer: 'For managed monitoring clients, critical incidents are escalated within one hour; general requests are answered within four to eight business hours.',
      },
      {
        question: 'Will testing disrupt our production systems?',
        answer: 'Tests are planned with your team, scoped in writing and run in agreed windows. Destructive techniques are never used without explicit approval.',
      },
    ],
    ctaTitle: 'Secure Your Organisation',
    ctaDescription: 'Book a security assessment and get a prioritised view of your risks within two weeks.',
    metaTitle: 'Cyber Security Services | Assessments, VAPT and ISO 27001',
    metaDescription: 'Cyber security consulting: penetration testing, ISO 27001 implementation, cloud reviews and managed monitoring.',
    faqSchema: false,
    updatedAt: '2026-03-04T15:05:00Z',
  }),
  servicePage({
    slug: 'iso-42001-readiness',
    title: 'ISO/IEC 42001 AI Management System Readiness',
    subtitle: 'Govern your AI systems with the first international AI management standard',
    description:
      'Readiness assessments and implementation support for organisations that build or use AI, aligned with ISO/IEC 42001:2023 and the EU AI Act.',
    heroImage: 'hero-ai',
    overview: [
      p('ISO/IEC 42001:2023 sets out requirements for an AI management system: policies, roles, risk and impact assessments and controls across the AI life cycle. Certification shows customers and regulators that your AI is governed, not improvised.'),
      p('Because the standard follows the same structure as ISO/IEC 27001, organisations with an existing ISMS can extend it rather than start again. See the [standard’s page at ISO](https://www.iso.org/standard/81230.html).'),
    ],
    sections: [
      section('AI Inventory and Impact Assessment', 'section-network', [
        p('We catalogue the AI systems you develop, buy and embed, then assess their impact on individuals and society.'),
        bullets(['Inventory of models, data sets and suppliers', 'AI system impact assessments', 'Risk register aligned with your ISMS']),
      ]),
      section('Controls and Policies', 'section-roadmap', [p('Implementation of Annex A controls: data quality, transparency, human oversight, supplier management and life-cycle documentation.')]),
      section('Certification Readiness', 'section-global', [p('Internal audit, management review and a mock stage 1 audit before you engage a certification body.')]),
    ],
    keyComponents: [
      'AI policy and objectives',
      'AI system inventory',
      'AI risk and impact assessment',
      'Annex A control implementation',
      'Internal audit and management review',
      'Integration with ISO/IEC 27001',
    ],
    faqs: [
      {
        question: 'Do we need ISO 27001 before ISO 42001?',
        answer: 'No, but it helps. The two standards share a structure, and an existing ISMS can cover many of the management system requirements.',
      },
      {
        question: 'How long does readiness take?',
        answer: 'Most organisations are ready for a certification audit in four to seven months, depending on how many AI systems are in scope.',
      },
      {
        question: 'Does ISO 42001 cover generative AI we buy from vendors?',
        answer: 'Yes. The standard applies to AI you develop, provide or use, including third-party models and services.',
      },
    ],
    ctaTitle: 'Prepare for ISO/IEC 42001',
    ctaDescription: 'Start with an AI inventory and readiness assessment, delivered in three weeks.',
    metaTitle: 'ISO/IEC 42001 Readiness | AI Management System Consulting',
    metaDescription: 'ISO/IEC 42001 AI management system readiness: AI inventory, impact assessment, controls and certification support.',
    faqSchema: true,
    updatedAt: '2026-04-15T08:30:00Z',
  }),
];
