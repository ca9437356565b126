import type { CartCheckout } from '../cart/index.js';
import type { CouponUses } from '../coupons/index.js';

/**
 * What checkout needs of the cart: its lines read before paying, the cart locked and priced in
 * the payment's transaction, and its version when the payment completes. A port of the payments
 * module, filled in app.ts with the cart module's `CartCheckout`.
 */
export type PayingCarts = Pick<CartCheckout, 'lines' | 'payable' | 'version'>;

/**
 * What checkout needs of the coupons: a payment's coupon reserved, renewed or given back in the
 * payment's transaction, with checkouts of one coupon taking turns (`forRedemption`); checkout
 * keeps the rules of when each happens. A port of the payments module, filled in app.ts with the
 * coupons module's `CouponUses`, which writes the coupon-redemptions table.
 */
export type CouponHolds = Pick<CouponUses, 'forRedemption' | 'reserve' | 'renew' | 'renewLive' | 'release'>;
