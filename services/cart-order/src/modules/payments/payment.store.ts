import type { ArriveByMode, DeliveryMethod, PhotoPrintCheck, PostageClass, PostalAddress } from '@cards/contracts';
import { managerOf, type Db } from '../../db/db.js';
import { PaymentEntity } from './payment.entity.js';

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

export async function findPaymentByIntent(db: Db, intentId: string, lock = false): Promise<PaymentRow | undefined> {
  return (
    (await managerOf(db).findOne(PaymentEntity, {
      where: { intent_id: intentId },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    })) ?? undefined
  );
}

/** Statuses of a checkout that may still be paid. */
export const OPEN_PAYMENT: PaymentStatus[] = ['creating', 'pending', 'requires_action', 'processing'];

/** How long a coupon stays reserved for a checkout that has not been paid. */
export const RESERVATION_MINUTES = 30;

/** A reservation's end, from the database's clock (the one its `expires_at > now()` checks read). */
export const reservationEnd = () => `now() + interval '${RESERVATION_MINUTES} minutes'`;
