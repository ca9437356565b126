import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateEvents1700000001000 implements MigrationInterface {
  name = 'CreateEvents1700000001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE catalog.events (
      id serial PRIMARY KEY,
      name text NOT NULL,
      slug text NOT NULL,
      description text NOT NULL DEFAULT '',
      icon text NOT NULL DEFAULT '',
      season_start text,
      season_end text,
      active boolean NOT NULL DEFAULT true,
      position int NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz)`);
    // Names and slugs are unique among live rows; a soft-deleted occasion frees its slug.
    await q.query(`CREATE UNIQUE INDEX events_slug_live ON catalog.events (slug) WHERE deleted_at IS NULL`);
    await q.query(`CREATE UNIQUE INDEX events_name_live ON catalog.events (lower(name)) WHERE deleted_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE catalog.events`);
  }
}
