import { In } from 'typeorm';
import type { Db, Tx } from '../../domain/db.js';
import type { CouponRefusal } from './coupon.errors.js';
import { CouponRedemptionEntity, type CouponEntity } from './coupon.entity.js';
import { countRedemptions, couponForRedemption, couponTerms, findCouponById, findCouponByKey, refusal } from './coupon.store.js';

/** A coupon as a cart and a checkout weigh it: its terms and its limits. */
export type CouponOnCart = Pick<
  CouponEntity,
  | 'id'
  | 'key'
  | 'percent_off'
  | 'amount_off'
  | 'active'
  | 'deleted_at'
  | 'starts_at'
  | 'expires_at'
  | 'max_redemptions'
  | 'max_per_customer'
  | 'min_subtotal'
>;

/** Who asks whether a coupon applies, to what subtotal; a cart's own reservations are left out when it is the one asking. */
export interface CouponAsk {
  userId: number;
  subtotal: number;
  exceptCartId?: number;
}

/** How long a checkout holds its coupon: a reservation counts against the limits until then. */
export const RESERVATION_MINUTES = 30;

/** The end of a reservation taken now, by the database's clock. */
const reservationEnd = () => `now() + interval '${RESERVATION_MINUTES} minutes'`;

/**
 * Coupons as the cart and checkout weigh them, in the caller's transaction when it holds one: a
 * read port, which writes and locks nothing (a coupon found by its key or id, whether it applies,
 * what it takes off).
 */
export class CouponReads {
  /** A live coupon by its key, case-insensitively. */
  byKey(db: Db, key: string): Promise<CouponOnCart | undefined> {
    return findCouponByKey(db, key);
  }

  byId(db: Db, id: number): Promise<CouponOnCart | undefined> {
    return findCouponById(db, id);
  }

  /** Why the coupon does not apply to this subtotal for this customer now, or null when it does. */
  async refusal(db: Db, c: CouponOnCart, ask: CouponAsk): Promise<CouponRefusal | null> {
    const used = await countRedemptions(db, c.id, ask.userId, ask.exceptCartId);
    return refusal(c, { now: new Date(), subtotal: ask.subtotal, used });
  }

  /** What the coupon takes off, for the totals. */
  terms(c: CouponOnCart): { percent_off: number | null; amount_off: number | null } {
    return couponTerms(c);
  }
}

/**
 * The coupons module's operations for the cart, checkout and the flow that makes an order: its
 * reads, and its uses by checkouts (reserved while a payment is open, redeemed when its order is
 * made), each in the caller's transaction. The coupon-redemptions table is written here only.
 */
export class CouponUses extends CouponReads {
  /**
   * The coupon a checkout is about to count and reserve, with the checkouts that could use up
   * its limits made to take turns (see `couponForRedemption`); in the transaction that reserves.
   */
  forRedemption(tx: Tx, couponId: number, userId: number, known?: CouponOnCart): Promise<CouponOnCart | undefined> {
    return couponForRedemption(tx, couponId, userId, known);
  }

  /** Reserves the coupon for a payment. */
  async reserve(tx: Tx, r: { couponId: number; userId: number; paymentId: number }): Promise<void> {
    await tx.insert(CouponRedemptionEntity, {
      coupon_id: r.couponId,
      user_id: r.userId,
      payment_id: r.paymentId,
      status: 'reserved',
      expires_at: reservationEnd,
    });
  }

  /** Starts the payment's reservation's time again (a checkout started again on the same cart). */
  async renew(tx: Tx, paymentId: number): Promise<void> {
    await tx.update(CouponRedemptionEntity, { payment_id: paymentId, status: 'reserved' }, { expires_at: reservationEnd });
  }

  /** Renews the payment's reservation if it has not lapsed; false when there is none live. */
  async renewLive(tx: Tx, paymentId: number): Promise<boolean> {
    const live = await tx
      .createQueryBuilder()
      .update(CouponRedemptionEntity)
      .set({ expires_at: reservationEnd })
      .where(`payment_id = :paymentId AND status = 'reserved' AND expires_at > now()`, { paymentId })
      .execute();
    return !!live.affected;
  }

  /** Gives the reservations of these payments back. */
  async release(tx: Tx, paymentIds: number[]): Promise<void> {
    if (paymentIds.length) await tx.delete(CouponRedemptionEntity, { status: 'reserved', payment_id: In(paymentIds) });
  }

  /** Turns the payment's reservation into a redemption by the order; false when it had none. */
  async redeem(tx: Tx, paymentId: number, orderId: number): Promise<boolean> {
    const r = await tx.update(
      CouponRedemptionEntity,
      { payment_id: paymentId },
      { status: 'redeemed', order_id: orderId, expires_at: null },
    );
    return !!r.affected;
  }

  /** Records a redemption that had no live reservation. */
  async redeemUnreserved(tx: Tx, r: { couponId: number; userId: number; paymentId: number; orderId: number }): Promise<void> {
    await tx.insert(CouponRedemptionEntity, {
      coupon_id: r.couponId,
      user_id: r.userId,
      payment_id: r.paymentId,
      order_id: r.orderId,
      status: 'redeemed',
    });
  }
}
