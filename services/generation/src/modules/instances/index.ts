/**
 * A card's options (card instances): their words and artwork, edits, ratings, regenerating a
 * part, e-cards, and what cart-order and rendering ask of them. The front door of the module;
 * everything else in it is private.
 */
import { CardInstanceEntity } from './card-instance.entity.js';

export { ReadyOptions, type ReadyOptionAsk, type ReadyParts } from './ready-options.js';
export { OptionParts, type ClaimedPart, type OptionView, type Part, type PartJob, type PartOutcome } from './option-parts.js';
export { CardInstanceService, type InstancesDeps } from './card-instance.service.js';
export { cardContext, imageRequest, textRequest } from './generation-context.js';
export { cardCovers, cardParts, GeneratingCards, signingOptions, type OptionPortsDeps } from './lent-ports.js';
export type { PartQueue, PartRef } from './part-queue.port.js';
export { registerCardInstanceHandlers } from './card-instance.handlers.js';
export { rememberWords } from './word-history.js';
export { WordHistoryService } from './word-history.service.js';
export { registerWordHistoryHandlers } from './word-history.handlers.js';
export { rememberArtwork } from './artwork-history.js';
export { ArtworkHistoryService } from './artwork-history.service.js';
export { registerArtworkHistoryHandlers } from './artwork-history.handlers.js';

/** The module's tables, for the service's DataSource. */
export const instanceTables = [CardInstanceEntity];
export { InstancesConfig } from './instances.config.js';
export type { KeepEcard } from './ecard-sending.js';
