import type { LegalPageLayoutProps } from '../LegalPageLayout';
import { ContactEmail } from '../ContactEmail';

// The static text of the Disclaimer page: a module of its own, so no other legal page's file
// carries it. The firm's name and contact e-mail come from the runtime configuration, so a
// deployment under another name needs no code change.

export const disclaimer = (firm: string): LegalPageLayoutProps => ({
  title: 'Disclaimer',
  description: `Limits of the general information published on the ${firm} website.`,
  intro: `The information on this website is published by ${firm} for general information only.`,
  sections: [
    {
      title: 'General Information',
      paragraphs: [
        'Articles, guides and service descriptions on this site describe standards such as CMMI, ISO 9001, ISO 27001, SOC 2, GDPR and PCI-DSS in general terms. They are not a substitute for advice tailored to your organisation.',
      ],
    },
    {
      title: 'No Guarantee of Outcomes',
      paragraphs: [
        'Appraisal ratings and certifications are awarded by independent appraisers and certification bodies based on the evidence your organisation presents. While we prepare you thoroughly, we cannot guarantee any particular result or timeline.',
      ],
    },
    {
      title: 'Accuracy of Information',
      paragraphs: [
        'We take care to keep the content accurate and current, but standards and regulations change. We make no warranty as to the completeness or accuracy of the information, and you act on it at your own risk.',
      ],
    },
    {
      title: 'External Links',
      paragraphs: [
        'This site may link to websites that we do not control. We are not responsible for their content or privacy practices, and a link does not imply endorsement.',
      ],
    },
    {
      title: 'Contact Us',
      paragraphs: [
        <>
          Questions about this disclaimer can be sent to <ContactEmail />.
        </>,
      ],
    },
  ],
});
