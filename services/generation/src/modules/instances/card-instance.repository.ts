import { GenerationEvents, thumbnailKeys, type CardInstance } from '@cards/contracts';
import type { Outbox } from '@cards/kit';
import type { EntityManager } from 'typeorm';
import { CardInstanceEntity, overallStatus, type CardInstanceRow } from './card-instance.entity.js';

/** Reads the row for update: the one writer of an instance at a time. */
export async function lockInstance(m: EntityManager, id: number): Promise<CardInstanceRow | null> {
  return m.getRepository(CardInstanceEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
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

export function assetUrl(publicApiUrl: string, key: string) {
  return `${publicApiUrl.replace(/\/$/, '')}/assets/${key}`;
}
