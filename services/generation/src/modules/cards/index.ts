/**
 * Cards: a customer's card (recipient, occasion, style, words' details), its listing and search,
 * and the card row every other module hangs its parts on. The front door of the module;
 * everything else in it is private.
 */
import { CardEntity } from './card.entity.js';

export { CardService, type CardsDeps } from './card.service.js';
export type { CardParts, CardPartsView } from './card-parts.port.js';
export { accountOf, CardReads, CardRecords, type CardFacts, type NewSampleCard } from './card-records.js';
export { registerCardHandlers } from './card.handlers.js';

/** The module's tables, for the service's DataSource. */
export const cardTables = [CardEntity];
