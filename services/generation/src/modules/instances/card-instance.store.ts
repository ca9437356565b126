import { GenerationEvents, thumbnailKeys, type CardInstance } from '@cards/contracts';
import type { Actor } from '@cards/contracts';
import type { Outbox } from '@cards/kit';
import type { EntityManager } from 'typeorm';
import { assetUrl } from '@cards/contracts';
import { CardInstanceEntity, overallStatus, type CardInstanceRow } from './card-instance.entity.js';
import { cardInstanceNotFound } from './instance.errors.js';

/** Reads the row for update: the one writer of an instance at a time. */
export async function lockInstance(m: EntityManager, id: number): Promise<CardInstanceRow | null> {
  return m.getRepository(CardInstanceEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
}

/** The actor's option (any, for an admin), locked for update if asked; another's is not found. */
export async function ownedInstance(m: EntityManager, actor: Actor, id: number, forUpdate = false): Promise<CardInstanceRow> {
  const row = forUpdate ? await lockInstance(m, id) : await m.getRepository(CardInstanceEntity).findOneBy({ id });
  if (!row || (!actor.admin && row.account_id !== actor.account_id)) throw cardInstanceNotFound();
  return row;
}

/** Recomputes the overall status and its reason from the parts, then saves. */
export async function saveInstance(m: EntityManager, row: CardInstanceRow): Promise<CardInstanceRow> {
  row.status = overallStatus(row.text_status, row.image_status);
  row.status_reason =
    row.status === 'failed' ? ((row.text_status === 'failed' ? row.text_error : row.image_error) ?? 'Something went wrong') : null;
  return m.getRepository(CardInstanceEntity).save(row);
}

/** Writes `generation.card_instance.updated.v1` in the same transaction as the change. */
export async function announce(m: EntityManager, outbox: Outbox, row: CardInstanceRow, changed: string[]) {
  await outbox.add(m, GenerationEvents.cardInstanceUpdated, {
    card_instance_id: row.id,
    card_id: row.card_id,
    account_id: row.account_id,
    user_id: row.user_id,
    status: row.status,
    reason: row.status_reason,
    text_status: row.text_status,
    image_status: row.image_status,
    text_version: row.text_version,
    image_version: row.image_version,
    changed,
  });
}

export async function announceDeleted(
  m: EntityManager,
  outbox: Outbox,
  row: Pick<CardInstanceRow, 'id' | 'card_id' | 'account_id' | 'user_id'>,
) {
  await outbox.add(m, GenerationEvents.cardInstanceDeleted, {
    card_instance_id: row.id,
    card_id: row.card_id,
    account_id: row.account_id,
    user_id: row.user_id,
  });
}

/**
 * An option as clients see it. `contentHash` names the version it shows (see `renderDataOf`): a
 * ready option's thumbnails are URLs of that version, drawn the first time someone asks.
 */
export function toCardInstance(r: CardInstanceRow, publicApiUrl: string, contentHash: string | undefined): CardInstance {
  const thumbs = r.status === 'ready' && contentHash ? thumbnailKeys(r.id, contentHash) : null;
  return {
    id: r.id,
    card_id: r.card_id,
    status: r.status,
    status_reason: r.status_reason,
    text: r.inside_text,
    front_text: r.front_text,
    text_status: r.text_status,
    image_status: r.image_status,
    image_url: r.artwork_key ? assetUrl(publicApiUrl, r.artwork_key) : null,
    thumbnail_url: thumbs && assetUrl(publicApiUrl, thumbs.front),
    inside_thumbnail_url: thumbs && assetUrl(publicApiUrl, thumbs.inside),
    rating: r.rating,
    feedback: r.feedback,
    edited: r.edited,
    text_version: r.text_version,
    image_version: r.image_version,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

/** The options of a card in id order: a new text is written unlike its mates'. */
export async function optionsOfCard(m: EntityManager, cardId: number): Promise<CardInstanceRow[]> {
  return m.getRepository(CardInstanceEntity).find({ where: { card_id: cardId }, order: { id: 'ASC' } });
}

/**
 * Options with a part left `queued` or `generating` since before `before`, oldest id first. The
 * condition is written as the partial index `card_instances_unfinished` is, so it serves.
 */
export async function unfinishedOptions(m: EntityManager, before: Date) {
  return m
    .getRepository(CardInstanceEntity)
    .createQueryBuilder('i')
    .select(['i.id', 'i.created_at', 'i.text_status', 'i.text_version', 'i.image_status', 'i.image_version'])
    .where(`(i.text_status IN ('queued','generating') OR i.image_status IN ('queued','generating'))`)
    .andWhere('i.updated_at < :before', { before })
    .orderBy('i.id')
    .getMany();
}
