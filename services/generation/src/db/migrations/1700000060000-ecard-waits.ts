import type { MigrationInterface, QueryRunner } from 'typeorm';

/** E-cards of orders waiting for the next allowance window, sent then, once each (docs/address-book.md). */
export class EcardWaits1700000060000 implements MigrationInterface {
  name = 'EcardWaits1700000060000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE generation.order_ecard_waits (
      order_id int NOT NULL,
      recipient_id int NOT NULL,
      line_id int NOT NULL,
      user_id int NOT NULL,
      card_instance_id int NOT NULL,
      email text NOT NULL,
      name text NOT NULL,
      salutation text NOT NULL,
      due_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT order_ecard_waits_pkey PRIMARY KEY (order_id, recipient_id))`);
    await q.query(`CREATE INDEX order_ecard_waits_due ON generation.order_ecard_waits (due_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE generation.order_ecard_waits`);
  }
}
