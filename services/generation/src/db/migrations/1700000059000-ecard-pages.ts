import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The pages e-cards' mails link to: each e-card sent is kept as it was (the card, jsonb),
 * found by the sha256 of its link's token; deleting the option deletes its pages.
 */
export class EcardPages1700000059000 implements MigrationInterface {
  name = 'EcardPages1700000059000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE generation.ecard_pages (
      id serial PRIMARY KEY,
      token_hash text NOT NULL,
      card_instance_id int NOT NULL,
      user_id int NOT NULL,
      account_id int NOT NULL,
      card jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT ecard_pages_token_hash_key UNIQUE (token_hash),
      CONSTRAINT ecard_pages_card_instance_id_fkey FOREIGN KEY (card_instance_id) REFERENCES generation.card_instances(id) ON DELETE CASCADE)`);
    await q.query(`CREATE INDEX ecard_pages_card_instance ON generation.ecard_pages (card_instance_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE generation.ecard_pages`);
  }
}
