// The services overview's own words (its page file carries no other page's copy).

export const servicesOverviewCopy = {
  title: 'Our Services',
  intro:
    'Four practices, one goal: processes that are efficient, secure and ready for any appraisal or audit. Choose a service to see how we work, what you receive and how long it takes.',
  ctaTitle: 'Not Sure Where to Start?',
  ctaSubtitle: 'Tell us about your organisation and target standard; a consultant will recommend the right combination of services.',
  primaryButton: { text: 'Schedule Consultation', link: '/contact' },
  secondaryButton: { text: 'Get Custom Quote', link: '/get-quote' },
} as const;
