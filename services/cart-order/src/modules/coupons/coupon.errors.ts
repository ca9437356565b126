import { conflict, notFound, unprocessable } from '@cards/kit';

export const couponNotFound = () => notFound('coupon_not_found', 'Coupon not found');
export const couponTaken = () =>
  unprocessable('coupon_taken', 'A coupon with this key already exists', { 'coupon.key': ['has already been taken'] });
export const couponDiscountInvalid = () =>
  unprocessable('validation_failed', 'Give either percent_off or amount_off', {
    'coupon.percent_off': ['give either percent_off or amount_off'],
  });
export const couponWindowInvalid = () =>
  unprocessable('validation_failed', 'expires_at must be after starts_at', { 'coupon.expires_at': ['must be after starts_at'] });
export const couponInUse = () => conflict('coupon_in_use', 'The coupon is part of a checkout in progress; deactivate it instead');

/** Why a coupon does not apply; the code is stable, the message is shown to the customer. */
export interface CouponRefusal {
  code: 'coupon_inactive' | 'coupon_not_started' | 'coupon_expired' | 'coupon_exhausted' | 'coupon_already_used' | 'coupon_min_subtotal';
  message: string;
}

export const couponNotApplicable = (r: CouponRefusal) => unprocessable(r.code, r.message, { key: [r.message] });
