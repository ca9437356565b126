/**
 * The generation pipeline: queue workers that make an option's words and artwork, fenced by a
 * lease, retried with backoff, swept when left unfinished. The front door of the module;
 * everything else in it is private.
 */
export { GENERATION_QUEUE, GenerationPipeline } from './generation.pipeline.js';
export { PipelineConfig } from './pipeline.config.js';
