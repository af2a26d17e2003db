// @ts-check
/** Home page sections. */

export const homeDocuments = [
  {
    _id: 'heroSection',
    _type: 'heroSection',
    subtitle:
      'Independent CMMI, ISO and Lean Six Sigma consulting for technology and service organisations. We assess where you stand, build processes your teams actually use, and take you through appraisal and certification with no surprises.',
    primaryCta: { text: 'Get Started', link: '/contact' },
    secondaryCta: { text: 'Our Services', link: '/services' },
  },
  {
    _id: 'whyChooseUs',
    _type: 'whyChooseUs',
    title: 'Why Choose ComplianceCore',
    subtitle: 'Practitioners who have run the programmes they now advise on, across 200+ organisations and five branches.',
    features: [
      {
        icon: 'Award',
        title: 'Proven Track Record',
        description: 'More than two decades of CMMI appraisals, ISO certifications and process improvement programmes for IT, BFSI, healthcare and public-sector clients.',
        stat: '22+ years',
      },
      {
        icon: 'Users',
        title: 'Certified Consultants',
        description: 'CMMI-certified associates, ISO lead auditors and Lean Six Sigma Black Belts who stay with your programme from gap analysis to certificate.',
        stat: '32+ consultants',
      },
      {
        icon: 'Shield',
        title: 'Conflict-Free Advice',
        description: 'We keep advisory, hand-holding and appraisal separate, so the team that helps you define processes never grades its own work.',
        stat: '100% independent',
      },
      {
        icon: 'TrendingUp',
        title: 'Measurable Results',
        description: 'Every engagement starts with baselines and ends with numbers: defect density, cycle time, audit findings closed, certification dates met.',
        stat: '200+ clients',
      },
      {
        icon: 'Globe',
        title: 'Global Delivery',
        description: 'Teams in Hyderabad, Pune, Chennai, the USA and Saudi Arabia work in your time zone, on site or remotely.',
        stat: '5 branches',
      },
      {
        icon: 'Clock',
        title: 'Fast Turnaround',
        description: 'A named consultant answers every enquiry within one business day, and critical audit questions within hours.',
        stat: '24h response',
      },
    ],
  },
  {
    _id: 'methodologySection',
    _type: 'methodologySection',
    title: 'Our Proven Methodology',
    subtitle: 'Four stages that take an organisation from its current practices to an appraisal or certificate it can sustain.',
    steps: [
      {
        step: '01',
        title: 'Assess',
        description: 'Gap analysis against the target model or standard: interviews, artefact review and a scored baseline of every practice area.',
      },
      {
        step: '02',
        title: 'Plan',
        description: 'A prioritised roadmap with owners, milestones and effort estimates, agreed with your leadership before any work starts.',
      },
      {
        step: '03',
        title: 'Implement',
        description: 'Process definition, templates, tooling and coaching for project teams, with internal audits to prove the new practices stick.',
      },
      {
        step: '04',
        title: 'Certify & Audit',
        description: 'Readiness reviews, the formal appraisal or certification audit, and periodic surveillance audits to keep the rating current.',
      },
    ],
  },
  {
    _id: 'servicesSection',
    _type: 'servicesSection',
    title: 'What We Do',
    subtitle: 'Consulting, assurance and training for the frameworks your clients and regulators ask about.',
    services: [
      {
        title: 'Advisory & Implementation',
        description: 'Gap assessments and hands-on process definition for CMMI V3.0, ISO 9001, ISO/IEC 27001, ISO/IEC 20000 and ISO/IEC 42001.',
        icon: 'Shield',
        features: ['CMMI DEV and SVC gap analysis', 'ISO management system design', 'Process asset libraries', 'Governance and metrics frameworks'],
      },
      {
        title: 'Audits & Appraisals',
        description: 'Internal audits, pre-assessments and formal CMMI benchmark appraisals planned around your delivery calendar.',
        icon: 'CheckCircle',
        features: ['CMMI benchmark and evaluation appraisals', 'ISO internal and supplier audits', 'SOC 2 and PCI DSS readiness', 'Periodic surveillance audits'],
      },
      {
        title: 'Training & Capability',
        description: 'Instructor-led courses and workshops that leave your people able to run the processes without us.',
        icon: 'GraduationCap',
        features: ['Introduction to CMMI', 'Lean Six Sigma Green and Black Belt', 'ISO 27001 Lead Implementer', 'Security awareness for all staff'],
      },
    ],
  },
  {
    _id: 'ctaSection',
    _type: 'ctaSection',
    title: 'Ready to Raise Your Process Maturity?',
    subtitle: 'Talk to a senior consultant about your target standard and timeline. You will have a scoped proposal within 24 hours.',
    primaryButton: { text: 'Schedule Call', link: '/contact' },
    secondaryButton: { text: 'Get Quote', link: '/get-quote' },
  },
];
