import type { Actor } from '@cards/contracts';
import type { EntityManager } from 'typeorm';
import { CardEntity, type CardRow } from './card.entity.js';
import { noAccount } from './card.errors.js';

/** The account the actor keeps cards in; 403 for a user without one. */
export function accountOf(actor: Actor): number {
  if (actor.account_id == null) throw noAccount();
  return actor.account_id;
}

/** A card's row by id, locked for update when asked; null when it is gone. */
export async function findCardRow(m: EntityManager, id: number, opts: { lock?: boolean } = {}): Promise<CardRow | null> {
  return m.getRepository(CardEntity).findOne({ where: { id }, ...(opts.lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
}

/** A card's row that must exist (its option points at it). */
export async function cardRow(m: EntityManager, id: number): Promise<CardRow> {
  return m.getRepository(CardEntity).findOneByOrFail({ id });
}

/** The rows of the given cards, in no particular order. */
export async function cardRowsOf(m: EntityManager, ids: number[]): Promise<CardRow[]> {
  return m.getRepository(CardEntity).findBy(ids.map((id) => ({ id })));
}

/** Whether any sample card exists (the seeding makes them once). `WHERE c.sample`, as the partial index `cards_sample` is written. */
export async function sampleCardsExist(m: EntityManager): Promise<boolean> {
  return m.getRepository(CardEntity).createQueryBuilder('c').where('c.sample').getExists();
}

/** Saves a new card's row as the seeding makes it. */
export async function saveCardRow(m: EntityManager, row: Omit<CardRow, 'id' | 'created_at' | 'updated_at'>): Promise<CardRow> {
  return m.getRepository(CardEntity).save(row);
}
