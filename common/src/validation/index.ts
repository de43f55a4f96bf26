export * from './account';
export * from './input-limits';
export * from './messages';
export * from './patterns';
export * from './project';
export * from './validate';
export * from './site-content';
export * from './post';
