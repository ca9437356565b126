export { createBff, type Bff } from './app.js';
