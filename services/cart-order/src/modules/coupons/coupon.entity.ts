import { SoftDeletedRow } from '@cards/kit';
import { Check, Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** A discount code; its key is unique (case-insensitively) among coupons not deleted. Money in pence. */
@Entity({ name: 'coupons' })
@Check('coupons_amount_off_check', 'amount_off > 0')
@Check('coupons_max_redemptions_check', 'max_redemptions > 0')
@Check('coupons_max_per_customer_check', 'max_per_customer > 0')
@Check('coupons_min_subtotal_check', 'min_subtotal >= 0')
// Exactly one of the two discounts.
@Check('coupons_check', '(percent_off IS NULL) <> (amount_off IS NULL)')
@Check('coupons_percent_off_check', 'percent_off IS NULL OR (percent_off > 0 AND percent_off <= 100)')
// On lower(key): TypeORM cannot declare an index on an expression, so its migration is its only declaration.
@Index('coupons_key_live', { synchronize: false })
export class CouponEntity extends SoftDeletedRow {
  @Column({ type: 'text' })
  key!: string;

  /** numeric(5,2): the driver hands it back as text. */
  @Column({ type: 'numeric', precision: 5, scale: 2, nullable: true })
  percent_off!: string | null;

  @Column({ type: 'int', nullable: true })
  amount_off!: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  starts_at!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  expires_at!: Date | null;

  @Column({ type: 'int', nullable: true })
  max_redemptions!: number | null;

  @Column({ type: 'int', nullable: true })
  max_per_customer!: number | null;

  @Column({ type: 'int', nullable: true })
  min_subtotal!: number | null;

  @Column({ type: 'boolean', default: true })
  active!: boolean;
}

/**
 * A coupon held for a checkout from the moment an amount with its discount is asked for (so
 * limits hold before money moves); `redeemed` in the order's transaction. One per payment and
 * one per order.
 */
@Entity({ name: 'coupon_redemptions' })
@Unique('coupon_redemptions_payment_id_key', ['payment_id'])
@Unique('coupon_redemptions_order_id_key', ['order_id'])
@Check('coupon_redemptions_status_check', "status IN ('reserved', 'redeemed')")
@Index('coupon_redemptions_coupon', ['coupon_id', 'user_id'])
export class CouponRedemptionEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'int' })
  @ForeignKey(() => CouponEntity, { name: 'coupon_redemptions_coupon_id_fkey', onDelete: 'NO ACTION', onUpdate: 'NO ACTION' })
  coupon_id!: number;

  @Column({ type: 'int' })
  user_id!: number;

  // The payments and orders tables are other modules': named, not imported.
  @Column({ type: 'int', nullable: true })
  @ForeignKey('payments', { name: 'coupon_redemptions_payment_id_fkey', onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  payment_id!: number | null;

  @Column({ type: 'int', nullable: true })
  @ForeignKey('orders', { name: 'coupon_redemptions_order_id_fkey', onDelete: 'SET NULL', onUpdate: 'NO ACTION' })
  order_id!: number | null;

  @Column({ type: 'text' })
  status!: 'reserved' | 'redeemed';

  @Column({ type: 'timestamptz', nullable: true })
  expires_at!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  created_at!: Date;
}
