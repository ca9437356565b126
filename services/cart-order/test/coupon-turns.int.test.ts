import { testLogger } from '@cards/testing/logger';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DataSource, EntityManager } from 'typeorm';
import { openCartOrderDatabase } from './support/cart-database.js';
import { CouponEntity } from '../src/modules/coupons/coupon.entity.js';
import { CouponUses } from '../src/modules/coupons/index.js';

const coupons = new CouponUses();

/**
 * Which checkouts with a coupon wait for each other: those that could use up the same limit,
 * and no others. Two transactions on a real PostgreSQL: the first holds its turn open, the
 * second either gets the coupon at once or waits until the first ends.
 */
describe('checkouts taking turns with a coupon', () => {
  let db: Awaited<ReturnType<typeof openCartOrderDatabase>>['db'];
  let ds: DataSource;
  const coupon = async (key: string, limits: Partial<Pick<CouponEntity, 'max_redemptions' | 'max_per_customer'>>) =>
    (await ds.getRepository(CouponEntity).save({ key, percent_off: '10', active: true, ...limits })).id;

  /**
   * Whether `second` has to wait while `first` (another transaction) holds its turn: it does if,
   * half a second on, it has not got the coupon and PostgreSQL shows a backend waiting for a lock;
   * merely slow (a busy machine), it gets the coupon while the first still holds on.
   */
  async function waits(couponId: number, first: number, second: number): Promise<boolean> {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let taken!: () => void;
    const hasTurn = new Promise<void>((r) => (taken = r));
    const a = ds.transaction(async (m: EntityManager) => {
      await coupons.forRedemption(m, couponId, first);
      taken();
      await held;
    });
    await hasTurn;
    let done = false;
    const b = ds.transaction(async (m) => coupons.forRedemption(m, couponId, second)).then(() => (done = true));
    await new Promise((r) => setTimeout(r, 500));
    const [{ n }] = (await ds.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    )) as Array<{ n: number }>;
    const waited = !done && n > 0;
    if (!waited) await b;
    release();
    await Promise.all([a, b]);
    return waited;
  }

  beforeAll(async () => {
    ({ db, ds } = await openCartOrderDatabase('coupon_turns', testLogger('coupon-turns')));
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  it('when a coupon has a total cap, then every checkout with it waits for the one before', async () => {
    expect(await waits(await coupon('CAPPED', { max_redemptions: 100 }), 1, 2)).toBe(true);
  });

  it("when a coupon is limited per customer, then only the same customer's checkouts wait for each other", async () => {
    const id = await coupon('ONCEEACH', { max_per_customer: 1 });
    expect(await waits(id, 1, 2)).toBe(false);
    expect(await waits(id, 3, 3)).toBe(true);
  });

  it('when a coupon has no limit, then no checkout with it waits', async () => {
    const id = await coupon('OPEN', {});
    expect(await waits(id, 1, 2)).toBe(false);
    expect(await waits(id, 4, 4)).toBe(false);
  });
});
