export * from './events.js';
export * from './card-instance.js';
export * from './card.js';
export * from './routes.js';
export * from './rpc.js';
export * from './photo.js';
export * from './signing.js';
export * from './calls.js';
