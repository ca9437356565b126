import type { Card } from '@cards/contracts';
import type { EntityManager } from 'typeorm';
import type { CardFacts } from './card-records.js';

/** What a card shows of its parts: its options and its photos, as clients see them. */
export type CardPartsView = Pick<Card, 'card_instances' | 'photos'>;

/**
 * The parts a card is shown and deleted with, which other modules keep (options, photos). The
 * cards module owns this port; the service fills it with the instances module (app.ts).
 */
export interface CardParts {
  /** The parts of each card, by card id. */
  of(m: EntityManager, cards: readonly CardFacts[]): Promise<Map<number, CardPartsView>>;
  /** In the deleting transaction: announces the card's options gone; returns the files to delete once it commits. */
  removing(m: EntityManager, card: CardFacts): Promise<string[]>;
}
