import { seedCatalog } from '@cards/catalog/seed/seed';
import { describeSchema, entityDrift, freshDatabases, openMigrated } from '@cards/testing/schema';
import { describe, expect, it } from '@jest/globals';
import { database } from '../src/db/database.js';

/** How many migrations the last release shipped: a database made by them must migrate forward. */
const RELEASED_MIGRATIONS = 2;

/** The entities are the one declaration of each column; the migrations are generated from them. */
describe('catalog database', () => {
  const fresh = freshDatabases();

  it('when the migrations have run, then the entities ask for no further change', async () => {
    const changes = await entityDrift(await fresh(), database);
    expect(changes.up).toEqual([]);
  });

  it('when a database made by the released migrations, with the starter catalogue in it, migrates forward, then it ends as a fresh one and keeps its rows', async () => {
    const oldUrl = await fresh();
    const old = await openMigrated(oldUrl, database, RELEASED_MIGRATIONS);
    const seeded = await seedCatalog(old);
    await old.destroy();
    const upgraded = await openMigrated(oldUrl, database);
    expect(await seedCatalog(upgraded)).toBe(0);
    // Styles made before a style said its family keep the family their words were painted in.
    const families = await upgraded.query(`SELECT slug, family FROM "${database.schema}".styles ORDER BY slug`);
    expect(Object.fromEntries(families.map((r: { slug: string; family: string }) => [r.slug, r.family]))).toEqual({
      'bold-modern': 'flat',
      'elegant-gold': 'deco',
      'minimal-line-art': 'line',
      'playful-doodles': 'doodle',
      'vintage-letterpress': 'vintage',
      'watercolour-botanicals': 'watercolour',
    });
    await upgraded.destroy();
    expect(seeded).toBeGreaterThan(20);

    const newUrl = await fresh();
    await (await openMigrated(newUrl, database)).destroy();
    expect(await describeSchema(oldUrl, database.schema)).toEqual(await describeSchema(newUrl, database.schema));
  });
});
