import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateRenders1700000060000 implements MigrationInterface {
  name = 'CreateRenders1700000060000';

  async up(q: QueryRunner): Promise<void> {
    // Every finished render; the hash of its inputs makes a repeat a cache hit.
    await q.query(`CREATE TABLE rendering.renders (
      id bigserial PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('thumbnail', 'print_pdf')),
      card_instance_id int NOT NULL,
      render_hash text NOT NULL,
      asset_key text NOT NULL,
      inside_asset_key text,
      content_hash text,
      size_bytes int NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE UNIQUE INDEX renders_kind_hash ON rendering.renders (kind, render_hash)`);
    await q.query(`CREATE INDEX renders_instance ON rendering.renders (card_instance_id, kind, created_at DESC)`);
    // A paid order and its print files, one per line; ready_at is set once, when the last file is done.
    await q.query(`CREATE TABLE rendering.order_prints (
      order_id int PRIMARY KEY,
      order_number text NOT NULL,
      user_id int,
      account_id int,
      ready_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now())`);
    await q.query(`CREATE TABLE rendering.order_print_files (
      order_id int NOT NULL REFERENCES rendering.order_prints(order_id) ON DELETE CASCADE,
      line_id int NOT NULL,
      position int NOT NULL,
      card_instance_id int NOT NULL,
      product_id int,
      size text,
      quantity int NOT NULL DEFAULT 1,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'ready', 'failed')),
      asset_key text,
      error text,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (order_id, line_id))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE rendering.order_print_files`);
    await q.query(`DROP TABLE rendering.order_prints`);
    await q.query(`DROP TABLE rendering.renders`);
  }
}
