export * from './events.js';
export * from './render-data.js';
export * from './rpc.js';
export * from './routes.js';
export * from './calls.js';
export * from './thumbnails.js';
export * from './labels.js';
