export * from './words';
export * from './search-index';
export * from './search-query';
export * from './snippet';
export * from './memory-reader';
