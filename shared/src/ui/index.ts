export * from './PageSkeleton';
export * from './useScrolled';
export * from './NotFoundView';
