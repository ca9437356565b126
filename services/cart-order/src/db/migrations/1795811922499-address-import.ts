import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Generated from the entities (make migration S=cart-order NAME=address-import), keeping only
 * the statements of this change: the groups of the address book and an address's e-mail and
 * greeting. The generator also proposed rewriting constraints of tables whose entities are not
 * yet converted to classes (they describe less than the migrations made); those are left out.
 */
export class AddressImport1795811922499 implements MigrationInterface {
  name = 'AddressImport1795811922499';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "address_groups" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "name" text NOT NULL, "name_key" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_3652ecdf7ddff39cc6e15025af3" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE UNIQUE INDEX "address_groups_user_name" ON "address_groups"  ("user_id", "name_key") `);
    await q.query(
      `CREATE TABLE "address_group_members" ("group_id" integer NOT NULL, "address_id" integer NOT NULL, CONSTRAINT "PK_6960f64ba76dfed7922419f7dcc" PRIMARY KEY ("group_id", "address_id"))`,
    );
    await q.query(`CREATE INDEX "address_group_members_address" ON "address_group_members"  ("address_id") `);
    await q.query(`ALTER TABLE "addresses" ADD "email" text NOT NULL DEFAULT ''`);
    await q.query(`ALTER TABLE "addresses" ADD "salutation" text NOT NULL DEFAULT ''`);
    await q.query(
      `ALTER TABLE "address_group_members" ADD CONSTRAINT "address_group_members_group_fk" FOREIGN KEY ("group_id") REFERENCES "address_groups"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "address_group_members" DROP CONSTRAINT "address_group_members_group_fk"`);
    await q.query(`ALTER TABLE "addresses" DROP COLUMN "salutation"`);
    await q.query(`ALTER TABLE "addresses" DROP COLUMN "email"`);
    await q.query(`DROP INDEX "cart_order"."address_group_members_address"`);
    await q.query(`DROP TABLE "address_group_members"`);
    await q.query(`DROP INDEX "cart_order"."address_groups_user_name"`);
    await q.query(`DROP TABLE "address_groups"`);
  }
}
