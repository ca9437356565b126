import { In, type EntityManager } from 'typeorm';
import { CouponRedemptionEntity } from './coupon.entity.js';

/** How long a checkout holds its coupon: a reservation counts against the limits until then. */
export const RESERVATION_MINUTES = 30;

/** The end of a reservation taken now, by the database's clock. */
const reservationEnd = () => `now() + interval '${RESERVATION_MINUTES} minutes'`;

/**
 * A coupon's uses by checkouts: reserved while a payment is open, redeemed when its order is
 * made. The payments module takes and releases them in its own transactions.
 */
export const reservations = {
  /** Reserves the coupon for a payment. */
  async reserve(m: EntityManager, r: { couponId: number; userId: number; paymentId: number }): Promise<void> {
    await m.insert(CouponRedemptionEntity, {
      coupon_id: r.couponId,
      user_id: r.userId,
      payment_id: r.paymentId,
      status: 'reserved',
      expires_at: reservationEnd,
    });
  },

  /** Starts the payment's reservation's time again (a checkout started again on the same cart). */
  async renew(m: EntityManager, paymentId: number): Promise<void> {
    await m.update(CouponRedemptionEntity, { payment_id: paymentId, status: 'reserved' }, { expires_at: reservationEnd });
  },

  /** Renews the payment's reservation if it has not lapsed; false when there is none live. */
  async renewLive(m: EntityManager, paymentId: number): Promise<boolean> {
    const live = await m
      .createQueryBuilder()
      .update(CouponRedemptionEntity)
      .set({ expires_at: reservationEnd })
      .where(`payment_id = :paymentId AND status = 'reserved' AND expires_at > now()`, { paymentId })
      .execute();
    return !!live.affected;
  },

  /** Gives the reservations of these payments back. */
  async release(m: EntityManager, paymentIds: number[]): Promise<void> {
    if (paymentIds.length) await m.delete(CouponRedemptionEntity, { status: 'reserved', payment_id: In(paymentIds) });
  },

  /** Turns the payment's reservation into a redemption by the order; false when it had none. */
  async redeem(m: EntityManager, paymentId: number, orderId: number): Promise<boolean> {
    const r = await m.update(
      CouponRedemptionEntity,
      { payment_id: paymentId },
      { status: 'redeemed', order_id: orderId, expires_at: null },
    );
    return !!r.affected;
  },

  /** Records a redemption that had no live reservation. */
  async redeemUnreserved(m: EntityManager, r: { couponId: number; userId: number; paymentId: number; orderId: number }): Promise<void> {
    await m.insert(CouponRedemptionEntity, {
      coupon_id: r.couponId,
      user_id: r.userId,
      payment_id: r.paymentId,
      order_id: r.orderId,
      status: 'redeemed',
    });
  },
};
