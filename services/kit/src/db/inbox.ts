import type { DataSource, EntityManager } from 'typeorm';
import { InboxEntity } from './kit-entities.js';

/**
 * Inbox: a consumer applies a message at most once. The processed id is recorded in the same
 * transaction as the handler's writes, so a redelivery after a crash finds it and skips,
 * and a handler that fails records nothing and is retried.
 * @returns true when applied now, false when it had been applied before
 */
export async function applyOnce(
  ds: DataSource,
  consumer: string,
  messageId: string,
  fn: (m: EntityManager) => Promise<void>,
): Promise<boolean> {
  return ds.transaction(async (m) => {
    // INSERT … ON CONFLICT DO NOTHING RETURNING: a row back means this message is new.
    const r = await m
      .createQueryBuilder()
      .insert()
      .into(InboxEntity)
      .values({ consumer, message_id: messageId })
      .orIgnore()
      .returning('message_id')
      .execute();
    if ((r.raw as unknown[]).length === 0) return false;
    await fn(m);
    return true;
  });
}

/** Whether `consumer` recorded `messageId` already. */
export async function hasApplied(ds: DataSource, consumer: string, messageId: string): Promise<boolean> {
  return ds.getRepository(InboxEntity).existsBy({ consumer, message_id: messageId });
}

/** Records that `consumer` is done with `messageId` (a second record of it is a no-op). */
export async function recordApplied(ds: DataSource, consumer: string, messageId: string): Promise<void> {
  await ds
    .createQueryBuilder()
    .insert()
    .into(InboxEntity)
    .values({ consumer, message_id: messageId })
    .orIgnore()
    .updateEntity(false)
    .execute();
}
