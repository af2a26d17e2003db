import type {
  CoreTeamSection,
  CtaSection,
  ExperienceBranchesSection,
  HeroSection,
  JourneyTimelineSection,
  MethodologySection,
  NarrativeSection,
  PartnersClientsSection,
  ServicesSection,
  TestimonialQuote,
  VisionMissionSection,
  WhyChooseUs,
} from '@site/shared/content';
import { branches, coreTeam, headlineStats } from '@site/shared/content';
import ananyaPicture from '../assets/team-ananya.svg';
import michaelPicture from '../assets/team-michael.svg';
import srinivasPicture from '../assets/team-srinivas.svg';
import vikramPicture from '../assets/team-vikram.svg';

// Built-in copy of the marketing pages: shown when the content service is down or a document (or a
// field of it) is missing. Complete on its own, so a page never renders a hole.

// ---------------------------------------------------------------------------------------------
// Home
// ---------------------------------------------------------------------------------------------

export const defaultHero = {
  subtitle:
    'CMMI, ISO and lean six sigma consulting that turns compliance from a yearly scramble into the way your teams already work, with 22+ years of appraisal, audit and process-improvement experience behind every engagement.',
  primaryCta: { text: 'Get Started', link: '/contact' },
  secondaryCta: { text: 'Explore Services', link: '/services' },
} satisfies HeroSection;

export const defaultWhyChooseUs = {
  title: 'Why Choose Us',
  subtitle: 'Practitioners who have run the appraisals and audits themselves, not just read the standards.',
  features: [
    {
      _key: 'experience',
      icon: 'Award',
      title: 'Deep Industry Experience',
      description:
        'Our leadership has guided software, services and manufacturing organisations through CMMI, ISO 9001 and ISO 27001 for more than two decades.',
      stat: '22+ years',
    },
    {
      _key: 'consultants',
      icon: 'Users',
      title: 'Certified Consultants',
      description:
        'CMMI lead appraisers, ISO lead auditors and lean six sigma black belts work on your programme, not junior generalists.',
      stat: '32+ consultants',
    },
    {
      _key: 'clients',
      icon: 'CheckCircle',
      title: 'Proven Track Record',
      description:
        'Organisations across India, the USA and the Middle East have reached their target maturity level or certification with us on the first attempt.',
      stat: '150+ clients',
    },
    {
      _key: 'independence',
      icon: 'Shield',
      title: 'Independent and Conflict-Free',
      description:
        'Appraisal and audit stay separate from process definition, which a third party carries out, so every result stands up to scrutiny.',
      stat: 'Conflict-free',
    },
    {
      _key: 'global',
      icon: 'Globe',
      title: 'Global Delivery',
      description:
        'Teams in Hyderabad, Pune, Chennai, the USA and Saudi Arabia support on-site and remote engagements across time zones.',
      stat: '5 locations',
    },
    {
      _key: 'speed',
      icon: 'Clock',
      title: 'Fast, Practical Start',
      description:
        'A gap assessment and a prioritised roadmap within weeks, and a response to every enquiry within 24 hours.',
      stat: '24-hour response',
    },
  ],
} satisfies WhyChooseUs;

export const defaultMethodology = {
  title: 'Our Methodology',
  subtitle: 'A proven four-step path from where your processes are today to an independent appraisal or certification.',
  steps: [
    {
      _key: 'assess',
      step: '01',
      title: 'Assess',
      description: 'We map your current processes against the target standard and deliver a clear, evidence-based gap report.',
    },
    {
      _key: 'plan',
      step: '02',
      title: 'Plan',
      description: 'Together we turn the gaps into a prioritised roadmap with owners, milestones and measurable outcomes.',
    },
    {
      _key: 'implement',
      step: '03',
      title: 'Implement',
      description: 'Your teams adopt lean, documented processes with training, templates and coaching that fit how they already work.',
    },
    {
      _key: 'certify',
      step: '04',
      title: 'Certify & Audit',
      description: 'Readiness reviews, the formal appraisal or certification audit, and periodic audits that keep you compliant.',
    },
  ],
} satisfies MethodologySection;

