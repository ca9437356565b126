import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Generated from the entities (make migration S=<service> NAME=<name>); edit only to say why. */
export class ReprintPrintFiles1796290887650 implements MigrationInterface {
  name = 'ReprintPrintFiles1796290887650';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "order_print_files" ADD "reprint_of" integer NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "order_print_files" DROP CONSTRAINT "order_print_files_pkey"`);
    await q.query(
      `ALTER TABLE "order_print_files" ADD CONSTRAINT "order_print_files_pkey" PRIMARY KEY ("order_id", "line_id", "recipient_id", "reprint_of")`,
    );
    await q.query(`ALTER TABLE "order_print_files" ADD "address" jsonb`);
    await q.query(`ALTER TABLE "order_print_files" ADD "print_day" date`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "order_print_files" DROP COLUMN "print_day"`);
    await q.query(`ALTER TABLE "order_print_files" DROP COLUMN "address"`);
    await q.query(`ALTER TABLE "order_print_files" DROP CONSTRAINT "order_print_files_pkey"`);
    await q.query(
      `ALTER TABLE "order_print_files" ADD CONSTRAINT "order_print_files_pkey" PRIMARY KEY ("order_id", "line_id", "recipient_id")`,
    );
    await q.query(`ALTER TABLE "order_print_files" DROP COLUMN "reprint_of"`);
  }
}
