import type { LegalPageLayoutProps } from '../LegalPageLayout';
import { ContactEmail } from '../ContactEmail';
import { PAYMENT_METHODS, REFUND_REPORT_WINDOW_DAYS } from '../refundTerms';

// The static text of the Refund & Cancellation page: a module of its own, so no other legal page's
// file carries it. The firm's name and contact e-mail come from the runtime configuration, so a
// deployment under another name needs no code change.

const joinList = (items: readonly string[]) => `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;

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