export const defaultServicesSection = {
  title: 'Our Services',
  subtitle: 'End-to-end support for the standards your clients and regulators ask for.',
  services: [
    {
      _key: 'governance',
      icon: 'Shield',
      title: 'Governance & Advisory',
      description: 'Independent advice, internal audits and CMMI appraisals that prove your processes hold up.',
      features: ['CMMI DEV, SVC and ACQ appraisals', 'ISO 9001 and ISO 27001 readiness', 'Periodic compliance audits'],
    },
    {
      _key: 'process',
      icon: 'TrendingUp',
      title: 'Process & Operations',
      description: 'Leaner, measurable delivery through process automation, project control and continuous improvement.',
      features: ['Lean six sigma programmes', 'Process automation', 'Project management offices'],
    },
    {
      _key: 'technology',
      icon: 'Zap',
      title: 'Technology & Security',
      description: 'Secure, well-run technology: cyber security, network design, software development and IT support.',
      features: ['Security assessments and VA/PT', 'Network design', 'Managed IT support'],
    },
  ],
} satisfies ServicesSection;

export const defaultCta = {
  title: 'Ready to Strengthen Your Compliance?',
  subtitle: 'Talk to a consultant about your target standard and timeline. We reply to every enquiry within 24 hours.',
  primaryButton: { text: 'Schedule Call', link: '/contact' },
  secondaryButton: { text: 'Get Quote', link: '/get-quote' },
} satisfies CtaSection;

export const testimonialsCopy = {
  title: 'What our clients say',
  subtitle: 'Quality, security and delivery leaders on working with our consultants.',
};

export const defaultHomeContent = {
  hero: defaultHero,
  whyChooseUs: defaultWhyChooseUs,
  methodology: defaultMethodology,
  services: defaultServicesSection,
  cta: defaultCta,
  /** None built in: words of clients are only ever the clients' own, from the content service. */
  testimonials: [] as TestimonialQuote[],
};

export type HomeContent = typeof defaultHomeContent;

// ---------------------------------------------------------------------------------------------
// About
// ---------------------------------------------------------------------------------------------

export const defaultWhoWeAre = {
  title: 'Who We Are',
  content: [
    'ComplianceCore Consulting is an IT management and process-compliance firm that helps technology and services organisations adopt CMMI, ISO and lean six sigma practices that last beyond the certificate.',
    'Founded in Hyderabad by practitioners with 22+ years in appraisals, audits and delivery leadership, we combine independent assessment with hands-on guidance so that compliance becomes part of how work gets done.',
  ],
  strategiesTitle: 'Our Growth Strategy',
  strategies: [
    'Deepen our CMMI, ISO and lean six sigma practice with more certified lead appraisers and auditors',
    'Extend delivery from our Indian centres to clients in the USA and the Middle East',
    'Add cyber security, data privacy and AI governance services that clients now ask for',
    'Build long-term partnerships through periodic audits and continuous-improvement programmes',
    'Invest in training so that client teams can sustain their own process improvement',
  ],
} satisfies NarrativeSection;

export const defaultOurApproach = {
  title: 'Our Approach',
  content: [
    'Every engagement starts with listening: we learn how your teams actually deliver before we recommend a single change.',
    'We then tailor the standard to your context, keep documentation lean and measure progress openly, so that improvements are owned by your people and survive the audit.',
  ],
  strategiesTitle: 'What guides our work',
  strategies: [
    'Evidence over opinion: every finding is traceable to the standard',
    'Fit-for-purpose processes instead of paperwork',
    'Knowledge transfer at every step',
    'Clear separation between advice and appraisal',
  ],
} satisfies NarrativeSection;

export const defaultVisionMission = {
  visionTitle: 'Our Vision',
  visionContent:
    'To be the most trusted partner for organisations that want process excellence and compliance to be a competitive advantage rather than a cost.',
  missionTitle: 'Our Mission',
  missionContent:
    'To deliver independent, practical consulting, appraisal and training that raise process maturity, protect information and help our clients win the business they aim for.',
  valuesTitle: 'Our Core Values',
  values: [
    { _key: 'integrity', title: 'Integrity', description: 'Honest findings and independent judgement, even when the news is unwelcome.' },
    { _key: 'excellence', title: 'Excellence', description: 'Rigour in every assessment, every deliverable and every training session.' },
    { _key: 'sustainability', title: 'Sustainability', description: 'Improvements that last and processes your teams can keep running on their own.' },
    { _key: 'customer', title: 'Customer-Centricity', description: 'Your goals, timelines and constraints shape every engagement we run.' },
  ],
} satisfies VisionMissionSection;

