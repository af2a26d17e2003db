import { pageTitle, type PageMeta } from '@site/shared/seo';

// What search engines and link previews show for marketing's own pages (the legal pages carry
// theirs with their copy). Functions, as the firm's name comes from the runtime configuration.

export const homeMeta = (): PageMeta => ({
  title: pageTitle('CMMI, ISO & Process Compliance Consulting'),
  description:
    'IT management and process-compliance consulting: CMMI appraisals, ISO 9001 and ISO 27001, lean six sigma, audits and training, with 22+ years of experience.',
});

export const aboutMeta = (): PageMeta => ({
  title: pageTitle('About Us'),
  description:
    'Who we are: a CMMI, ISO and lean six sigma consulting firm with 22+ years of experience, 32+ consultants, 200+ clients and branches in the USA, Pune, Chennai, Hyderabad and Saudi Arabia.',
});

export const servicesOverviewMeta = (): PageMeta => ({
  title: pageTitle('Our Services'),
  description:
    'Governance & advisory, process & operations, technology & security, and training & recruitment: CMMI appraisals, ISO audits, lean six sigma, cyber security and more.',
});
