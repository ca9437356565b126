import { EntitySchema } from 'typeorm';

/** A discount code; its key is unique (case-insensitively) among coupons not deleted. Money in pence. */
export interface CouponRow {
  id: number;
  key: string;
  /** numeric(5,2): the driver hands it back as text. */
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

export const CouponEntity = new EntitySchema<CouponRow>({
  name: 'Coupon',
  tableName: 'coupons',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    key: { type: 'text' },
    percent_off: { type: 'numeric', precision: 5, scale: 2, nullable: true },
    amount_off: { type: 'int', nullable: true },
    starts_at: { type: 'timestamptz', nullable: true },
    expires_at: { type: 'timestamptz', nullable: true },
    max_redemptions: { type: 'int', nullable: true },
    max_per_customer: { type: 'int', nullable: true },
    min_subtotal: { type: 'int', nullable: true },
    active: { type: 'boolean', default: true },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
    deleted_at: { type: 'timestamptz', nullable: true },
  },
});

/**
 * A coupon held for a checkout from the moment an amount with its discount is asked for (so
 * limits hold before money moves); `redeemed` in the order's transaction.
 */
export interface CouponRedemptionRow {
  id: number;
  coupon_id: number;
  user_id: number;
  payment_id: number | null;
  order_id: number | null;
  status: 'reserved' | 'redeemed';
  expires_at: Date | null;
  created_at: Date;
}

export const CouponRedemptionEntity = new EntitySchema<CouponRedemptionRow>({
  name: 'CouponRedemption',
  tableName: 'coupon_redemptions',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    coupon_id: { type: 'int' },
    user_id: { type: 'int' },
    payment_id: { type: 'int', nullable: true },
    order_id: { type: 'int', nullable: true },
    status: { type: 'text' },
    expires_at: { type: 'timestamptz', nullable: true },
    created_at: { type: 'timestamptz', createDate: true },
  },
});
