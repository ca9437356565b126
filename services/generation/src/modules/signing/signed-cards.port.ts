import type { EntityManager } from 'typeorm';
import type { CardFacts } from '../cards/index.js';

/**
 * What a signature needs of its card in the signature's transaction: the card found (locked while
 * a signature is written, so writes to one card take turns) and stamped changed. The signing
 * module owns this port; the service fills it with the cards module's `CardRecords` (app.ts).
 */
export interface SignedCards {
  find(m: EntityManager, id: number, opts?: { lock?: boolean }): Promise<CardFacts | null>;
  touch(m: EntityManager, id: number): Promise<void>;
}
