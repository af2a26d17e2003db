export * from './usePageMeta';
