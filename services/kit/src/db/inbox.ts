import type { DataSource, EntityManager } from 'typeorm';

/**
 * Inbox: a consumer applies a message at most once. The processed id is recorded in the same
 * transaction as the handler's writes, so a redelivery after a crash finds it and skips,
 * and a handler that fails records nothing and is retried.
 * @returns true when applied now, false when it had been applied before
 */
export async function applyOnce(ds: DataSource, schema: string, consumer: string, messageId: string, fn: (m: EntityManager) => Promise<void>): Promise<boolean> {
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
