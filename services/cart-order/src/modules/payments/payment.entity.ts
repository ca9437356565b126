import type { ArriveByMode, DeliveryMethod, PhotoPrintCheck, PostageClass, PostalAddress } from '@cards/contracts';
import { EntitySchema } from 'typeorm';
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

export interface PaymentRow {
  id: number;
  provider: string;
  intent_id: string | null;
  client_secret: string | null;
  cart_id: number;
  cart_version: number;
  user_id: number;
  account_id: number | null;
  amount: number;
  currency: string;
  snapshot: PaymentSnapshot;
  status: PaymentStatus;
  attempts: number;
  /** Why the last attempt failed, as the provider said. */
  last_error: { code: string; message: string; decline_code?: string | null } | null;
  created_at: Date;
  updated_at: Date;
}

/**
 * One checkout attempt of one cart version. The provider's intent is made after the row
 * exists, with the row id as its idempotency key, so a crash in between repeats safely.
 */
export const PaymentEntity = new EntitySchema<PaymentRow>({
  name: 'Payment',
  tableName: 'payments',
  columns: {
    id: { type: 'int', primary: true, generated: 'increment' },
    provider: { type: 'text' },
    intent_id: { type: 'text', nullable: true },
    client_secret: { type: 'text', nullable: true },
    cart_id: { type: 'int' },
    cart_version: { type: 'int' },
    user_id: { type: 'int' },
    account_id: { type: 'int', nullable: true },
    amount: { type: 'int' },
    currency: { type: 'text', default: 'GBP' },
    snapshot: { type: 'jsonb' },
    status: { type: 'text', default: 'creating' },
    attempts: { type: 'int', default: 0 },
    last_error: { type: 'jsonb', nullable: true },
    created_at: { type: 'timestamptz', createDate: true },
    updated_at: { type: 'timestamptz', updateDate: true },
  },
});
