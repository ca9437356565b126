import type { DataSource } from 'typeorm';
import { CouponEntity } from './coupon.entity.js';

/**
 * The sample coupon of the starter shop: WELCOME10, 10% off, once per customer. Inserted only
 * when that key never existed (deleted ones count), so an admin's edit or deletion is never
 * undone by a restart; replicas starting together are kept to one by the live-key index.
 */
export async function seedCoupons(ds: DataSource): Promise<number> {
  const everSeeded = await ds.getRepository(CouponEntity).createQueryBuilder('c').where(`lower(c.key) = 'welcome10'`).getExists();
  if (everSeeded) return 0;
  const r = await ds
    .createQueryBuilder()
    .insert()
    .into(CouponEntity)
    .values({ key: 'WELCOME10', percent_off: '10', max_per_customer: 1, active: true })
    .orIgnore()
    .returning('id')
    .execute();
  return r.raw.length;
}
