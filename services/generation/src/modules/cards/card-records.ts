import type { Actor } from '@cards/contracts';
import type { EntityManager } from 'typeorm';
import { CardEntity } from './card.entity.js';
import { noAccount } from './card.errors.js';

/**
 * A card as the other modules read it: every fact of its row, read-only. The entity class stays
 * inside this module, so only this module queries and writes the `cards` table.
 */
export type CardFacts = Readonly<CardEntity>;

/** A sample card as the seeding makes it: everything but what the database fills in. */
export type NewSampleCard = Omit<CardEntity, 'id' | 'sample' | 'created_at' | 'updated_at'>;

/** The account the actor keeps cards in; 403 for a user without one. */
export function accountOf(actor: Actor): number {
  if (actor.account_id == null) throw noAccount();
  return actor.account_id;
}

/**
 * Cards as the other modules read them, in their own transaction when they hold one: a read
 * port, which writes and locks nothing (an option's part and its render data read their card).
 */
export class CardReads {
  /** A card by id; null when it is gone. */
  async find(m: EntityManager, id: number): Promise<CardFacts | null> {
    return m.getRepository(CardEntity).findOneBy({ id });
  }

  /** The given cards, in no particular order. */
  async ofIds(m: EntityManager, ids: number[]): Promise<CardFacts[]> {
    return m.getRepository(CardEntity).findBy(ids.map((id) => ({ id })));
  }
}

/**
 * What the other modules do with cards inside their own transaction: read a card their part
 * hangs on (locked when the part's change must wait for the card), stamp it changed when a part
 * changed, and the sample seeding's two steps.
 */
export class CardRecords {
  /** A card by id, locked for update when asked; null when it is gone. */
  async find(m: EntityManager, id: number, opts: { lock?: boolean } = {}): Promise<CardFacts | null> {
    return m.getRepository(CardEntity).findOne({ where: { id }, ...(opts.lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
  }

  /** A card that must exist (an option points at it). */
  async get(m: EntityManager, id: number): Promise<CardFacts> {
    return m.getRepository(CardEntity).findOneByOrFail({ id });
  }

  /** Stamps the card changed (`updated_at`) when one of its parts changed: options, photos, signatures. */
  async touch(m: EntityManager, id: number): Promise<void> {
    await m.update(CardEntity, { id }, { updated_at: () => 'now()' });
  }

  /** Whether any sample card exists (the seeding makes them once). `WHERE c.sample`, as the partial index `cards_sample` is written. */
  async samplesExist(m: EntityManager): Promise<boolean> {
    return m.getRepository(CardEntity).createQueryBuilder('c').where('c.sample').getExists();
  }

  /** Saves a sample card. */
  async addSample(m: EntityManager, card: NewSampleCard): Promise<CardFacts> {
    return m.getRepository(CardEntity).save({ ...card, sample: true });
  }
}
