import { z } from 'zod';
import { defineEvent } from '../events.js';

/** An order was paid; `unit_price` and `total` in pence. Rendering makes print files from it. */
export const OrderPaidData = z.object({
  order_id: z.number().int(),
  number: z.string(),
  user_id: z.number().int(),
  account_id: z.number().int().nullable(),
  lines: z.array(
    z.object({
      line_id: z.number().int(),
      card_instance_id: z.number().int(),
      product_id: z.number().int(),
      quantity: z.number().int(),
      unit_price: z.number().int(),
      size: z.string().nullable(),
      /** A line sent to many: a print file per `post` recipient with their greeting line, an e-card per `ecard` one. */
      recipients: z
        .array(
          z.object({
            recipient_id: z.number().int(),
            name: z.string(),
            salutation: z.string(),
            channel: z.enum(['post', 'ecard']),
            email: z.string().nullable(),
          }),
        )
        .default([]),
    }),
  ),
  total: z.number().int(),
  currency: z.literal('GBP'),
  /**
   * Set when the order is held for an arrive-by day: nothing is printed until
   * `cart_order.order.released.v1` on this planned dispatch day.
   */
  held_until: z.string().nullable().optional(),
});
export type OrderPaidData = z.infer<typeof OrderPaidData>;

/** A held order was released to production on its dispatch day: print it now, like a paid order that was never held. */
export const OrderReleasedData = OrderPaidData.omit({ held_until: true }).extend({ dispatch_date: z.string() });
export type OrderReleasedData = z.infer<typeof OrderReleasedData>;

/** An order moved along its status machine (`refunded_amount` in pence). */
export const OrderStatusChangedData = z.object({
  order_id: z.number().int(),
  number: z.string(),
  user_id: z.number().int(),
  account_id: z.number().int().nullable(),
  from: z.string(),
  status: z.string(),
  refunded_amount: z.number().int(),
});
export type OrderStatusChangedData = z.infer<typeof OrderStatusChangedData>;

/**
 * An admin saved a tracking number for an order already posted (the order's own, or a list
 * envelope's): the customer is mailed it, since the "posted" mail went without it.
 */
export const OrderTrackingAddedData = z.object({
  order_id: z.number().int(),
  number: z.string(),
  user_id: z.number().int(),
  account_id: z.number().int().nullable(),
});
export type OrderTrackingAddedData = z.infer<typeof OrderTrackingAddedData>;

/** The dates of one delivery: printed and posted, and expected to land (UK calendar days). */
const PlannedDates = z.object({ dispatch_date: z.string().nullable(), arrival_date: z.string().nullable() });

/**
 * The day an order is expected to arrive moved: the customer chose another arrive-by day, or an
 * admin changed it or released a held order to print early. The customer is mailed the new dates.
 */
export const OrderArrivalChangedData = z.object({
  order_id: z.number().int(),
  number: z.string(),
  user_id: z.number().int(),
  account_id: z.number().int().nullable(),
  by: z.enum(['customer', 'admin']),
  before: PlannedDates,
  after: PlannedDates,
  arrive_by: z.string().nullable().describe('The arrive-by day asked for now (null: as soon as possible)'),
});
export type OrderArrivalChangedData = z.infer<typeof OrderArrivalChangedData>;

/** An account's subscription started, changed or ended: generation recomputes allowances. */
export const SubscriptionChangedData = z.object({
  subscription_id: z.number().int(),
  account_id: z.number().int(),
  plan_id: z.number().int(),
  plan_slug: z.string().nullable(),
  status: z.string(),
  current_period_end: z.string().nullable(),
});
export type SubscriptionChangedData = z.infer<typeof SubscriptionChangedData>;

/**
 * An admin answered a customer's report of one card. The customer is mailed. A `reprint` carries
 * its `reprint_key`, once per report: rendering makes that person's new print file from it (to
 * the corrected `address` when the admin gave one). `amount` in pence.
 */
export const CardProblemResolvedData = z.object({
  problem_id: z.number().int(),
  order_id: z.number().int(),
  number: z.string(),
  user_id: z.number().int(),
  line_id: z.number().int(),
  recipient_id: z.number().int().nullable(),
  card_instance_id: z.number().int(),
  product_id: z.number().int(),
  size: z.string().nullable(),
  person: z.string(),
  salutation: z.string(),
  kind: z.enum(['not_arrived', 'damaged', 'wrong_details']),
  outcome: z.enum(['reprint', 'refund', 'decline']),
  amount: z.number().int(),
  reason: z.string().nullable(),
  reprint_key: z.string().nullable(),
  address: z.record(z.string(), z.string()).nullable(),
  /** A reprint's print day (UK, YYYY-MM-DD): the day it was asked for, by the shop's clock; that day's print run takes it up. */
  print_day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullish(),
});
export type CardProblemResolvedData = z.infer<typeof CardProblemResolvedData>;

export const CartOrderEvents = {
  orderPaid: defineEvent('cart_order.order.paid.v1', OrderPaidData),
  orderReleased: defineEvent('cart_order.order.released.v1', OrderReleasedData),
  orderStatusChanged: defineEvent('cart_order.order.status_changed.v1', OrderStatusChangedData),
  orderTrackingAdded: defineEvent('cart_order.order.tracking_added.v1', OrderTrackingAddedData),
  orderArrivalChanged: defineEvent('cart_order.order.arrival_changed.v1', OrderArrivalChangedData),
  subscriptionChanged: defineEvent('cart_order.subscription.changed.v1', SubscriptionChangedData),
  cardProblemResolved: defineEvent('cart_order.card_problem.resolved.v1', CardProblemResolvedData),
} as const;
