/**
 * The quote wizard's options. They travel verbatim in the quote e-mail the firm reads, so their
 * spelling (including `HIPPA`) is the firm's and stays as it is.
 */

export const TARGET_STANDARDS = [
  'CMMI DEV',
  'CMMI SVC',
  'CMMI ACQ',
  'ISO 9001',
  'ISO 27001',
  'CMMI DEV/SVC Both',
  'CMMI DEV with SAFETY and SECURITY',
  'CMMI SVC with SAFETY and SECURITY',
  'CMMI DMM',
  'CMMI CYBER SECURITY',
  'SOC 1 & SOC 2',
  'HIPPA',
  'HITRUST',
  'GDPR',
  'ISO 20000',
  'PCI-DSS',
  'VA/PT TEST',
] as const;

export const SERVICES_REQUIRED = [
  'Appraisal/Certification',
  'Advisory Services',
  'Trainings',
  'Hand Holding / Process Definition (done by a third party to avoid conflict of interest)',
  'Periodical Audits',
  'Other',
] as const;

export const KICKSTART_TIMES = ['< 15 Days', '< 30 Days', '> 30 Days'] as const;

export const DISTRIBUTION_CATEGORIES = [
  { key: 'softwareServices', label: 'Software Services' },
  { key: 'softwareDevelopment', label: 'Software Development' },
  { key: 'professionalServices', label: 'Professional Services' },
  { key: 'otherVerticals', label: 'Other Verticals' },
  { key: 'nonTechnical', label: 'Non-Technical' },
] as const;

export const EMPLOYEE_BANDS = [
  { key: 'small', label: 'Small (0-50)' },
  { key: 'medium', label: 'Medium (51-500)' },
  { key: 'large', label: 'Large (501+)' },
] as const;

export const QUOTE_STEPS = [
  { label: 'Contact Info', description: 'Who we talk to' },
  { label: 'Organization Details', description: 'Size and spread' },
  { label: 'Process Information', description: 'Where you stand' },
  { label: 'Service Requirements', description: 'What you need' },
] as const;
