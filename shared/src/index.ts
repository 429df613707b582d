export * from './contract/index.js';
export * from './permissions.js';
export * from './flags.js';
export * from './product.js';
export * from './realtime.js';
