export { createBff, type Bff } from './app.js';
export { BffConfigKeys } from './config.js';
