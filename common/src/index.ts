export * from './devices';
export * from './projects';
export * from './project-search';
export * from './roles';
export * from './validation';
export * from './collections';
export * from './html';
export * from './documents';
