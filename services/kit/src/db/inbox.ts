import type { DataSource, EntityManager } from 'typeorm';

/**
 * Inbox: a consumer applies a message at most once. The processed id is recorded in the same
 * transaction as the handler's writes, so a redelivery after a crash finds it and skips,
 * and a handler that fails records nothing and is retried.
 * @returns true when applied now, false when it had been applied before
 */
export async function applyOnce(
  ds: DataSource,
  schema: string,
  consumer: string,
  messageId: string,
  fn: (m: EntityManager) => Promise<void>,
): Promise<boolean> {
  return ds.transaction(async (m) => {
    const r: unknown[] = await m.query(
      `INSERT INTO "${schema}".inbox (consumer, message_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING message_id`,
      [consumer, messageId],
    );
    if (r.length === 0) return false;
    await fn(m);
    return true;
  });
}

/** Whether `consumer` recorded `messageId` already. */
export async function hasApplied(ds: DataSource, schema: string, consumer: string, messageId: string): Promise<boolean> {
  const r: unknown[] = await ds.query(`SELECT 1 FROM "${schema}".inbox WHERE consumer = $1 AND message_id = $2`, [consumer, messageId]);
  return r.length > 0;
}

/** Records that `consumer` is done with `messageId` (a second record of it is a no-op). */
export async function recordApplied(ds: DataSource, schema: string, consumer: string, messageId: string): Promise<void> {
  await ds.query(`INSERT INTO "${schema}".inbox (consumer, message_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [consumer, messageId]);
}
