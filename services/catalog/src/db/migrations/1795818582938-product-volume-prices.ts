import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The starter cards' tiers as this migration shipped them: [from quantity, pence each]. */
const STARTER_TIERS: Record<string, Array<[number, number]>> = {
  'CARD-A6': [
    [10, 350],
    [25, 320],
    [50, 295],
  ],
  'CARD-5X7': [
    [10, 400],
    [25, 370],
    [50, 340],
  ],
  'CARD-SQ150': [
    [10, 445],
    [25, 410],
    [50, 380],
  ],
  'CARD-A5': [
    [10, 540],
    [25, 495],
  ],
  'CARD-A5-LUXE': [
    [10, 725],
    [25, 675],
  ],
};

/** Generated from the entities (make migration S=<service> NAME=<name>); edit only to say why. */
export class ProductVolumePrices1795818582938 implements MigrationInterface {
  name = 'ProductVolumePrices1795818582938';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "products" ADD "volume_prices" jsonb NOT NULL DEFAULT '[]'::jsonb`);
    // A shop seeded before tiers existed gets the starter tiers on its starter cards (as a new
    // shop is seeded with them); a product an admin made or changed since keeps one price.
    for (const [sku, tiers] of Object.entries(STARTER_TIERS))
      await q.query(`UPDATE "products" SET "volume_prices" = $1::jsonb WHERE "sku" = $2 AND "updated_at" = "created_at"`, [
        JSON.stringify(tiers.map(([min_quantity, unit_price_pence]) => ({ min_quantity, unit_price_pence }))),
        sku,
      ]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "products" DROP COLUMN "volume_prices"`);
  }
}
