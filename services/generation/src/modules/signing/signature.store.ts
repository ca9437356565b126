import { GenerationEvents, type CardSignature, type CardSignatureChangedData, type SignatureRenderData } from '@cards/contracts';
import type { Outbox } from '@cards/kit';
import type { EntityManager } from 'typeorm';
import type { CardFacts } from '../cards/index.js';
import type { SignedCards } from './signed-cards.port.js';
import { SignatureEntity, type SignatureRow } from './card-signing.entity.js';
import type { SigningOptions } from './signing-options.port.js';

/** A card's signatures, oldest first: the order they are printed in. */
export async function signaturesOf(m: EntityManager, cardId: number): Promise<SignatureRow[]> {
  return m.getRepository(SignatureEntity).find({ where: { card_id: cardId }, order: { id: 'ASC' } });
}

export const toRenderSignature = (r: SignatureRow): SignatureRenderData => ({ id: r.id, name: r.name, message: r.message, hand: r.hand });

export function toCardSignature(r: SignatureRow): CardSignature {
  return {
    id: r.id,
    card_id: r.card_id,
    name: r.name,
    message: r.message,
    hand: r.hand,
    edited_by_owner: r.edited_by_owner,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

/**
 * A signature came, changed or went, in the caller's transaction: the owner's screens hear of it
 * (`generation.card_signature.changed.v1`), and every option of the card is announced as
 * changed: its content, and so its thumbnails' URLs, changed.
 */
export async function signaturesChanged(
  m: EntityManager,
  { outbox, options, cards }: { outbox: Outbox; options: SigningOptions; cards: SignedCards },
  card: Pick<CardFacts, 'id' | 'account_id' | 'user_id'>,
  { signatureId, change }: { signatureId: number; change: CardSignatureChangedData['change'] },
) {
  await outbox.add(m, GenerationEvents.cardSignatureChanged, {
    card_id: card.id,
    account_id: card.account_id,
    user_id: card.user_id,
    signature_id: signatureId,
    change,
  });
  await options.changed(m, card.id);
  await cards.touch(m, card.id);
}

/** The signatures of several cards at once, oldest first per card. */
export async function signaturesByCard(m: EntityManager, cardIds: number[]): Promise<Map<number, SignatureRow[]>> {
  const out = new Map<number, SignatureRow[]>();
  if (!cardIds.length) return out;
  const rows = await m
    .getRepository(SignatureEntity)
    .createQueryBuilder('s')
    .where('s.card_id IN (:...ids)', { ids: cardIds })
    .orderBy('s.id', 'ASC')
    .getMany();
  for (const r of rows) (out.get(r.card_id) ?? out.set(r.card_id, []).get(r.card_id)!).push(r);
  return out;
}
