import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Generated from the entities (make migration S=<service> NAME=<name>); edit only to say why. */
export class RecipientPrintFiles1795819397568 implements MigrationInterface {
  name = 'RecipientPrintFiles1795819397568';

  async up(q: QueryRunner): Promise<void> {
    // A line sent to many has a file per printed recipient; a line's own file (every file made
    // before) is recipient 0, as a key column cannot be null.
    await q.query(`ALTER TABLE "order_print_files" ADD "recipient_id" integer NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "order_print_files" DROP CONSTRAINT "order_print_files_pkey"`);
    await q.query(
      `ALTER TABLE "order_print_files" ADD CONSTRAINT "order_print_files_pkey" PRIMARY KEY ("order_id", "line_id", "recipient_id")`,
    );
    await q.query(`ALTER TABLE "order_print_files" ADD "recipient_name" text`);
    await q.query(`ALTER TABLE "order_print_files" ADD "salutation" text`);
    await q.query(`ALTER TABLE "order_print_files" ADD "recipient_position" integer`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "order_print_files" DROP COLUMN "recipient_position"`);
    await q.query(`ALTER TABLE "order_print_files" DROP COLUMN "salutation"`);
    await q.query(`ALTER TABLE "order_print_files" DROP COLUMN "recipient_name"`);
    await q.query(`ALTER TABLE "order_print_files" DROP CONSTRAINT "order_print_files_pkey"`);
    await q.query(`ALTER TABLE "order_print_files" ADD CONSTRAINT "order_print_files_pkey" PRIMARY KEY ("order_id", "line_id")`);
    await q.query(`ALTER TABLE "order_print_files" DROP COLUMN "recipient_id"`);
  }
}
