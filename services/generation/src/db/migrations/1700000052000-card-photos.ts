import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A card's own photos, one per panel, and the slices of uploads still arriving. Slices wait in
 * the database (not on one process's disk) because the BFF's requests for one upload may reach
 * different replicas; finishing an upload deletes its slices in the same transaction that
 * records the photo, and a sweep removes the slices of uploads abandoned half way.
 */
export class CardPhotos1700000052000 implements MigrationInterface {
  name = 'CardPhotos1700000052000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE generation.card_photos (
      id serial PRIMARY KEY,
      card_id int NOT NULL REFERENCES generation.cards(id) ON DELETE CASCADE,
      account_id int NOT NULL,
      panel text NOT NULL CHECK (panel IN ('front','inside_left')),
      original_key text NOT NULL,
      print_key text NOT NULL,
      preview_key text NOT NULL,
      source_type text NOT NULL,
      bytes int NOT NULL,
      original_width int NOT NULL,
      original_height int NOT NULL,
      width int NOT NULL,
      height int NOT NULL,
      crop jsonb NOT NULL,
      text_band text NOT NULL DEFAULT 'top' CHECK (text_band IN ('top','middle','bottom')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (card_id, panel))`);
    await q.query(`CREATE TABLE generation.photo_upload_parts (
      upload_id uuid NOT NULL,
      seq int NOT NULL,
      account_id int NOT NULL,
      data bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (upload_id, seq))`);
    await q.query(`CREATE INDEX photo_upload_parts_age ON generation.photo_upload_parts (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE generation.photo_upload_parts`);
    await q.query(`DROP TABLE generation.card_photos`);
  }
}
