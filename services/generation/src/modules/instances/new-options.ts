import type { Outbox } from '@cards/kit';
import type { EntityManager } from 'typeorm';
import type { CardFacts } from '../cards/index.js';
import { CardPhotoReads } from '../photos/index.js';
import { CardInstanceEntity, newInstanceRow, type CardInstanceRow } from './card-instance.entity.js';
import { announce } from './card-instance.store.js';
import type { PartRef } from './part-queue.port.js';

const photoReads = new CardPhotoReads();

/** The parts of a new option that still have to be made (a photo front has no artwork to make). */
export const queuedParts = (i: CardInstanceRow): PartRef[] =>
  (['text', 'image'] as const)
    .filter((part) => i[`${part}_status`] === 'queued')
    .map((part) => ({ id: i.id, part, version: i[`${part}_version`], created_at: i.created_at }));

/** Stamps a card changed (the cards module's `CardRecords`, filled in app.ts): its options changed. */
export interface CardStamps {
  touch(m: EntityManager, id: number): Promise<void>;
}

/** New queued options of a card, announced in the caller's transaction; the card is stamped changed. */
export async function createInstances(
  m: EntityManager,
  { outbox, stamps }: { outbox: Outbox; stamps: CardStamps },
  make: { card: CardFacts; n: number; preset?: { front_text?: string; inside_text?: string } },
): Promise<CardInstanceRow[]> {
  const { card, n, preset } = make;
  const out: CardInstanceRow[] = [];
  // A photo front needs no artwork: that part is done from the start.
  const photoFront = await photoReads.hasFront(m, card.id);
  for (let k = 0; k < n; k++) {
    const hasWords = !!preset?.inside_text;
    const row = await m.getRepository(CardInstanceEntity).save(
      newInstanceRow(
        { card_id: card.id, user_id: card.user_id, account_id: card.account_id },
        {
          status: hasWords ? 'generating' : 'queued',
          front_text: preset?.front_text ?? '',
          inside_text: preset?.inside_text ?? '',
          text_status: hasWords ? 'ready' : 'queued',
          image_status: photoFront ? 'ready' : 'queued',
          edited: hasWords,
        },
      ),
    );
    await announce(m, outbox, row, ['created', 'status']);
    out.push(row);
  }
  await stamps.touch(m, card.id);
  return out;
}
