export * from './usePageMeta';
export * from './faqJsonLd';
