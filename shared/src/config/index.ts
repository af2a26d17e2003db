export * from './siteConfig';
export * from './contactLinks';
