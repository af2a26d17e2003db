export * from './pageMeta';
export * from './usePageMeta';
export * from './pageTitle';
export * from './faqJsonLd';
export * from './organizationJsonLd';
