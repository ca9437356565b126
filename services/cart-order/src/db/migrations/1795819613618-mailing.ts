import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Generated from the entities (make migration S=cart-order NAME=mailing), keeping only the
 * statements of this change: the recipients of cart lines and order lines sent to many, and the
 * cart line's `mailing` flag. Written by hand: a line sent to many counts its printed recipients
 * (0 when all get e-cards, up to 200), so the quantity checks make room for it, and only ordinary lines are one per option and product.
 */
export class Mailing1795819613618 implements MigrationInterface {
  name = 'Mailing1795819613618';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "cart_recipients" ("id" SERIAL NOT NULL, "position" integer NOT NULL, "address_id" integer, "name" text NOT NULL, "salutation" text NOT NULL, "channel" text NOT NULL, "address" jsonb, "email" text, "cart_id" integer NOT NULL, "cart_item_id" integer NOT NULL, CONSTRAINT "PK_84a2a292a0871d517a32febd294" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "cart_recipients_item" ON "cart_recipients"  ("cart_item_id", "position") `);
    await q.query(
      `CREATE TABLE "order_recipients" ("id" SERIAL NOT NULL, "position" integer NOT NULL, "address_id" integer, "name" text NOT NULL, "salutation" text NOT NULL, "channel" text NOT NULL, "address" jsonb, "email" text, "order_id" integer NOT NULL, "order_line_id" integer NOT NULL, "print_asset_key" text, "ecard_outcome" text, "state_reason" text, CONSTRAINT "PK_f31a0c5eb842f22baed56927c30" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "order_recipients_order" ON "order_recipients"  ("order_id") `);
    await q.query(`CREATE INDEX "order_recipients_line" ON "order_recipients"  ("order_line_id", "position") `);
    await q.query(`ALTER TABLE "cart_items" ADD "mailing" boolean NOT NULL DEFAULT false`);
    await q.query(`ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_quantity_check"`);
    await q.query(
      `ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_quantity_check" CHECK (quantity BETWEEN 1 AND 100 OR (mailing AND quantity BETWEEN 0 AND 200))`,
    );
    await q.query(`ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_quantity_check"`);
    await q.query(`ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_quantity_check" CHECK (quantity >= 0)`);
    // One ordinary line per option and product (adding again adds up); lists never merge, so any number of them.
    await q.query(`ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_cart_id_card_instance_id_product_id_key"`);
    await q.query(
      `CREATE UNIQUE INDEX "cart_items_one_ordinary_line" ON "cart_items" ("cart_id", "card_instance_id", "product_id") WHERE NOT mailing`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "cart_items" WHERE mailing`);
    await q.query(`DROP INDEX "cart_order"."cart_items_one_ordinary_line"`);
    await q.query(
      `ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_card_instance_id_product_id_key" UNIQUE ("cart_id", "card_instance_id", "product_id")`,
    );
    await q.query(`ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_quantity_check"`);
    await q.query(`ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_quantity_check" CHECK (quantity > 0)`);
    await q.query(`ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_quantity_check"`);
    await q.query(`ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_quantity_check" CHECK (quantity BETWEEN 1 AND 100)`);
    await q.query(`ALTER TABLE "cart_items" DROP COLUMN "mailing"`);
    await q.query(`DROP INDEX "cart_order"."order_recipients_line"`);
    await q.query(`DROP INDEX "cart_order"."order_recipients_order"`);
    await q.query(`DROP TABLE "order_recipients"`);
    await q.query(`DROP INDEX "cart_order"."cart_recipients_item"`);
    await q.query(`DROP TABLE "cart_recipients"`);
  }
}
