import { describeSchema, entityDrift, freshDatabases, openMigrated } from '@cards/testing/schema';
import { describe, expect, it } from '@jest/globals';
import type { DataSource } from 'typeorm';
import { database } from '../src/db/database.js';

/** How many migrations the last release shipped: a database made by them must migrate forward. */
const RELEASED_MIGRATIONS = 1;

/** A thumbnail and a paid order with one print file, as the released tables hold them. */
async function renderRows(ds: DataSource) {
  await ds.query(
    `INSERT INTO renders (kind, card_instance_id, render_hash, asset_key, size_bytes) VALUES ('thumbnail', 7, 'h', 'rendering/thumbnails/7.webp', 10)`,
  );
  await ds.query(`INSERT INTO order_prints (order_id, order_number) VALUES (1, 'C-1')`);
  await ds.query(`INSERT INTO order_print_files (order_id, line_id, position, card_instance_id) VALUES (1, 1, 1, 7)`);
}

const counts = async (ds: DataSource) =>
  (await ds.query(
    `SELECT (SELECT count(*) FROM renders) AS renders, (SELECT count(*) FROM order_prints) AS orders,
            (SELECT count(*) FROM order_print_files) AS files`,
  )) as unknown[];

/** The entities are the one declaration of each column; the migrations are generated from them. */
describe('rendering database', () => {
  const fresh = freshDatabases();

  it('when the migrations have run, then the entities ask for no further change', async () => {
    const changes = await entityDrift(await fresh(), database);
    expect(changes.up).toEqual([]);
  });

  it('when a database made by the released migrations, with an order in it, migrates forward, then it ends as a fresh one and keeps its rows', async () => {
    const oldUrl = await fresh();
    const old = await openMigrated(oldUrl, database, RELEASED_MIGRATIONS);
    await renderRows(old);
    const before = await counts(old);
    await old.destroy();
    const upgraded = await openMigrated(oldUrl, database);
    expect(await counts(upgraded)).toEqual(before);
    await upgraded.destroy();
    expect(before).toEqual([{ renders: '1', orders: '1', files: '1' }]);

    const newUrl = await fresh();
    await (await openMigrated(newUrl, database)).destroy();
    expect(await describeSchema(oldUrl, database.schema)).toEqual(await describeSchema(newUrl, database.schema));
  });
});
