import { entityDrift, freshDatabases } from '@cards/testing/schema';
import { describe, expect, it } from '@jest/globals';
import { database } from '../src/db/database.js';

/**
 * The address import's tables and columns are declared once, in their entities, and their
 * migration was generated from them. The rest of the service's tables are still described by
 * EntitySchemas that say less than their migrations made (docs/architecture.md, "Modules"):
 * once they are entity classes, this test drops its filter and checks every table.
 */
const OURS = /"address_group|"addresses" (ADD|DROP( COLUMN)?) "(email|salutation)"/;

describe('cart-order database', () => {
  const fresh = freshDatabases();

  it("when the migrations have run, then the address import's entities ask for no further change", async () => {
    const changes = await entityDrift(await fresh(), database);
    expect(changes.up.filter((s) => OURS.test(s))).toEqual([]);
  });
});
