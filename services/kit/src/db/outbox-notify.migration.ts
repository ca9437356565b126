import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The channel a schema's outbox announces its commits on: one per schema, so a relay hears only its own service. */
export const outboxChannel = (schema: string): string => `outbox_${schema}`;

/**
 * Every statement that inserts into the outbox notifies the schema's channel. NOTIFY is
 * transactional: a relay hears it only once the rows are committed, never for a rollback, and
 * a transaction's identical notifications arrive as one. The schema comes from the query
 * runner's connection options, as for the tables themselves.
 */
export class KitOutboxNotify1795830200000 implements MigrationInterface {
  name = 'KitOutboxNotify1795830200000';

  async up(q: QueryRunner): Promise<void> {
    const s = (q.connection.options as { schema?: string }).schema ?? 'public';
    await q.query(`CREATE OR REPLACE FUNCTION "${s}".outbox_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('${outboxChannel(s)}', '');
        RETURN NULL;
      END $$`);
    await q.query(`DROP TRIGGER IF EXISTS outbox_notify ON "${s}".outbox`);
    await q.query(`CREATE TRIGGER outbox_notify AFTER INSERT ON "${s}".outbox
      FOR EACH STATEMENT EXECUTE FUNCTION "${s}".outbox_notify()`);
  }

  async down(q: QueryRunner): Promise<void> {
    const s = (q.connection.options as { schema?: string }).schema ?? 'public';
    await q.query(`DROP TRIGGER IF EXISTS outbox_notify ON "${s}".outbox`);
    await q.query(`DROP FUNCTION IF EXISTS "${s}".outbox_notify()`);
  }
}
