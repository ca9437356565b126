import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outbox and inbox every service keeps in its own schema. The schema comes from the
 * query runner's connection options so one class serves all services.
 */
export class KitOutboxInbox1700000000000 implements MigrationInterface {
  name = 'KitOutboxInbox1700000000000';

  async up(q: QueryRunner): Promise<void> {
    const s = (q.connection.options as { schema?: string }).schema ?? 'public';
    await q.query(`CREATE TABLE IF NOT EXISTS "${s}".outbox (
      seq bigserial PRIMARY KEY,
      id uuid NOT NULL UNIQUE,
      subject text NOT NULL,
      envelope jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz,
      attempts int NOT NULL DEFAULT 0,
      last_error text)`);
    await q.query(`CREATE INDEX IF NOT EXISTS outbox_unsent ON "${s}".outbox (seq) WHERE sent_at IS NULL`);
    await q.query(`CREATE TABLE IF NOT EXISTS "${s}".inbox (
      consumer text NOT NULL,
      message_id text NOT NULL,
      processed_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (consumer, message_id))`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = (q.connection.options as { schema?: string }).schema ?? 'public';
    await q.query(`DROP TABLE IF EXISTS "${s}".inbox`);
    await q.query(`DROP TABLE IF EXISTS "${s}".outbox`);
  }
}
