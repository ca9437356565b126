import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Generated from the entities (make migration S=<service> NAME=<name>): (numbered after the collection links, which carry a hand-set later stamp) card problem reports, one open per person (a partial unique index), one reprint per report (a unique key). */
export class ProblemReports1796400000100 implements MigrationInterface {
  name = 'ProblemReports1796400000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "card_problems" ("id" SERIAL NOT NULL, "order_id" integer NOT NULL, "user_id" integer NOT NULL, "line_id" integer NOT NULL, "recipient_id" integer, "person_key" integer NOT NULL DEFAULT '0', "person" text NOT NULL, "kind" text NOT NULL, "note" text, "status" text NOT NULL DEFAULT 'open', "outcome" text, "reason" text, "refunded_amount" integer NOT NULL DEFAULT '0', "refund_id" text, "reprint_key" text, "reprint_address" jsonb, "reported_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "resolved_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "card_problems_reprint_key_key" UNIQUE ("reprint_key"), CONSTRAINT "card_problems_refunded_amount_check" CHECK (refunded_amount >= 0), CONSTRAINT "card_problems_outcome_check" CHECK (outcome IS NULL OR outcome IN ('reprint', 'refund', 'decline')), CONSTRAINT "card_problems_status_check" CHECK (status IN ('open', 'resolved')), CONSTRAINT "card_problems_kind_check" CHECK (kind IN ('not_arrived', 'damaged', 'wrong_details')), CONSTRAINT "PK_3e7401db3958292386e0baa3ea0" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "card_problems_status" ON "card_problems"  ("status", "reported_at") `);
    await q.query(`CREATE INDEX "card_problems_order" ON "card_problems"  ("order_id") `);
    await q.query(`CREATE UNIQUE INDEX "card_problems_one_open" ON "card_problems"  ("line_id", "person_key") WHERE status = 'open'`);
    await q.query(
      `ALTER TABLE "card_problems" ADD CONSTRAINT "card_problems_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "card_problems" DROP CONSTRAINT "card_problems_order_id_fkey"`);
    await q.query(`DROP INDEX "cart_order"."card_problems_one_open"`);
    await q.query(`DROP INDEX "cart_order"."card_problems_order"`);
    await q.query(`DROP INDEX "cart_order"."card_problems_status"`);
    await q.query(`DROP TABLE "card_problems"`);
  }
}
