import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Free plan's designs a month go from 10 to 30 (docs/decisions.md, "A free allowance that
 * makes whole cards"): ten was about three cards of three options, and a newcomer ran out while
 * still trying the shop. Only a value still at the old seed's 10 moves; an administrator's own
 * choice stays. A new database gets 30 from the seed.
 */
export class FreeDesignsThirty1796227200000 implements MigrationInterface {
  name = 'FreeDesignsThirty1796227200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE "planfeatures" SET "value" = '30', "updated_at" = now()
        WHERE "value" = '10'
          AND "plan_id" IN (SELECT "id" FROM "plans" WHERE "slug" = 'free' AND "deleted_at" IS NULL)
          AND "feature_id" IN (SELECT "id" FROM "features" WHERE "key" = 'generations_per_month')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `UPDATE "planfeatures" SET "value" = '10', "updated_at" = now()
        WHERE "value" = '30'
          AND "plan_id" IN (SELECT "id" FROM "plans" WHERE "slug" = 'free' AND "deleted_at" IS NULL)
          AND "feature_id" IN (SELECT "id" FROM "features" WHERE "key" = 'generations_per_month')`,
    );
  }
}
