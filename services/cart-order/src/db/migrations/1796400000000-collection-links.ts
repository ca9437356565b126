import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Collection links, where people give their own address into a group of the sender's book, and the answers they brought. */
export class CollectionLinks1796400000000 implements MigrationInterface {
  name = 'CollectionLinks1796400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "collection_links" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "account_id" integer, "group_id" integer NOT NULL, "token" text NOT NULL, "sender_name" text NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "turned_off_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e6a6a3c0b0aae8ded83ec2276d5" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE UNIQUE INDEX "collection_links_token" ON "collection_links" ("token") `);
    await q.query(`CREATE INDEX "collection_links_user" ON "collection_links" ("user_id") `);
    await q.query(
      `CREATE TABLE "collected_addresses" ("id" SERIAL NOT NULL, "link_id" integer NOT NULL, "user_id" integer NOT NULL, "address_id" integer NOT NULL, "outcome" text NOT NULL, "name" text NOT NULL, "line1" text NOT NULL, "line2" text NOT NULL DEFAULT '', "city" text NOT NULL, "county" text NOT NULL DEFAULT '', "postcode" text NOT NULL, "summarised_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_f77571b9513b9358d0947e4a715" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "collected_addresses_link" ON "collected_addresses" ("link_id") `);
    await q.query(`CREATE INDEX "collected_addresses_user_outcome" ON "collected_addresses" ("user_id", "outcome") `);
    await q.query(
      `ALTER TABLE "collection_links" ADD CONSTRAINT "collection_links_group_fk" FOREIGN KEY ("group_id") REFERENCES "address_groups"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "collected_addresses" ADD CONSTRAINT "collected_addresses_link_fk" FOREIGN KEY ("link_id") REFERENCES "collection_links"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "collected_addresses"`);
    await q.query(`DROP TABLE "collection_links"`);
  }
}
