import type { LegalPageLayoutProps } from './LegalPageLayout';
import { ContactEmail } from './ContactEmail';
import { PAYMENT_METHODS, REFUND_REPORT_WINDOW_DAYS } from './refundTerms';

// The static text of the legal pages. The firm's name and contact e-mail come from the runtime
// configuration, so a deployment under another name needs no code change.

const joinList = (items: readonly string[]) => `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;

export const privacyPolicy = (firm: string): LegalPageLayoutProps => ({
  title: 'Privacy Policy',
  description: `How ${firm} collects, uses, shares and protects the information you give us through this website.`,
  intro: `${firm} respects your privacy. This policy explains what information we collect when you use this website, how we use it and how we keep it safe.`,
  sections: [
    {
      title: 'Information We Collect',
      paragraphs: ['We collect only the information you choose to give us and basic technical data needed to run the site:'],
      items: [
        'Contact details you enter in our contact, quote or chat forms, such as your name, e-mail address, phone number and organisation',
        'Details about your organisation and requirements that you share in a quote request',
        'Technical information such as your browser type, device and pages visited, collected in aggregate to keep the site working well',
        'Your colour theme preference, stored only in your own browser',
      ],
    },
    {
      title: 'How We Use Your Information',
      paragraphs: ['We use the information you give us only for purposes connected with our services:'],
      items: [
        'To answer your enquiries and prepare quotes and proposals',
        'To deliver and improve our consulting, appraisal, audit and training services',
        'To send information you have asked for, such as articles or event updates',
        'To keep the website secure and to understand how it is used',
      ],
    },
    {
      title: 'Information Sharing',
      paragraphs: [
        'We do not sell your personal information.',
        'We share information only with service providers that help us operate this website and deliver our services (for example, form delivery and hosting), under obligations of confidentiality.',
        'We may disclose information when the law requires it, or to protect our rights, our clients and the public. We never share your details with advertisers.',
      ],
    },
    {
      title: 'Data Security',
      paragraphs: [
        'As an information-security consultancy we apply the controls we recommend to our clients: encrypted connections, restricted access, and regular review of the systems that hold your data.',
        'No method of transmission over the internet is completely secure, but we work to protect your information and keep it only as long as needed for the purposes above.',
      ],
    },
    {
      title: 'Contact Us',
      paragraphs: [
        <>
          If you have questions about this policy or want to access, correct or delete your information, write to us at <ContactEmail />.
        </>,
      ],
    },
  ],
});

export const termsOfUse = (firm: string): LegalPageLayoutProps => ({
  title: 'Terms of Use',
  description: `The terms that apply when you use the ${firm} website and its content.`,
  intro: `These terms govern your use of the ${firm} website. Please read them carefully.`,
  sections: [
    {
      title: 'Acceptance of Terms',
      paragraphs: [
        'By accessing or using this website you agree to be bound by these terms of use and all applicable laws and regulations. If you do not agree with any of these terms, please do not use the site.',
      ],
    },
    {
      title: 'Use License',
      paragraphs: [
        `Permission is granted to view and download one copy of the materials on this website for personal, non-commercial use only. This is a licence, not a transfer of title, and under it you may not:`,
      ],
      items: [
        'modify or copy the materials beyond that one copy',
        'use the materials for any commercial purpose or public display',
        'attempt to reverse engineer any software on the website',
        'remove any copyright or other proprietary notices from the materials',
      ],
    },
    {
      title: 'Disclaimer',
      paragraphs: [
        `The materials on this website are provided "as is". ${firm} makes no warranties, expressed or implied, and disclaims all other warranties, including implied warranties of merchantability, fitness for a particular purpose or non-infringement.`,
      ],
    },
    {
      title: 'Limitations',
      paragraphs: [
        `In no event shall ${firm} or its suppliers be liable for any damages, including loss of data or profit or business interruption, arising out of the use of or inability to use the materials on this website, even if we have been notified of the possibility of such damage.`,
      ],
    },
    {
      title: 'Governing Law',
      paragraphs: [
        'These terms and conditions are governed by and construed in accordance with the laws of India, and you irrevocably submit to the exclusive jurisdiction of the courts in that location.',
      ],
    },
  ],
});

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

export const refundPolicy = (firm: string): LegalPageLayoutProps => ({
  title: 'Refund & Cancellation',
  description: `Refund and cancellation terms for services bought from ${firm}: all sales final, issues reported within ${REFUND_REPORT_WINDOW_DAYS} days of completion, full refund on cancellation before delivery.`,
  intro: `These terms apply to all consulting, appraisal, audit and training services purchased from ${firm}.`,
  sections: [
    {
      title: 'All Sales Are Final',
      paragraphs: ['All sales are final. Once a service has been delivered, fees paid for it are not refundable.'],
    },
    {
      title: 'Reporting Dissatisfaction',
      paragraphs: [
        `If you are not satisfied with a service, you must report it to us in writing within ${REFUND_REPORT_WINDOW_DAYS} days of the service's completion. We will review your concerns and work with you to resolve them.`,
      ],
    },
    {
      title: 'Cancellation Before Delivery',
      paragraphs: ['If you cancel a service before its delivery begins, you receive a full refund of the amount paid.'],
    },
    {
      title: 'Payment Terms',
      paragraphs: [`Payment is made in advance, by ${joinList(PAYMENT_METHODS)}.`],
    },
    {
      title: 'Contact Us',
      paragraphs: [
        <>
          To report a concern or cancel a service, write to <ContactEmail />.
        </>,
      ],
    },
  ],
});
