export * from './event.js';
export * from './events.js';
export * from './routes.js';
