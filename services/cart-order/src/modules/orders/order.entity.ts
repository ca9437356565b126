import type { ArriveByMode, DeliveryMethod, OrderStatus, PhotoPrintCheck, PostageClass, PostalAddress } from '@cards/contracts';
import { EntitySchema } from 'typeorm';

export interface OrderRow {
  id: number;
  number: string;
  user_id: number;
  account_id: number | null;
  status: OrderStatus;
  subtotal: number;
  coupon_id: number | null;
  coupon_key: string | null;
  coupon_value: number;
  shipping: number;
  vat: number;
  total: number;
  refunded_amount: number;
  currency: string;
  delivery_method: DeliveryMethod;
  postage_class: PostageClass;
  address: PostalAddress | null;
  payment_id: number | null;
  payment_intent_id: string | null;
  provider: string | null;
  refund_id: string | null;
  tracking_number: string | null;
  note: string | null;
  paid_at: Date | null;
  cancelled_at: Date | null;
  planned_dispatch_date: Date | string | null;
  expected_arrival_date: Date | string | null;
  arrive_by: Date | string | null;
  arrive_by_mode: ArriveByMode;
  released_at: Date | null;
  in_production_at: Date | null;
  dispatched_at: Date | null;
  delivered_at: Date | null;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

export interface LineRow {
  id: number;
  order_id: number;
  position: number;
  card_instance_id: number;
  product_id: number;
  product_name: string;
  size: string | null;
  title: string | null;
  thumbnail_url: string | null;
  quantity: number;
  unit_price: number;
  total: number;
  print_asset_key: string | null;
  print_checks: PhotoPrintCheck[] | null;
}

/** An order; money in pence. Soft-deleted (admins delete only cancelled or refunded ones). */
export const OrderEntity = new EntitySchema<OrderRow>({
  name: 'Order',
  tableName: 'orders',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    number: { type: 'text' },
    user_id: { type: 'int' },
    account_id: { type: 'int', nullable: true },
    status: { type: 'text' },
    subtotal: { type: 'int' },
    coupon_id: { type: 'int', nullable: true },
    coupon_key: { type: 'text', nullable: true },
    coupon_value: { type: 'int', default: 0 },
    shipping: { type: 'int', default: 0 },
    vat: { type: 'int', default: 0 },
    total: { type: 'int' },
    refunded_amount: { type: 'int', default: 0 },
    currency: { type: 'text', default: 'GBP' },
    delivery_method: { type: 'text' },
    postage_class: { type: 'text' },
    address: { type: 'jsonb', nullable: true },
    payment_id: { type: 'int', nullable: true },
    payment_intent_id: { type: 'text', nullable: true },
    provider: { type: 'text', nullable: true },
    refund_id: { type: 'text', nullable: true },
    tracking_number: { type: 'text', nullable: true },
    note: { type: 'text', nullable: true },
    paid_at: { type: 'timestamptz', nullable: true },
    cancelled_at: { type: 'timestamptz', nullable: true },
    planned_dispatch_date: { type: 'date', nullable: true },
    expected_arrival_date: { type: 'date', nullable: true },
    arrive_by: { type: 'date', nullable: true },
    arrive_by_mode: { type: 'text', default: 'on_the_day' },
    released_at: { type: 'timestamptz', nullable: true },
    in_production_at: { type: 'timestamptz', nullable: true },
    dispatched_at: { type: 'timestamptz', nullable: true },
    delivered_at: { type: 'timestamptz', nullable: true },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
    deleted_at: { type: 'timestamptz', nullable: true },
  },
});

/** One line of an order, as it was bought; `print_asset_key` once its print file is ready. */
export const OrderLineEntity = new EntitySchema<LineRow>({
  name: 'OrderLine',
  tableName: 'order_lines',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    order_id: { type: 'int' },
    position: { type: 'int' },
    card_instance_id: { type: 'int' },
    product_id: { type: 'int' },
    product_name: { type: 'text' },
    size: { type: 'text', nullable: true },
    title: { type: 'text', nullable: true },
    thumbnail_url: { type: 'text', nullable: true },
    quantity: { type: 'int' },
    unit_price: { type: 'int' },
    total: { type: 'int' },
    print_asset_key: { type: 'text', nullable: true },
    print_checks: { type: 'jsonb', nullable: true },
  },
});
