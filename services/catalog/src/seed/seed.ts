import type { DataSource } from 'typeorm';
import { OCCASIONS } from './occasions.seed.js';

/**
 * Loads the starter catalogue. Each row is inserted only if its slug has never existed, so
 * re-running is harmless and an admin's edits (or deletions) are never overwritten.
 * Seeded rows are not announced on the bus: consumers build their read models from a full
 * read at start, and then from the change events of admin edits.
 */
export async function seedCatalog(ds: DataSource): Promise<number> {
  let inserted = 0;
  await ds.transaction(async (m) => {
    await m.query(`SELECT pg_advisory_xact_lock(hashtext('catalog-seed'))`);
    for (const o of OCCASIONS) {
      const r: unknown[] = await m.query(
        `INSERT INTO catalog.events (name, slug, description, icon, season_start, season_end, active, position)
         SELECT $1, $2, $3, $4, $5, $6, $7, $8
         WHERE NOT EXISTS (SELECT 1 FROM catalog.events WHERE slug = $2) RETURNING id`,
        [o.name, o.slug, o.description, o.icon, o.season_start ?? null, o.season_end ?? null, o.active, o.position],
      );
      inserted += r.length;
    }
  });
  return inserted;
}
