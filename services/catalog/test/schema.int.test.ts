import { seedCatalog } from '@cards/catalog/seed/seed';
import { describeServiceSchema } from '@cards/testing/schema';
import { expect } from '@jest/globals';
import { database } from '../src/db/database.js';

/** How many migrations the last release shipped: a database made by them must migrate forward. */
const RELEASED_MIGRATIONS = 2;

describeServiceSchema('catalog', database, {
  migrations: RELEASED_MIGRATIONS,
  holding: 'with the starter catalogue in it',
  fill: seedCatalog,
  kept: async (ds, seeded) => {
    expect(await seedCatalog(ds)).toBe(0);
    // Styles made before a style said its family keep the family their words were painted in.
    const families = await ds.query(`SELECT slug, family FROM "${database.schema}".styles ORDER BY slug`);
    expect(Object.fromEntries(families.map((r: { slug: string; family: string }) => [r.slug, r.family]))).toEqual({
      'bold-modern': 'flat',
      'elegant-gold': 'deco',
      'minimal-line-art': 'line',
      'playful-doodles': 'doodle',
      'vintage-letterpress': 'vintage',
      'watercolour-botanicals': 'watercolour',
    });
    expect(seeded).toBeGreaterThan(20);
  },
});
