import { toPounds, type Coupon } from '@cards/contracts';
import { In, IsNull, Raw, type EntityManager } from 'typeorm';
import { managerOf, type Db } from '../../domain/db.js';
import type { CouponRefusal } from './coupon.errors.js';
import { CouponEntity, CouponRedemptionEntity } from './coupon.entity.js';

export const couponTerms = (c: Pick<CouponEntity, 'percent_off' | 'amount_off'>) => ({
  percent_off: c.percent_off == null ? null : Number(c.percent_off),
  amount_off: c.amount_off,
});

export function toCoupon(c: CouponEntity, timesRedeemed: number): Coupon {
  return {
    id: c.id,
    key: c.key,
    percent_off: c.percent_off == null ? null : Number(c.percent_off),
    amount_off: c.amount_off == null ? null : toPounds(c.amount_off),
    currency: 'GBP',
    starts_at: c.starts_at?.toISOString() ?? null,
    expires_at: c.expires_at?.toISOString() ?? null,
    max_redemptions: c.max_redemptions,
    max_per_customer: c.max_per_customer,
    min_subtotal: c.min_subtotal == null ? null : toPounds(c.min_subtotal),
    active: c.active,
    times_redeemed: timesRedeemed,
    created_at: c.created_at.toISOString(),
    updated_at: c.updated_at.toISOString(),
  };
}

/** What of a coupon says whether it applies, and how its uses take turns. */
type Limits = Pick<
  CouponEntity,
  'id' | 'active' | 'deleted_at' | 'starts_at' | 'expires_at' | 'max_redemptions' | 'max_per_customer' | 'min_subtotal'
>;

const lockIf = (lock: boolean) => (lock ? { lock: { mode: 'pessimistic_write' as const } } : {});

/** A live coupon by its key, case-insensitively. */
export async function findCouponByKey(db: Db, key: string, lock = false): Promise<CouponEntity | undefined> {
  const where = { key: Raw((k) => `lower(${k}) = lower(:key)`, { key }), deleted_at: IsNull() };
  return (
    (await managerOf(db)
      .getRepository(CouponEntity)
      .findOne({ where, ...lockIf(lock) })) ?? undefined
  );
}

export async function findCouponById(db: Db, id: number, lock = false): Promise<CouponEntity | undefined> {
  return (
    (await managerOf(db)
      .getRepository(CouponEntity)
      .findOne({ where: { id }, ...lockIf(lock) })) ?? undefined
  );
}

/**
 * The coupon a checkout is about to count and reserve, with the checkouts that could use up
 * the same limit made to take turns, as narrowly as its limits need: a coupon with a total cap
 * has its row locked (every checkout with it counts after the one before); one limited per
 * customer locks only that customer's use of it (a transaction-scoped advisory lock on the
 * coupon and the user); one with neither locks nothing. A shop-wide code like WELCOME10 thus
 * no longer puts every customer's checkout in one line: at 30 shoppers on two cores, all of
 * them waited on its row (PostgreSQL showed a fifth of a backend waiting there at any moment).
 * Call it inside the transaction that counts and reserves; a capped coupon is read again under its lock.
 */
export async function couponForRedemption<C extends Limits>(
  m: EntityManager,
  couponId: number,
  userId: number,
  /** The coupon as already read in this transaction: its limits say what to lock, without reading it again. */
  known?: C,
): Promise<C | CouponEntity | undefined> {
  const c = known?.id === couponId ? known : await findCouponById(m, couponId);
  if (!c || c.max_redemptions != null) return c && findCouponById(m, couponId, true);
  if (c.max_per_customer != null) await m.query('SELECT pg_advisory_xact_lock($1, $2)', [couponId, userId]);
  return c;
}

/**
 * Redemptions that count against the limits: redeemed ones, and reservations of checkouts
 * still in progress (not expired). A cart's own reservations are left out when it is the
 * one asking, so starting checkout twice does not use the coupon up against itself.
 */
export async function countRedemptions(
  db: Db,
  couponId: number,
  userId: number,
  exceptCartId?: number,
): Promise<{ total: number; mine: number }> {
  const qb = managerOf(db)
    .getRepository(CouponRedemptionEntity)
    .createQueryBuilder('r')
    // A reservation lives as long as its payment can still succeed: the payments module's table,
    // joined by its table name (one statement keeps the count atomic), as foreign keys name
    // another module's table rather than import it.
    .leftJoin('payments', 'p', 'p.id = r.payment_id')
    .select('count(*)::int', 'total')
    .addSelect('(count(*) FILTER (WHERE r.user_id = :userId))::int', 'mine')
    .where('r.coupon_id = :couponId', { couponId, userId })
    .andWhere(`(r.status = 'redeemed' OR (r.expires_at > now() AND p.status NOT IN ('failed', 'canceled')))`);
  if (exceptCartId != null) qb.andWhere(`(r.status = 'redeemed' OR p.cart_id IS DISTINCT FROM :exceptCartId)`, { exceptCartId });
  return (await qb.getRawOne<{ total: number; mine: number }>()) ?? { total: 0, mine: 0 };
}

export async function timesRedeemed(db: Db, couponIds: number[]): Promise<Map<number, number>> {
  if (!couponIds.length) return new Map();
  const r = await managerOf(db)
    .getRepository(CouponRedemptionEntity)
    .createQueryBuilder('r')
    .select('r.coupon_id', 'coupon_id')
    .addSelect('count(*)::int', 'n')
    .where({ status: 'redeemed', coupon_id: In(couponIds) })
    .groupBy('r.coupon_id')
    .getRawMany<{ coupon_id: number; n: number }>();
  return new Map(r.map((x) => [x.coupon_id, x.n]));
}

const pounds = (p: number) => `£${(p / 100).toFixed(2)}`;

/** Why `c` does not apply to a subtotal for this customer now, or null when it does. */
export function refusal(c: Limits, ctx: { now: Date; subtotal: number; used: { total: number; mine: number } }): CouponRefusal | null {
  if (!c.active || c.deleted_at) return { code: 'coupon_inactive', message: 'This coupon is not active' };
  if (c.starts_at && c.starts_at > ctx.now) return { code: 'coupon_not_started', message: 'This coupon is not valid yet' };
  if (c.expires_at && c.expires_at <= ctx.now) return { code: 'coupon_expired', message: 'This coupon has expired' };
  if (c.max_redemptions != null && ctx.used.total >= c.max_redemptions)
    return { code: 'coupon_exhausted', message: 'This coupon has been used up' };
  if (c.max_per_customer != null && ctx.used.mine >= c.max_per_customer)
    return { code: 'coupon_already_used', message: 'You have already used this coupon' };
  if (c.min_subtotal != null && ctx.subtotal < c.min_subtotal)
    return { code: 'coupon_min_subtotal', message: `Spend at least ${pounds(c.min_subtotal)} to use this coupon` };
  return null;
}
