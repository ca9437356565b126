import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An option is ready once its words and artwork exist; its thumbnails are drawn when first
 * asked for. Options that were waiting for a thumbnail (words and artwork made, status still
 * `generating`; e.g. the sample cards of a first start without Chromium) are ready now. The
 * `thumbnail_url` column is no longer used; it stays one release, for the release before.
 */
export class ReadyWithoutThumbnail1700000055000 implements MigrationInterface {
  name = 'ReadyWithoutThumbnail1700000055000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE generation.card_instances SET status = 'ready', status_reason = NULL
        WHERE status = 'generating' AND text_status = 'ready' AND image_status = 'ready'`,
    );
  }

  async down(): Promise<void> {
    // Nothing to undo: the release before makes such options wait for a thumbnail again when they next change.
  }
}
