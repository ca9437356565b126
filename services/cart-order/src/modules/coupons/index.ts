/**
 * Coupons: the admin's CRUD, whether one applies to a cart, and its uses (reserved by an open
 * checkout, redeemed by an order). The front door of the module; everything else in it is private.
 */
import { CouponEntity, CouponRedemptionEntity } from './coupon.entity.js';

export { CouponService, type DropFromCarts } from './coupon.service.js';
export { serveCoupons } from './coupon.handlers.js';
export { seedCoupons } from './coupon.seed.js';
export { couponNotApplicable, couponNotFound, type CouponRefusal } from './coupon.errors.js';
export { CouponReads, CouponUses, type CouponAsk, type CouponOnCart } from './coupon-uses.js';

/** The module's tables, for the service's DataSource. */
export const couponTables = [CouponEntity, CouponRedemptionEntity];
