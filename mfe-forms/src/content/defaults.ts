export { defaultContactInfo, type CompleteContactInfo } from '@site/shared/content';

export const contactPageCopy = {
  title: 'Contact Us',
  intro:
    'Planning a CMMI appraisal, an ISO certification or a process improvement programme? Tell us where you stand and one of our consultants will get back to you within one business day.',
  detailsTitle: 'Get in Touch',
  phoneLabel: 'Phone',
  emailLabel: 'E-mail',
  addressLabel: 'Office',
  hoursLabel: 'Office hours',
  mapTitle: 'Map of our Hyderabad office',
  mapLinkText: 'Open in Google Maps',
  formTitle: 'Write Us Any Message',
  formIntro: 'Fields marked with an asterisk are required.',
  metaDescription:
    'Contact ComplianceCore Consulting in Hyderabad, India: call, e-mail or write to our CMMI, ISO and process-compliance consultants.',
};

export const quotePageCopy = {
  title: 'Get Your Quote',
  intro:
    'Four short steps tell us about your organisation, your processes and the standards you are aiming for. We reply with a tailored proposal within 24 hours.',
  metaDescription:
    'Request a quote for CMMI appraisals, ISO certification, advisory, training and audits from ComplianceCore Consulting. We respond within 24 hours.',
};

export const formMessages = {
  contactSuccess: "Message sent successfully! We'll get back to you soon.",
  contactFailure: 'Failed to send message. Please try again.',
  quoteSuccess: "Quote request submitted successfully! We'll contact you within 24 hours.",
  quoteFailure: 'Failed to submit quote request. Please try again.',
};
