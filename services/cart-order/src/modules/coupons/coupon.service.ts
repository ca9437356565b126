import { toPence, type Coupon, type CouponFields, type ListQuery, type Page } from '@cards/contracts';
import { containsPattern, isUniqueViolation } from '@cards/kit';
import type { DataSource, EntityManager } from 'typeorm';
import { couponDiscountInvalid, couponNotFound, couponTaken, couponWindowInvalid } from './coupon.errors.js';
import { CouponEntity } from './coupon.entity.js';
import { findCouponByKey, timesRedeemed, toCoupon } from './coupon.store.js';

/** Admin management of coupons, addressed by key case-insensitively. */
/**
 * Takes a deleted coupon off every cart holding it, in the deleting transaction (so each such
 * cart prices again): the cart module's to do, asked through this port so coupons import no cart.
 */
export type DropFromCarts = (m: EntityManager, couponId: number) => Promise<void>;

export class CouponService {
  constructor(
    private readonly ds: DataSource,
    private readonly dropFromCarts: DropFromCarts,
  ) {}

  async list(q: ListQuery): Promise<Page<Coupon>> {
    const qb = this.ds.getRepository(CouponEntity).createQueryBuilder('c').where('c.deleted_at IS NULL');
    if (q.search) qb.andWhere('c.key ILIKE :search', { search: containsPattern(q.search) });
    const [items, total] = await qb
      .orderBy('c.created_at', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .take(q.per_page)
      .skip((q.page - 1) * q.per_page)
      .getManyAndCount();
    const used = await timesRedeemed(
      this.ds,
      items.map((c) => c.id),
    );
    return { items: items.map((c) => toCoupon(c, used.get(c.id) ?? 0)), total };
  }

  async get(key: string): Promise<Coupon> {
    const c = await findCouponByKey(this.ds, key);
    if (!c) throw couponNotFound();
    return toCoupon(c, (await timesRedeemed(this.ds, [c.id])).get(c.id) ?? 0);
  }

  async create(input: CouponFields): Promise<Coupon> {
    check(input);
    try {
      const coupons = this.ds.getRepository(CouponEntity);
      const c = await coupons.save(
        coupons.create({
          key: input.key,
          percent_off: input.percent_off == null ? null : String(input.percent_off),
          amount_off: input.amount_off == null ? null : toPence(input.amount_off),
          starts_at: input.starts_at ? new Date(input.starts_at) : null,
          expires_at: input.expires_at ? new Date(input.expires_at) : null,
          max_redemptions: input.max_redemptions ?? null,
          max_per_customer: input.max_per_customer ?? null,
          min_subtotal: input.min_subtotal == null ? null : toPence(input.min_subtotal),
          active: input.active ?? true,
        }),
      );
      return toCoupon(c, 0);
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
        percent_off:
          patch.percent_off !== undefined
            ? patch.percent_off
            : patch.amount_off != null
              ? null
              : cur.percent_off == null
                ? null
                : Number(cur.percent_off),
        amount_off:
          patch.amount_off !== undefined
            ? patch.amount_off == null
              ? null
              : toPence(patch.amount_off)
            : patch.percent_off != null
              ? null
              : cur.amount_off,
        starts_at: patch.starts_at !== undefined ? patch.starts_at : (cur.starts_at?.toISOString() ?? null),
        expires_at: patch.expires_at !== undefined ? patch.expires_at : (cur.expires_at?.toISOString() ?? null),
        max_redemptions: patch.max_redemptions !== undefined ? patch.max_redemptions : cur.max_redemptions,
        max_per_customer: patch.max_per_customer !== undefined ? patch.max_per_customer : cur.max_per_customer,
        min_subtotal:
          patch.min_subtotal !== undefined ? (patch.min_subtotal == null ? null : toPence(patch.min_subtotal)) : cur.min_subtotal,
        active: patch.active ?? cur.active,
      };
      if ((next.percent_off == null) === (next.amount_off == null)) throw couponDiscountInvalid();
      if (next.starts_at && next.expires_at && new Date(next.expires_at) <= new Date(next.starts_at)) throw couponWindowInvalid();
      try {
        await m.update(
          CouponEntity,
          { id: cur.id },
          {
            ...next,
            percent_off: next.percent_off == null ? null : String(next.percent_off),
            starts_at: next.starts_at ? new Date(next.starts_at) : null,
            expires_at: next.expires_at ? new Date(next.expires_at) : null,
          },
        );
        return m.findOneByOrFail(CouponEntity, { id: cur.id });
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
      await m.update(CouponEntity, { id: cur.id }, { deleted_at: () => 'now()', active: false });
      await this.dropFromCarts(m, cur.id);
    });
  }
}

function check(c: CouponFields) {
  if ((c.percent_off == null) === (c.amount_off == null)) throw couponDiscountInvalid();
  if (c.starts_at && c.expires_at && new Date(c.expires_at) <= new Date(c.starts_at)) throw couponWindowInvalid();
}
