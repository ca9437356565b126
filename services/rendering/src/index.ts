export { createRenderingApp, RENDERING_SCHEMA } from './app.js';
