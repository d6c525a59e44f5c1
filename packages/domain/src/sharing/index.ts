export * from './share-constants';
export * from './share-messages';
export * from './share-paths';
export * from './share-expiry';
export * from './share.schema';
export * from './share.responses';
export * from './share-serving';
export * from './shared-dashboard';
