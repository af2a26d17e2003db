// @ts-check
/** About page sections. */
import { branches, coreTeam, headlineStats } from '@site/shared/content/firm.mjs';
import { imageRef } from './portableText.mjs';

/** The core team's bios in the content; who they are and where is in shared's firm.mjs. */
const teamBios = {
  srinivas:
    'Srinivas has led process improvement programmes for 24 years, first as head of quality at a global IT services company and then as a CMMI appraisal team leader. He has guided more than 60 organisations to CMMI Level 3 and above and chairs the firm’s appraisal independence board.',
  ananya:
    'Ananya is a certified CMMI instructor and ISO 9001 and 27001 lead auditor. She designs process asset libraries that agile teams actually use and runs the firm’s Introduction to CMMI courses.',
  vikram:
    'Vikram leads security assessments, penetration testing and ISO 27001 implementations. Before joining ComplianceCore he ran the security operations centre of a private bank for eight years. He holds CISSP and CISA certifications.',
  michael:
    'Michael heads the US branch and works with SaaS and healthcare clients on SOC 2, HITRUST and CMMI programmes. He is a Lean Six Sigma Black Belt with 18 years in software delivery management.',
};

export const aboutDocuments = [
  {
    _id: 'whoWeAreSection',
    _type: 'whoWeAreSection',
    title: 'Who We Are',
    content: [
      'ComplianceCore Consulting is an IT-management and process-compliance firm headquartered in Hyderabad, India. Our consultants have spent more than 22 years running CMMI, ISO and Lean Six Sigma programmes inside software companies, banks, hospitals and government departments.',
      'We were founded on a simple observation: most organisations do not fail appraisals for lack of documents, they fail because the documents describe work nobody does. We build processes around how your teams already deliver, then raise them to the level your clients and auditors expect.',
      'Today more than 200 clients in India, North America and the Middle East rely on us for advisory, audits, appraisals, training and managed security services.',
    ],
    strategiesTitle: 'Our Growth Strategy',
    strategies: [
      'Deepen our CMMI V3.0 practice, including the Safety, Security and Data Management views',
      'Expand ISO/IEC 27001, 27701 and 42001 services for cloud and AI-driven businesses',
      'Grow delivery centres in Pune and Chennai to serve clients across time zones',
      'Build long-term partnerships with clients through periodic audits and coaching',
      'Invest in training so every consultant holds at least two current certifications',
    ],
  },
  {
    _id: 'ourApproachSection',
    _type: 'ourApproachSection',
    title: 'Our Approach',
    content: [
      'Every engagement starts with listening. Before we recommend a single template, we interview delivery teams, read real project artefacts and measure how work flows today.',
      'We then separate roles deliberately: the consultants who help you define and deploy processes are never the ones who appraise them. That separation protects the credibility of your rating.',
    ],
    strategiesTitle: 'How We Work',
    strategies: [
      'Evidence first: findings are tied to artefacts and interviews, not opinions',
      'Lightweight processes that fit agile, DevOps and service-desk teams',
      'Coaching on live projects instead of classroom-only training',
      'Transparent weekly status, risks and effort burn for sponsors',
      'Knowledge transfer so your own people run the system after we leave',
    ],
  },
  {
    _id: 'visionMissionSection',
    _type: 'visionMissionSection',
    visionTitle: 'Our Vision',
    visionContent:
      'To be the most trusted partner for organisations that want their quality and security practices to be proven, not just promised, wherever they operate.',
    missionTitle: 'Our Mission',
    missionContent:
      'We help technology and service organisations reach and sustain recognised levels of process maturity and compliance through independent advice, rigorous assessment and practical training.',
    valuesTitle: 'Our Core Values',
    values: [
      { title: 'Integrity', description: 'We report what we find, keep advisory and appraisal apart, and never sell a rating.' },
      { title: 'Excellence', description: 'We hold our own work to the standards we audit, with peer review on every deliverable.' },
      { title: 'Sustainability', description: 'We design processes that keep working after the certificate is framed and the consultants have gone.' },
      { title: 'Customer-Centricity', description: 'We shape each programme around the client’s business goals, teams and timelines.' },
    ],
  },
  {
    _id: 'journeyTimelineSection',
    _type: 'journeyTimelineSection',
    title: 'Our Journey',
    subtitle: 'Two decades of practice, brought together under one name in 2022.',
    milestones: [
      { year: '2022', title: 'ComplianceCore Founded', description: 'Senior CMMI and ISO practitioners form ComplianceCore Consulting in Hyderabad with 40 founding clients.' },
      { year: '2023', title: 'Pune and Chennai Centres', description: 'Delivery centres open in Pune and Chennai; Lean Six Sigma and IT service management practices launch.' },
      { year: '2024', title: 'United States Branch', description: 'A branch in Plano, Texas serves North American clients; the team passes 25 certified consultants.' },
      { year: '2025', title: 'Saudi Arabia Branch', description: 'A Riyadh office supports Vision 2030 digital programmes with ISO 27001 and NCA-aligned security assessments.' },
      { year: '2026', title: 'AI Governance Practice', description: 'ISO/IEC 42001 readiness services launch, and the firm passes 200 clients across 12 countries.' },
    ],
    expansionTitle: 'Global Expansion',
    expansionHighlights: [
      'Five branches across India, the USA and Saudi Arabia',
      'Clients in 12 countries on four continents',
      'Appraisals and audits delivered on site and remotely',
      'Follow-the-sun support for managed security clients',
    ],
  },
  {
    _id: 'experienceBranchesSection',
    _type: 'experienceBranchesSection',
    title: 'Experience Across Borders',
    subtitle: 'Headquartered in Hyderabad, with branches close to our clients.',
    branches: branches.map(({ name, address }) => ({ name, address })),
  },
  {
    _id: 'partnersClientsSection',
    _type: 'partnersClientsSection',
    stats: headlineStats.map(({ label, value }) => ({ label, value })),
    description:
      'From start-ups preparing for their first ISO 27001 audit to global delivery centres renewing CMMI Level 5, our clients stay with us for the long run: most engagements continue into periodic audits and coaching.',
  },
  {
    _id: 'coreTeamSection',
    _type: 'coreTeamSection',
    teamMembers: coreTeam.map(({ key, name, title, location }) => ({
      name,
      title,
      location,
      picture: imageRef(`team-${key}`),
      about: teamBios[/** @type {keyof typeof teamBios} */ (key)],
    })),
  },
];
