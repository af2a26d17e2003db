/** schema.org FAQPage for a page's questions; undefined when there is nothing to mark up. */
export function faqJsonLd(faqs: Array<{ question?: string; answer?: string }> | undefined): object | undefined {
  const items = (faqs ?? []).filter((faq) => faq.question && faq.answer);
  if (items.length === 0) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}
