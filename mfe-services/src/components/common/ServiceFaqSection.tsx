import { Title } from '@mantine/core';
import { FaqAccordion, faqItems } from './FaqAccordion';

/** The questions and answers near the end of every service page. */
export function ServiceFaqSection({ faqs }: { faqs: Parameters<typeof faqItems>[0] }) {
  return (
    <section aria-labelledby="service-faq-heading">
      <Title order={2} id="service-faq-heading" mb="lg">
        Frequently Asked Questions
      </Title>
      <FaqAccordion items={faqItems(faqs)} name="service-faq" />
    </section>
  );
}
