export * from './ContentLoading';
export * from './PageSkeleton';
export * from './useScrolled';
export * from './useFloatingButton';
export * from './NotFoundView';
export * from './UnavailableView';
export * from './DeferredImage';
export * from './useHydrated';
