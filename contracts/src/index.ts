export * from './common.js';
export * from './events.js';
export * from './cable.js';
export * from './openapi.js';
export * from './catalog/index.js';
