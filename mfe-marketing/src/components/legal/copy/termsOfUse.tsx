import type { LegalPageLayoutProps } from '../LegalPageLayout';

// The static text of the Terms of Use page: a module of its own, so no other legal page's file
// carries it. The firm's name and contact e-mail come from the runtime configuration, so a
// deployment under another name needs no code change.

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
