export * from './queue.js';
export * from './health.js';
export * from './routes.js';
export * from './print-run.js';
