export * from './catalog-rows.js';
export * from './catalog-store.port.js';
export * from './memory-catalog-store.js';
export * from './catalog-read-model.js';
