export { createIdentityApp, IDENTITY_SCHEMA } from './app.js';
