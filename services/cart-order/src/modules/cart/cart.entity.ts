import type { ArriveByMode, PhotoPrintCheck, PostageClass, PostalAddress } from '@cards/contracts';
import { EntitySchema } from 'typeorm';

export interface CartRow {
  id: number;
  user_id: number;
  account_id: number | null;
  version: number;
  coupon_id: number | null;
  delivery_method: 'to_me' | 'to_recipient';
  postage_class: PostageClass;
  address_id: number | null;
  address: PostalAddress | null;
  /** `date`: the driver hands it back as `YYYY-MM-DD`. */
  arrive_by: Date | string | null;
  arrive_by_mode: ArriveByMode;
  created_at: Date;
  updated_at: Date;
}

export interface CartItemRow {
  id: number;
  cart_id: number;
  card_instance_id: number;
  product_id: number;
  quantity: number;
  unit_price: number;
  /** A line sent to many: its recipients are its cards (quantity counts those posted); it never merges with another line. */
  mailing: boolean;
  product_name: string;
  product_size: string | null;
  card_instance: {
    id: number;
    /** Kept since the open-signing warning needed it; older lines lack it. */
    card_id?: number;
    title: string | null;
    occasion_name: string | null;
    thumbnail_url: string | null;
    print_checks?: PhotoPrintCheck[];
  };
  created_at: Date;
  updated_at: Date;
}

/** A user's one cart; `version` moves on every change, so a payment knows which cart it priced. */
export const CartEntity = new EntitySchema<CartRow>({
  name: 'Cart',
  tableName: 'carts',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    user_id: { type: 'int' },
    account_id: { type: 'int', nullable: true },
    version: { type: 'int', default: 1 },
    coupon_id: { type: 'int', nullable: true },
    delivery_method: { type: 'text', default: 'to_me' },
    postage_class: { type: 'text', default: 'second' },
    address_id: { type: 'int', nullable: true },
    address: { type: 'jsonb', nullable: true },
    arrive_by: { type: 'date', nullable: true },
    arrive_by_mode: { type: 'text', default: 'on_the_day' },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
});

/** One card in one format in a cart, priced when added (and again when payment starts). */
export const CartItemEntity = new EntitySchema<CartItemRow>({
  name: 'CartItem',
  tableName: 'cart_items',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    cart_id: { type: 'int' },
    card_instance_id: { type: 'int' },
    product_id: { type: 'int' },
    quantity: { type: 'int' },
    unit_price: { type: 'int' },
    mailing: { type: 'boolean', default: false },
    product_name: { type: 'text' },
    product_size: { type: 'text', nullable: true },
    card_instance: { type: 'jsonb' },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
});
