import { SoftDeletedRow } from '@cards/kit';
import type { ArriveByMode, DeliveryMethod, OrderStatus, PhotoPrintCheck, PostageClass, PostalAddress } from '@cards/contracts';
import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * An order; money in pence. Soft-deleted (admins delete only cancelled or refunded ones). One
 * order per payment intent, which is what makes completing a payment twice make one order.
 */
@Entity({ name: 'orders' })
@Unique('orders_number_key', ['number'])
@Unique('orders_payment_intent_id_key', ['payment_intent_id'])
@Check('orders_subtotal_check', 'subtotal >= 0')
@Check('orders_coupon_value_check', 'coupon_value >= 0')
@Check('orders_shipping_check', 'shipping >= 0')
@Check('orders_total_check', 'total >= 0')
// Never refunded more than was paid.
@Check('orders_check', 'refunded_amount >= 0 AND refunded_amount <= total')
@Check('orders_arrive_by_mode_check', "arrive_by_mode IN ('on_the_day', 'on_or_before')")
// Newest first per user; TypeORM cannot declare a descending index, so its migration is its only declaration.
@Index('orders_user', { synchronize: false })
@Index('orders_planned_dispatch', ['planned_dispatch_date'], { where: 'deleted_at IS NULL' })
// Held orders by release day: the schedule their release jobs are re-armed from at every start.
@Index('orders_held', ['planned_dispatch_date'], { where: "status = 'held'" })
export class OrderEntity extends SoftDeletedRow {
  @Column({ type: 'text' })
  number!: string;

  @Column({ type: 'int' })
  user_id!: number;

  @Column({ type: 'int', nullable: true })
  account_id!: number | null;

  @Column({ type: 'text' })
  status!: OrderStatus;

  @Column({ type: 'int' })
  subtotal!: number;

  // The coupons and payments tables are other modules': named, not imported.
  @Column({ type: 'int', nullable: true })
  @ForeignKey('coupons', { name: 'orders_coupon_id_fkey', onDelete: 'SET NULL', onUpdate: 'NO ACTION' })
  coupon_id!: number | null;

  @Column({ type: 'text', nullable: true })
  coupon_key!: string | null;

  @Column({ type: 'int', default: 0 })
  coupon_value!: number;

  @Column({ type: 'int', default: 0 })
  shipping!: number;

  @Column({ type: 'int', default: 0 })
  vat!: number;

  @Column({ type: 'int' })
  total!: number;

  @Column({ type: 'int', default: 0 })
  refunded_amount!: number;

  @Column({ type: 'text', default: 'GBP' })
  currency!: string;

  @Column({ type: 'text' })
  delivery_method!: DeliveryMethod;

  @Column({ type: 'text' })
  postage_class!: PostageClass;

  @Column({ type: 'jsonb', nullable: true })
  address!: PostalAddress | null;

  @Column({ type: 'int', nullable: true })
  @ForeignKey('payments', { name: 'orders_payment_id_fkey', onDelete: 'NO ACTION', onUpdate: 'NO ACTION' })
  payment_id!: number | null;

  @Column({ type: 'text', nullable: true })
  payment_intent_id!: string | null;

  @Column({ type: 'text', nullable: true })
  provider!: string | null;

  @Column({ type: 'text', nullable: true })
  refund_id!: string | null;

  @Column({ type: 'text', nullable: true })
  tracking_number!: string | null;

  @Column({ type: 'text', nullable: true })
  note!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  paid_at!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  cancelled_at!: Date | null;

  /** The `date` columns: the driver hands them back as `YYYY-MM-DD`. */
  @Column({ type: 'date', nullable: true })
  planned_dispatch_date!: Date | string | null;

  @Column({ type: 'date', nullable: true })
  expected_arrival_date!: Date | string | null;

  @Column({ type: 'date', nullable: true })
  arrive_by!: Date | string | null;

  @Column({ type: 'text', default: 'on_the_day' })
  arrive_by_mode!: ArriveByMode;

  @Column({ type: 'timestamptz', nullable: true })
  released_at!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  in_production_at!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  dispatched_at!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  delivered_at!: Date | null;
}

/** One line of an order, as it was bought; `print_asset_key` once its print file is ready. */
@Entity({ name: 'order_lines' })
@Check('order_lines_unit_price_check', 'unit_price >= 0')
// 0 on a line sent to many whose recipients all get e-cards: nothing is posted.
@Check('order_lines_quantity_check', 'quantity >= 0')
@Index('order_lines_order', ['order_id'])
export class OrderLineEntity {
  @PrimaryGeneratedColumn({ type: 'int' })
  id!: number;

  @Column({ type: 'int' })
  @ForeignKey(() => OrderEntity, { name: 'order_lines_order_id_fkey', onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  order_id!: number;

  @Column({ type: 'int' })
  position!: number;

  @Column({ type: 'int' })
  card_instance_id!: number;

  @Column({ type: 'int' })
  product_id!: number;

  @Column({ type: 'text' })
  product_name!: string;

  @Column({ type: 'text', nullable: true })
  size!: string | null;

  @Column({ type: 'text', nullable: true })
  title!: string | null;

  @Column({ type: 'text', nullable: true })
  thumbnail_url!: string | null;

  @Column({ type: 'int' })
  quantity!: number;

  @Column({ type: 'int' })
  unit_price!: number;

  @Column({ type: 'int' })
  total!: number;

  @Column({ type: 'text', nullable: true })
  print_asset_key!: string | null;

  @Column({ type: 'jsonb', nullable: true })
  print_checks!: PhotoPrintCheck[] | null;
}
