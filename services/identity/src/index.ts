export { createIdentityApp, IDENTITY_SCHEMA } from './app.js';
export { IdentityConfigKeys } from './config.js';
