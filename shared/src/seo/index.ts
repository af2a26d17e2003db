export * from './pageMeta';
export * from './usePageMeta';
export * from './faqJsonLd';
export * from './organizationJsonLd';
