import { z } from 'zod';
import { Currency, Pounds, Timestamp } from '../common.js';

/** A discount code, in Stripe's words: `percent_off` or `amount_off`, limits, a window. */
export const Coupon = z.object({
  id: z.number().int(),
  key: z.string(),
  percent_off: z.number().nullable(),
  amount_off: Pounds.nullable(),
  currency: Currency,
  starts_at: Timestamp.nullable(),
  expires_at: Timestamp.nullable(),
  max_redemptions: z.number().int().nullable(),
  max_per_customer: z.number().int().nullable(),
  min_subtotal: Pounds.nullable(),
  active: z.boolean(),
  times_redeemed: z.number().int(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Coupon = z.infer<typeof Coupon>;

const DateInput = z.string().datetime({ offset: true }).nullable();

const CouponFields = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{2,40}$/, '2 to 40 letters, digits, - or _'),
  percent_off: z.number().positive().max(100).multipleOf(0.01).nullable().optional(),
  amount_off: Pounds.positive().nullable().optional(),
  starts_at: DateInput.optional(),
  expires_at: DateInput.optional(),
  max_redemptions: z.number().int().positive().nullable().optional(),
  max_per_customer: z.number().int().positive().nullable().optional(),
  min_subtotal: Pounds.nullable().optional(),
  active: z.boolean().optional(),
});
export type CouponFields = z.infer<typeof CouponFields>;

/** `POST /coupons {coupon:{...}}`: exactly one of `percent_off` and `amount_off`. */
export const CreateCouponBody = z.object({
  coupon: CouponFields.superRefine((c, ctx) => {
    if ((c.percent_off == null) === (c.amount_off == null)) {
      ctx.addIssue({ code: 'custom', path: ['percent_off'], message: 'give either percent_off or amount_off' });
    }
  }),
});
/** `PUT /coupons/{key} {coupon:{...}}`: every field optional; the result must still have one discount. */
export const UpdateCouponBody = z.object({ coupon: CouponFields.partial() });
/** Coupons are addressed by key, case-insensitively (`/coupons/welcome10`). */
export const CouponKeyParams = z.object({ key: z.string().trim().min(1).max(64) });
