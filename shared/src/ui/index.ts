export * from './PageSkeleton';
export * from './useScrolled';
