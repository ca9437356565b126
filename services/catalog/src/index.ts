export { createCatalogApp, CATALOG_SCHEMA } from './app.js';
