import type { DataSource } from 'typeorm';
import { S } from '../../db/sql.js';

/**
 * The sample coupon of the starter shop: WELCOME10, 10% off, once per customer. Inserted only
 * when that key never existed, so an admin's edit or deletion is never undone by a restart.
 */
export async function seedCoupons(ds: DataSource): Promise<number> {
  const r: unknown[] = await ds.query(
    `INSERT INTO ${S}.coupons (key, percent_off, max_per_customer, active)
     SELECT 'WELCOME10', 10, 1, true
     WHERE NOT EXISTS (SELECT 1 FROM ${S}.coupons WHERE lower(key) = 'welcome10')
     ON CONFLICT DO NOTHING RETURNING id`);
  return r.length;
}
