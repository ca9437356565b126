import { TimestampedRow } from '@cards/kit';
import type { ArriveByMode, DeliveryMethod, PhotoPrintCheck, PostageClass, PostalAddress } from '@cards/contracts';
import { Check, Column, Entity, ForeignKey, Index, Unique } from 'typeorm';
import type { RecipientSnapshot } from '../mailing/index.js';

/** What a payment pays for, frozen when the amount was asked for: the order is made from this. */
export interface PaymentSnapshot {
  lines: Array<{
    item_id: number;
    card_instance_id: number;
    product_id: number;
    product_name: string;
    size: string | null;
    title: string | null;
    thumbnail_url: string | null;
    quantity: number;
    unit_price: number;
    /** How sharp the card's photos print on the product, checked when the amount was asked for. */
    print_checks?: PhotoPrintCheck[];
    /** A line sent to many: its envelopes' postage (pence) and its recipients as paid for. */
    postage?: number;
    recipients?: RecipientSnapshot[];
  }>;
  subtotal: number;
  discount: number;
  shipping: number;
  vat: number;
  total: number;
  coupon_id: number | null;
  coupon_key: string | null;
  /** `arrive_by`: the day chosen at checkout (absent in payments made before there was one). */
  delivery: {
    method: DeliveryMethod;
    postage_class: PostageClass;
    address: PostalAddress | null;
    arrive_by?: string | null;
    /** Absent in payments started before the mode existed: those were all on the day. */
    arrive_by_mode?: ArriveByMode;
  };
}

export type PaymentStatus = 'creating' | 'pending' | 'requires_action' | 'processing' | 'succeeded' | 'failed' | 'canceled' | 'superseded';

/**
 * One checkout attempt of one cart version. The provider's intent is made after the row
 * exists, with the row id as its idempotency key, so a crash in between repeats safely.
 */
@Entity({ name: 'payments' })
@Unique('payments_intent_id_key', ['intent_id'])
@Check('payments_amount_check', 'amount > 0')
@Index('payments_cart', ['cart_id', 'cart_version'])
// The payments the reconciler asks the provider about.
@Index('payments_open', ['updated_at'], { where: "status IN ('pending', 'requires_action', 'processing')" })
export class PaymentEntity extends TimestampedRow {
  @Column({ type: 'text' })
  provider!: string;

  @Column({ type: 'text', nullable: true })
  intent_id!: string | null;

  @Column({ type: 'text', nullable: true })
  client_secret!: string | null;

  // The carts table is the cart module's: named, not imported.
  @Column({ type: 'int' })
  @ForeignKey('carts', { name: 'payments_cart_id_fkey', onDelete: 'CASCADE', onUpdate: 'NO ACTION' })
  cart_id!: number;

  @Column({ type: 'int' })
  cart_version!: number;

  @Column({ type: 'int' })
  user_id!: number;

  @Column({ type: 'int', nullable: true })
  account_id!: number | null;

  @Column({ type: 'int' })
  amount!: number;

  @Column({ type: 'text', default: 'GBP' })
  currency!: string;

  @Column({ type: 'jsonb' })
  snapshot!: PaymentSnapshot;

  @Column({ type: 'text', default: 'creating' })
  status!: PaymentStatus;

  @Column({ type: 'int', default: 0 })
  attempts!: number;

  /** Why the last attempt failed, as the provider said. */
  @Column({ type: 'jsonb', nullable: true })
  last_error!: { code: string; message: string; decline_code?: string | null } | null;
}
