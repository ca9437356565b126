import type { EntityManager } from 'typeorm';

/** How a card's photos changed its options' covers. */
export type CoverChange = 'photo' | 'photo_front' | 'artwork_back';

/**
 * What a photo changes on the card's options. The photos module owns this port; the service
 * fills it with the instances module (app.ts).
 */
export interface CardCovers {
  /**
   * In the photo's transaction: every option of the card gets a new cover (a photo front ends
   * artwork still to be made; taking it off queues artwork for options without). Answers what to
   * do once the transaction commits: queue the artwork to make.
   */
  changed(m: EntityManager, cardId: number, change: CoverChange): Promise<() => Promise<void>>;
}
