import { countedRows, describeServiceSchema } from '@cards/testing/schema';
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

describeServiceSchema('rendering', database, {
  migrations: RELEASED_MIGRATIONS,
  holding: 'with an order in it',
  ...countedRows(renderRows, counts, [{ renders: '1', orders: '1', files: '1' }]),
});
