import { toPounds, type Coupon } from '@cards/contracts';
import { one, rows, S, type Queryable } from '../../db/sql.js';
import type { CouponRefusal } from './coupon.errors.js';

export interface CouponRow {
  id: number;
  key: string;
  percent_off: string | null;
  amount_off: number | null;
  starts_at: Date | null;
  expires_at: Date | null;
  max_redemptions: number | null;
  max_per_customer: number | null;
  min_subtotal: number | null;
  active: boolean;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

export const couponTerms = (c: CouponRow) => ({ percent_off: c.percent_off == null ? null : Number(c.percent_off), amount_off: c.amount_off });

export function toCoupon(c: CouponRow, timesRedeemed: number): Coupon {
  return {
    id: c.id, key: c.key, percent_off: c.percent_off == null ? null : Number(c.percent_off),
    amount_off: c.amount_off == null ? null : toPounds(c.amount_off), currency: 'GBP',
    starts_at: c.starts_at?.toISOString() ?? null, expires_at: c.expires_at?.toISOString() ?? null,
    max_redemptions: c.max_redemptions, max_per_customer: c.max_per_customer,
    min_subtotal: c.min_subtotal == null ? null : toPounds(c.min_subtotal), active: c.active, times_redeemed: timesRedeemed,
    created_at: c.created_at.toISOString(), updated_at: c.updated_at.toISOString(),
  };
}

export function findCouponByKey(q: Queryable, key: string, lock = false): Promise<CouponRow | undefined> {
  return one<CouponRow>(q, `SELECT * FROM ${S}.coupons WHERE lower(key) = lower($1) AND deleted_at IS NULL ${lock ? 'FOR UPDATE' : ''}`, [key]);
}

export function findCouponById(q: Queryable, id: number, lock = false): Promise<CouponRow | undefined> {
  return one<CouponRow>(q, `SELECT * FROM ${S}.coupons WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`, [id]);
}

/**
 * Redemptions that count against the limits: redeemed ones, and reservations of checkouts
 * still in progress (not expired). A cart's own reservations are left out when it is the
 * one asking, so starting checkout twice does not use the coupon up against itself.
 */
export async function countRedemptions(q: Queryable, couponId: number, userId: number, exceptCartId?: number): Promise<{ total: number; mine: number }> {
  const r = await one<{ total: number; mine: number }>(q, `
    SELECT count(*)::int AS total, count(*) FILTER (WHERE r.user_id = $2)::int AS mine
    FROM ${S}.coupon_redemptions r LEFT JOIN ${S}.payments p ON p.id = r.payment_id
    WHERE r.coupon_id = $1
      AND (r.status = 'redeemed' OR (r.expires_at > now() AND p.status NOT IN ('failed', 'canceled')))
      AND ($3::int IS NULL OR r.status = 'redeemed' OR p.cart_id IS DISTINCT FROM $3::int)`,
  [couponId, userId, exceptCartId ?? null]);
  return r ?? { total: 0, mine: 0 };
}

export async function timesRedeemed(q: Queryable, couponIds: number[]): Promise<Map<number, number>> {
  const r = await rows<{ coupon_id: number; n: number }>(q,
    `SELECT coupon_id, count(*)::int AS n FROM ${S}.coupon_redemptions WHERE status = 'redeemed' AND coupon_id = ANY($1) GROUP BY coupon_id`, [couponIds]);
  return new Map(r.map((x) => [x.coupon_id, x.n]));
}

const pounds = (p: number) => `£${(p / 100).toFixed(2)}`;

/** Why `c` does not apply to a subtotal for this customer now, or null when it does. */
export function refusal(c: CouponRow, ctx: { now: Date; subtotal: number; used: { total: number; mine: number } }): CouponRefusal | null {
  if (!c.active || c.deleted_at) return { code: 'coupon_inactive', message: 'This coupon is not active' };
  if (c.starts_at && c.starts_at > ctx.now) return { code: 'coupon_not_started', message: 'This coupon is not valid yet' };
  if (c.expires_at && c.expires_at <= ctx.now) return { code: 'coupon_expired', message: 'This coupon has expired' };
  if (c.max_redemptions != null && ctx.used.total >= c.max_redemptions) return { code: 'coupon_exhausted', message: 'This coupon has been used up' };
  if (c.max_per_customer != null && ctx.used.mine >= c.max_per_customer) return { code: 'coupon_already_used', message: 'You have already used this coupon' };
  if (c.min_subtotal != null && ctx.subtotal < c.min_subtotal) return { code: 'coupon_min_subtotal', message: `Spend at least ${pounds(c.min_subtotal)} to use this coupon` };
  return null;
}
