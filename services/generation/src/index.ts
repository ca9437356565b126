export { createGenerationApp, GENERATION_SCHEMA } from './app.js';
export { GENERATION_QUEUE } from './modules/pipeline/index.js';
export { OfflineTextGenerator } from './generators/offline/offline-text-generator.js';
export { OfflineImageGenerator } from './generators/offline/offline-image-generator.js';
export { GenerationConfigKeys } from './config.js';
