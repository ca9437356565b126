/**
 * The AI provider path as a library, for the provider-cost bench: the generators, their guard
 * and fallback, and the meter that counts tokens and calls. The service itself wires these in
 * its composition root (app.ts); nothing else should need this entry.
 */
export { FallbackImageGenerator } from './generators/fallback-image-generator.js';
export { GuardedTextGenerator } from './generators/guarded-text-generator.js';
export { OfflineImageGenerator } from './generators/offline/offline-image-generator.js';
export { OfflineTextGenerator } from './generators/offline/offline-text-generator.js';
export { OpenAiImageGenerator } from './generators/openai/openai-image-generator.js';
export { OpenAiTextGenerator } from './generators/openai/openai-text-generator.js';
export { ProviderFallback } from './generators/provider-fallback.js';
export type { ProviderMeter, ProviderUsage } from './generators/provider-meter.js';
export type { TextRequest } from './generators/text-generator.port.js';
export { WordListModerator } from './moderation/word-list-moderator.js';
