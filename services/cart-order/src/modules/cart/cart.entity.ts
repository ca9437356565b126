import { TimestampedRow } from '@cards/kit';
import type { ArriveByMode, PhotoPrintCheck, PostageClass, PostalAddress } from '@cards/contracts';
import { Check, Column, Entity, ForeignKey, Index, Unique } from 'typeorm';

/** A user's one cart; `version` moves on every change, so a payment knows which cart it priced. */
@Entity({ name: 'carts' })
@Unique('carts_user_id_key', ['user_id'])
@Check('carts_arrive_by_mode_check', "arrive_by_mode IN ('on_the_day', 'on_or_before')")
export class CartEntity extends TimestampedRow {
  @Column({ type: 'int' })
  user_id!: number;

  @Column({ type: 'int', nullable: true })
  account_id!: number | null;

  @Column({ type: 'int', default: 1 })
  version!: number;

  // The coupons and addresses tables are other modules': named, not imported.
  @Column({ type: 'int', nullable: true })
  @ForeignKey('coupons', { name: 'carts_coupon_id_fkey', onDelete: 'SET NULL', onUpdate: 'NO ACTION' })
  coupon_id!: number | null;

  @Column({ type: 'text', default: 'to_me' })
  delivery_method!: 'to_me' | 'to_recipient';

  @Column({ type: 'text', default: 'second' })
  postage_class!: PostageClass;

  @Column({ type: 'int', nullable: true })
  @ForeignKey('addresses', { name: 'carts_address_id_fkey', onDelete: 'SET NULL', onUpdate: 'NO ACTION' })
  address_id!: number | null;

  @Column({ type: 'jsonb', nullable: true })
  address!: PostalAddress | null;

  /** `date`: the driver hands it back as `YYYY-MM-DD`. */
  @Column({ type: 'date', nullable: true })
  arrive_by!: Date | string | null;

  @Column({ type: 'text', default: 'on_the_day' })
  arrive_by_mode!: ArriveByMode;
}

/** The card option a cart line is for, as it was when added: what the cart shows without asking generation. */
export interface CartItemInstance {
  id: number;
  /** Kept since the open-signing warning needed it; older lines lack it. */
  card_id?: number;
  title: string | null;
  occasion_name: string | null;
  thumbnail_url: string | null;
  print_checks?: PhotoPrintCheck[];
}

/** One card in one format in a cart, priced when added (and again when payment starts). */
@Entity({ name: 'cart_items' })
@Check('cart_items_unit_price_check', 'unit_price >= 0')
@Check('cart_items_quantity_check', 'quantity BETWEEN 1 AND 100 OR (mailing AND quantity BETWEEN 0 AND 200)')
// One ordinary line per option and product (adding again adds up); lines sent to many never merge.
@Index('cart_items_one_ordinary_line', ['cart_id', 'card_instance_id', 'product_id'], { unique: true, where: 'NOT mailing' })
export class CartItemEntity extends TimestampedRow {
  @Column({ type: 'int' })
  @ForeignKey(() => CartEntity, { name: 'cart_items_cart_id_fkey', onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  cart_id!: number;

  @Column({ type: 'int' })
  card_instance_id!: number;

  @Column({ type: 'int' })
  product_id!: number;

  @Column({ type: 'int' })
  quantity!: number;

  @Column({ type: 'int' })
  unit_price!: number;

  /** A line sent to many: its recipients are its cards (quantity counts those posted); it never merges with another line. */
  @Column({ type: 'boolean', default: false })
  mailing!: boolean;

  @Column({ type: 'text' })
  product_name!: string;

  @Column({ type: 'text', nullable: true })
  product_size!: string | null;

  @Column({ type: 'jsonb' })
  card_instance!: CartItemInstance;
}
