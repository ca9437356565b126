import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Inbox names the consumers used before every consumer was named `<service>__<handler>`, and the names they have now. */
const RENAMED: ReadonlyArray<[string, string]> = [
  ['order_confirmation_mail', 'cart_order__order_paid_mail'],
  ['order_print_ready', 'cart_order__order_print_ready'],
  ['user_deleted_reminders', 'cart_order__user_deleted_reminders'],
];

/**
 * Three consumers kept their inbox rows under a name other than their durable's. Their rows
 * move to the durable's name, so an event applied before the upgrade and delivered again
 * after it is still recognised (docs/architecture.md, consumer names).
 */
export class InboxConsumerNames1700000700500 implements MigrationInterface {
  name = 'InboxConsumerNames1700000700500';

  async up(q: QueryRunner): Promise<void> {
    for (const [from, to] of RENAMED) {
      await q.query(
        `INSERT INTO cart_order.inbox (consumer, message_id, processed_at) SELECT $2, message_id, processed_at FROM cart_order.inbox WHERE consumer = $1 ON CONFLICT DO NOTHING`,
        [from, to],
      );
      await q.query(`DELETE FROM cart_order.inbox WHERE consumer = $1`, [from]);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [from, to] of RENAMED) {
      await q.query(
        `INSERT INTO cart_order.inbox (consumer, message_id, processed_at) SELECT $1, message_id, processed_at FROM cart_order.inbox WHERE consumer = $2 ON CONFLICT DO NOTHING`,
        [from, to],
      );
      await q.query(`DELETE FROM cart_order.inbox WHERE consumer = $1`, [to]);
    }
  }
}
