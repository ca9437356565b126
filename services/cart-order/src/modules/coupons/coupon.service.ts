import { toPence, type Coupon, type CouponFields, type ListQuery, type Page } from '@cards/contracts';
import type { DataSource } from 'typeorm';
import { rows, S } from '../../db/sql.js';
import { couponDiscountInvalid, couponNotFound, couponTaken, couponWindowInvalid } from './coupon.errors.js';
import { findCouponByKey, timesRedeemed, toCoupon, type CouponRow } from './coupon.store.js';

const isUniqueViolation = (e: unknown) => (e as { code?: string }).code === '23505';

/** Admin management of coupons, addressed by key case-insensitively. */
export class CouponService {
  constructor(private readonly ds: DataSource) {}

  async list(q: ListQuery): Promise<Page<Coupon>> {
    const search = q.search ? `%${q.search.replace(/[%_\\]/g, '\\$&')}%` : null;
    const items = await rows<CouponRow>(this.ds,
      `SELECT * FROM ${S}.coupons WHERE deleted_at IS NULL AND ($1::text IS NULL OR key ILIKE $1) ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [search, q.per_page, (q.page - 1) * q.per_page]);
    const total = await rows<{ n: number }>(this.ds, `SELECT count(*)::int AS n FROM ${S}.coupons WHERE deleted_at IS NULL AND ($1::text IS NULL OR key ILIKE $1)`, [search]);
    const used = await timesRedeemed(this.ds, items.map((c) => c.id));
    return { items: items.map((c) => toCoupon(c, used.get(c.id) ?? 0)), total: total[0]!.n };
  }

  async get(key: string): Promise<Coupon> {
    const c = await findCouponByKey(this.ds, key);
    if (!c) throw couponNotFound();
    return toCoupon(c, (await timesRedeemed(this.ds, [c.id])).get(c.id) ?? 0);
  }

  async create(input: CouponFields): Promise<Coupon> {
    check(input);
    try {
      const [c] = await rows<CouponRow>(this.ds, `
        INSERT INTO ${S}.coupons (key, percent_off, amount_off, starts_at, expires_at, max_redemptions, max_per_customer, min_subtotal, active)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
      [input.key, input.percent_off ?? null, input.amount_off == null ? null : toPence(input.amount_off), input.starts_at ?? null, input.expires_at ?? null,
        input.max_redemptions ?? null, input.max_per_customer ?? null, input.min_subtotal == null ? null : toPence(input.min_subtotal), input.active ?? true]);
      return toCoupon(c!, 0);
    } catch (e) {
      if (isUniqueViolation(e)) throw couponTaken();
      throw e;
    }
  }

  async update(key: string, patch: Partial<CouponFields>): Promise<Coupon> {
    const c = await this.ds.transaction(async (m) => {
      const cur = await findCouponByKey(m, key, true);
      if (!cur) throw couponNotFound();
      const next = {
        key: patch.key ?? cur.key,
        // Setting one kind of discount clears the other, as an admin form would expect.
        percent_off: patch.percent_off !== undefined ? patch.percent_off : patch.amount_off != null ? null : cur.percent_off == null ? null : Number(cur.percent_off),
        amount_off: patch.amount_off !== undefined ? (patch.amount_off == null ? null : toPence(patch.amount_off)) : patch.percent_off != null ? null : cur.amount_off,
        starts_at: patch.starts_at !== undefined ? patch.starts_at : cur.starts_at?.toISOString() ?? null,
        expires_at: patch.expires_at !== undefined ? patch.expires_at : cur.expires_at?.toISOString() ?? null,
        max_redemptions: patch.max_redemptions !== undefined ? patch.max_redemptions : cur.max_redemptions,
        max_per_customer: patch.max_per_customer !== undefined ? patch.max_per_customer : cur.max_per_customer,
        min_subtotal: patch.min_subtotal !== undefined ? (patch.min_subtotal == null ? null : toPence(patch.min_subtotal)) : cur.min_subtotal,
        active: patch.active ?? cur.active,
      };
      if ((next.percent_off == null) === (next.amount_off == null)) throw couponDiscountInvalid();
      if (next.starts_at && next.expires_at && new Date(next.expires_at) <= new Date(next.starts_at)) throw couponWindowInvalid();
      try {
        const [u] = await rows<CouponRow>(m, `
          UPDATE ${S}.coupons SET key = $2, percent_off = $3, amount_off = $4, starts_at = $5, expires_at = $6, max_redemptions = $7,
            max_per_customer = $8, min_subtotal = $9, active = $10, updated_at = now() WHERE id = $1 RETURNING *`,
        [cur.id, next.key, next.percent_off, next.amount_off, next.starts_at, next.expires_at, next.max_redemptions, next.max_per_customer, next.min_subtotal, next.active]);
        return u!;
      } catch (e) {
        if (isUniqueViolation(e)) throw couponTaken();
        throw e;
      }
    });
    return toCoupon(c, (await timesRedeemed(this.ds, [c.id])).get(c.id) ?? 0);
  }

  /** Soft delete: orders keep the key they were discounted with, carts lose it. */
  async remove(key: string): Promise<void> {
    await this.ds.transaction(async (m) => {
      const cur = await findCouponByKey(m, key, true);
      if (!cur) throw couponNotFound();
      await m.query(`UPDATE ${S}.coupons SET deleted_at = now(), active = false, updated_at = now() WHERE id = $1`, [cur.id]);
      await m.query(`UPDATE ${S}.carts SET coupon_id = NULL, version = version + 1, updated_at = now() WHERE coupon_id = $1`, [cur.id]);
    });
  }
}

function check(c: CouponFields) {
  if ((c.percent_off == null) === (c.amount_off == null)) throw couponDiscountInvalid();
  if (c.starts_at && c.expires_at && new Date(c.expires_at) <= new Date(c.starts_at)) throw couponWindowInvalid();
}
