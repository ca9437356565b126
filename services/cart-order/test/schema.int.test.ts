import { entityDrift, freshDatabases } from '@cards/testing/schema';
import { describe, expect, it } from '@jest/globals';
import { database } from '../src/db/database.js';

/** The entities are the one declaration of each column; the migrations are generated from them. */
describe('cart-order database', () => {
  const fresh = freshDatabases();

  it('when the migrations have run, then the entities ask for no further change', async () => {
    const changes = await entityDrift(await fresh(), database);
    expect(changes.up).toEqual([]);
  });
});
