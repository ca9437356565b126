export * from './events.js';
export * from './user.js';
export * from './account.js';
export * from './mail.js';
export * from './rpc.js';
export * from './routes.js';
export * from './calls.js';
