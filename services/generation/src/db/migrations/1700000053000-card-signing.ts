import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Group cards: a card's signing links and the signatures people add through them. A link keeps
 * only a random salt (its token is an HMAC of the salt under a server key, so a copy of the
 * database alone opens nothing) and the token's sha256 to find it by. At most one link of a
 * card is live: turning signing off or making a new link stamps `revoked_at` on the old one.
 * A signature keeps the sha256 of the edit token its signer's browser holds.
 */
export class CardSigning1700000053000 implements MigrationInterface {
  name = 'CardSigning1700000053000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE generation.card_signing_links (
      id serial PRIMARY KEY,
      card_id int NOT NULL REFERENCES generation.cards(id) ON DELETE CASCADE,
      account_id int NOT NULL,
      salt text NOT NULL,
      token_hash text NOT NULL UNIQUE,
      closes_at timestamptz,
      revoked_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE UNIQUE INDEX card_signing_links_live ON generation.card_signing_links (card_id) WHERE revoked_at IS NULL`);
    await q.query(`CREATE TABLE generation.card_signatures (
      id serial PRIMARY KEY,
      card_id int NOT NULL REFERENCES generation.cards(id) ON DELETE CASCADE,
      link_id int REFERENCES generation.card_signing_links(id) ON DELETE SET NULL,
      name text NOT NULL,
      message text NOT NULL,
      hand int NOT NULL DEFAULT 0,
      edit_token_hash text NOT NULL,
      edited_by_owner boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE INDEX card_signatures_card ON generation.card_signatures (card_id, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE generation.card_signatures`);
    await q.query(`DROP TABLE generation.card_signing_links`);
  }
}
