/** What generation keeps of the catalogue, in memory. The front door of the module; everything else in it is private. */
export { generationCatalog, type GenerationCatalog } from './catalog-read-model.js';
