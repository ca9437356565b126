export { createGenerationApp, GENERATION_SCHEMA } from './app.js';
