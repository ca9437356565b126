import { thumbnailKeys } from '@cards/contracts';
import type { Outbox } from '@cards/kit';
import type { EntityManager } from 'typeorm';
import { assetUrl } from '@cards/contracts';
import type { GenerationCatalog } from '../catalog/index.js';
import type { CardFacts, CardParts, CardPartsView } from '../cards/index.js';
import { CardPhotoReads, type CardCovers } from '../photos/index.js';
import type { SigningOptions } from '../signing/index.js';
import { CardInstanceEntity, type CardInstanceRow } from './card-instance.entity.js';
import { announce, announceDeleted, saveInstance, toCardInstance } from './card-instance.store.js';
import type { PartQueue, PartRef } from './part-queue.port.js';
import type { CardStamps } from './new-options.js';
import { loadCardsOf, renderDataOf } from './render-data.js';

const photoReads = new CardPhotoReads();

/** What the options lend other modules through the ports those modules own (wired in app.ts). */
export interface OptionPortsDeps {
  outbox: Outbox;
  catalog: GenerationCatalog;
  publicApiUrl: string;
  queue: PartQueue;
  /** The card is stamped changed when its options' covers change. */
  stamps: CardStamps;
}

/** The options of the given cards, in id order, by card id. */
async function optionsByCard(m: EntityManager, cardIds: number[]): Promise<Map<number, CardInstanceRow[]>> {
  const insts = await m
    .getRepository(CardInstanceEntity)
    .createQueryBuilder('i')
    .where('i.card_id IN (:...ids)', { ids: cardIds })
    .orderBy('i.id', 'ASC')
    .getMany();
  const byCard = new Map<number, CardInstanceRow[]>();
  for (const i of insts) (byCard.get(i.card_id) ?? byCard.set(i.card_id, []).get(i.card_id)!).push(i);
  return byCard;
}

/** The cards module's `CardParts`: a card's options and photos as clients see them, and what goes with it. */
export function cardParts(d: OptionPortsDeps): CardParts {
  const ctx = { catalog: d.catalog, publicApiUrl: d.publicApiUrl };
  return {
    async of(m, rows) {
      const byCard = await optionsByCard(
        m,
        rows.map((r) => r.id),
      );
      // Signatures only change a ready option's content hash: none ready, none read.
      const signed = [...byCard.values()].some((options) => options.some((i) => i.status === 'ready'));
      const loaded = await loadCardsOf(
        m,
        rows.map((r) => ({ card_id: r.id })),
        rows,
        { signed },
      );
      const out = new Map<number, CardPartsView>();
      for (const r of rows) {
        const extras = loaded.get(r.id)?.extras ?? { photos: [], signatures: [] };
        out.set(r.id, {
          card_instances: (byCard.get(r.id) ?? []).map((i) =>
            toCardInstance(i, d.publicApiUrl, i.status === 'ready' ? renderDataOf(i, r, extras, ctx).content_hash : undefined),
          ),
          photos: extras.photos.map((p) => photoReads.view(p, d.publicApiUrl)),
        });
      }
      return out;
    },
    async removing(m, card) {
      const insts = await m.getRepository(CardInstanceEntity).find({ where: { card_id: card.id } });
      for (const i of insts) await announceDeleted(m, d.outbox, i);
      const photos = (await photoReads.byCard(m, [card.id])).get(card.id) ?? [];
      return photos.flatMap((p) => photoReads.files(p));
    },
  };
}

/**
 * The photos module's `CardCovers`: every option of the card gets a new cover (a new version,
 * so new thumbnail URLs). A front photo ends any artwork still to be made (its version moves on,
 * so a running job is fenced off); without a front photo, options that never had artwork get it queued.
 */
export function cardCovers(d: OptionPortsDeps): CardCovers {
  return {
    async changed(m, cardId, change) {
      const refs: PartRef[] = [];
      const rows = await m
        .getRepository(CardInstanceEntity)
        .find({ where: { card_id: cardId }, order: { id: 'ASC' }, lock: { mode: 'pessimistic_write' } });
      for (const row of rows) {
        const changed = ['photo', 'status'];
        if (
          change === 'photo_front' &&
          (row.image_status === 'queued' || row.image_status === 'generating' || row.image_status === 'failed')
        ) {
          row.image_version += 1;
          row.image_status = 'ready';
          row.image_lease = null;
          row.image_error = null;
          changed.push('image');
        }
        if (change === 'artwork_back' && !row.artwork_key && row.image_status === 'ready') {
          row.image_version += 1;
          row.image_status = 'queued';
          row.image_lease = null;
          refs.push({ id: row.id, part: 'image', version: row.image_version, created_at: row.created_at });
        }
        await announce(m, d.outbox, await saveInstance(m, row), changed);
      }
      await d.stamps.touch(m, cardId);
      return () => d.queue.enqueueSafely(refs);
    },
  };
}

/** The signing module's `SigningOptions`: options announced when signatures change, and the signing page's picture. */
export function signingOptions(d: OptionPortsDeps): SigningOptions {
  return {
    async changed(m, cardId) {
      const options = await m.getRepository(CardInstanceEntity).find({ where: { card_id: cardId }, order: { id: 'ASC' } });
      for (const row of options) await announce(m, d.outbox, row, ['signatures']);
    },
    async frontThumbnail(m, card: CardFacts) {
      const [front] = await m
        .getRepository(CardInstanceEntity)
        .createQueryBuilder('i')
        .where("i.card_id = :id AND i.status = 'ready'", { id: card.id })
        .orderBy('i.rating', 'DESC', 'NULLS LAST')
        .addOrderBy('i.id', 'ASC')
        .limit(1)
        .getMany();
      const loaded = front && (await loadCardsOf(m, [front], [card])).get(card.id);
      const look = front && loaded && renderDataOf(front, loaded.card, loaded.extras, { catalog: d.catalog, publicApiUrl: d.publicApiUrl });
      return look ? assetUrl(d.publicApiUrl, thumbnailKeys(look.id, look.content_hash).front) : null;
    },
  };
}

/** The entitlements module's read port: how many of an account's other cards have options still being made. */
export class GeneratingCards {
  async count(tx: EntityManager, accountId: number, exceptCardId: number): Promise<number> {
    return cardsGenerating(tx, accountId, exceptCardId);
  }
}

async function cardsGenerating(m: EntityManager, accountId: number, exceptCardId: number): Promise<number> {
  const c = await m
    .getRepository(CardInstanceEntity)
    .createQueryBuilder('i')
    .select('count(DISTINCT i.card_id)::int', 'n')
    .where(`i.account_id = :accountId AND i.card_id <> :cardId AND i.status IN ('queued','generating')`, {
      accountId,
      cardId: exceptCardId,
    })
    .getRawOne<{ n: number }>();
  return c!.n;
}
