import type { EntityManager } from 'typeorm';
import type { CardFacts } from '../cards/index.js';

/**
 * What signatures change on the card's options, and the picture the signing page shows. The
 * signing module owns this port; the service fills it with the instances module (app.ts).
 */
export interface SigningOptions {
  /** In the signature's transaction: every option of the card is announced changed (its content, so its thumbnails' URLs). */
  changed(m: EntityManager, cardId: number): Promise<void>;
  /** The front thumbnail of the card's best ready option (highest rated, then first); null when none is ready. */
  frontThumbnail(m: EntityManager, card: CardFacts): Promise<string | null>;
}