export const defaultTimeline = {
  title: 'Our Journey',
  subtitle: 'From a Hyderabad advisory practice to a multi-country consulting firm.',
  milestones: [
    { _key: '2022', year: '2022', title: 'Founded in Hyderabad', description: 'The firm opens with CMMI advisory and appraisal services for software organisations.' },
    { _key: '2023', year: '2023', title: 'ISO and security practice', description: 'ISO 9001, ISO 27001 and security assessment services join the portfolio.' },
    { _key: '2024', year: '2024', title: 'Expansion across India', description: 'Delivery centres open in Pune and Chennai to serve clients nationwide.' },
    { _key: '2025', year: '2025', title: 'International presence', description: 'Offices in the USA and Saudi Arabia bring on-site support to global clients.' },
    { _key: '2026', year: '2026', title: 'Next-generation compliance', description: 'Data privacy, AI governance and automated evidence collection become core offerings.' },
  ],
  expansionTitle: 'Global Expansion',
  expansionHighlights: [
    'Clients served across India, North America and the Middle East',
    'On-site and remote appraisals in multiple time zones',
    'Regional partnerships for training and certification',
    'A growing bench of 32+ certified consultants',
  ],
} satisfies JourneyTimelineSection;

export const defaultBranches = {
  title: 'Our Experience & Branches',
  subtitle: 'Local teams that know your market, backed by one consistent methodology.',
  branches: branches.map(({ key, name, address }) => ({ _key: key, name, address })),
} satisfies ExperienceBranchesSection;

/** The core team's pictures and bios in the built-in copy; who they are and where is in shared's firm.mjs. */
const teamPictures: Record<string, string> = { srinivas: srinivasPicture, ananya: ananyaPicture, vikram: vikramPicture, michael: michaelPicture };

const teamBios: Record<string, string> = {
  srinivas:
    'Srinivas has led process-improvement programmes for 22+ years and has guided more than a hundred organisations to CMMI maturity levels 3 and 5. He heads the firm’s advisory and appraisal practice.',
  ananya:
    'Ananya is an ISO 27001 and ISO 9001 lead auditor who builds information-security management systems that teams actually use. She leads the firm’s CMMI and ISO implementation programmes.',
  vikram:
    'Vikram leads the firm’s security assessments, penetration tests and ISO 27001 implementations, and turns their findings into fixes teams can keep up.',
  michael:
    'Michael works with clients across North America on CMMI and SOC 2 programmes, coordinating on-site appraisals with the firm’s delivery teams in India.',
};

export const defaultTeam = {
  teamMembers: coreTeam.map(({ key, name, title, location }) => ({
    _key: key,
    name,
    title,
    location,
    picture: { asset: { url: teamPictures[key] }, alt: `Portrait illustration of ${name}` },
    about: teamBios[key],
  })),
} satisfies CoreTeamSection;

export const defaultPartners = {
  stats: headlineStats.map(({ key, label, value }) => ({ _key: key, label, value })),
  description:
    'We partner with accreditation bodies, training institutes and technology providers, and serve clients from start-ups to global enterprises in software, IT services, banking, healthcare and manufacturing.',
} satisfies PartnersClientsSection;

export const defaultAboutContent = {
  whoWeAre: defaultWhoWeAre,
  ourApproach: defaultOurApproach,
  visionMission: defaultVisionMission,
  whyChooseUs: defaultWhyChooseUs,
  timeline: defaultTimeline,
  branches: defaultBranches,
  team: defaultTeam,
  partners: defaultPartners,
  cta: defaultCta,
};

export type AboutContent = typeof defaultAboutContent;

/** Headings of About sections whose documents carry no title field. */
export const aboutHeadings = {
  visionMission: 'Vision, Mission & Values',
  team: 'Our Core Team',
  teamSubtitle: 'The people who lead your engagement.',
  partners: 'Partners & Clients',
} as const;

/** About shows the first five of the why-choose-us cards (the home page shows six). */
export const ABOUT_FEATURE_COUNT = 5;

// ---------------------------------------------------------------------------------------------
// Services overview
// ---------------------------------------------------------------------------------------------

export const servicesOverviewCopy = {
  title: 'Our Services',
  intro:
    'Four practices, one goal: processes that are efficient, secure and ready for any appraisal or audit. Choose a service to see how we work, what you receive and how long it takes.',
  ctaTitle: 'Not Sure Where to Start?',
  ctaSubtitle: 'Tell us about your organisation and target standard; a consultant will recommend the right combination of services.',
  primaryButton: { text: 'Schedule Consultation', link: '/contact' },
  secondaryButton: { text: 'Get Custom Quote', link: '/get-quote' },
} as const;
