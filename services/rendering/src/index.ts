export { createRenderingApp, RENDERING_SCHEMA } from './app.js';
export { RenderingConfigKeys } from './config.js';
