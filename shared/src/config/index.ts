export * from './siteConfig';
export * from './contactLinks';
export * from './requestContext';
