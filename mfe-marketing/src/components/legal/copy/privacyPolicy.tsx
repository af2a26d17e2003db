import type { LegalPageLayoutProps } from '../LegalPageLayout';
import { ContactEmail } from '../ContactEmail';

// The static text of the Privacy Policy page: a module of its own, so no other legal page's file
// carries it. The firm's name and contact e-mail come from the runtime configuration, so a
// deployment under another name needs no code change.

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
