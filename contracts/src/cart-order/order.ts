import { z } from 'zod';
import { Currency, Id, ListQuery, Pounds, Timestamp } from '../common.js';
import { AddressInput } from './address.js';
import { CartQuantity } from './cart.js';
import { ArriveByMode, CalendarDate, Delivery, DeliveryMethod, PostageClass } from './delivery.js';
import { PhotoPrintCheck } from '../generation/photo.js';
import { OrderRecipient } from './mailing.js';

/**
 * `paid → in_production → dispatched → delivered`; `cancelled` (before production, refunded
 * in full) and `refunded` (later, through the payment provider) end it. An order asked to
 * arrive by a later day starts `held` and is released to `paid` (the day's print run) on its
 * planned dispatch day; until then its day can be changed or it can be cancelled.
 */
export const OrderStatus = z.enum(['held', 'paid', 'in_production', 'dispatched', 'delivered', 'cancelled', 'refunded']);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** A line as it was bought: names and prices are snapshotted, later catalogue edits do not change it. */
export const OrderLine = z.object({
  id: z.number().int(),
  card_instance_id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  size: z.string().nullable(),
  title: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  quantity: z.number().int(),
  unit_price: Pounds,
  total: Pounds,
  print_file_url: z.string().nullable().describe("Admins' download of the line's print-ready PDF, once the rendering service made it"),
  print_checks: z
    .array(PhotoPrintCheck)
    .optional()
    .describe("For the print team: how sharp the customer's photos print on this line, as checked when it was paid"),
  recipients: z
    .array(OrderRecipient)
    .describe('A line sent to many: each recipient with the state of their card; empty for an ordinary line'),
});

export const Order = z.object({
  id: z.number().int(),
  number: z.string().describe('Readable order number, e.g. GC-2026-001042'),
  status: OrderStatus,
  user_id: z.number().int(),
  account_id: z.number().int().nullable(),
  items: z.array(OrderLine),
  subtotal: Pounds,
  coupon: z.string().nullable(),
  coupon_value: Pounds,
  shipping: Pounds,
  vat: Pounds,
  total: Pounds,
  refunded_amount: Pounds,
  currency: Currency,
  delivery: Delivery,
  tracking_number: z.string().nullable(),
  note: z.string().nullable(),
  payment_intent_id: z.string().nullable(),
  planned_dispatch_date: CalendarDate.nullable().describe(
    'The print day planned when it was paid (UK time); a held order is released to production that day',
  ),
  expected_arrival_date: CalendarDate.nullable().describe('The day Royal Mail aims to deliver it, planned when it was paid'),
  paid_at: Timestamp.nullable(),
  released_at: Timestamp.nullable().describe('When a held order was released to production'),
  in_production_at: Timestamp.nullable(),
  dispatched_at: Timestamp.nullable(),
  delivered_at: Timestamp.nullable(),
  cancelled_at: Timestamp.nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
  customer: z
    .object({ id: z.number().int(), name: z.string(), email: z.string() })
    .nullable()
    .optional()
    .describe('Admin views only: who placed it (null when the user is gone)'),
});
export type Order = z.infer<typeof Order>;

export const OrderIdParams = z.object({ id: Id });
export const OrderNumberParams = z.object({ number: z.string().trim().min(1).max(40) });
export const OrderListQuery = ListQuery.extend({
  status: OrderStatus.optional(),
  dispatch_date: CalendarDate.optional().describe("Only orders planned to be printed and posted that day (the day's print run)"),
  user_id: Id.optional().describe('Admin only'),
});
export type OrderListQuery = z.infer<typeof OrderListQuery>;

/**
 * `PUT /orders/{id}/arrive_by {order:{arrive_by, arrive_by_mode?}}`: a held order's new day (from
 * GET /delivery_calendar), aimed for as before unless a mode is given. The customer is mailed the new dates.
 */
export const ChangeArriveByBody = z.object({ order: z.object({ arrive_by: CalendarDate, arrive_by_mode: ArriveByMode.optional() }) });

/** `POST /admin/orders {order:{...}}`: a manual order (a replacement, a phone order), recorded as paid. */
export const AdminOrderInput = z.object({
  user_id: Id,
  account_id: Id.nullable().optional(),
  items: z
    .array(
      z.object({
        card_instance_id: Id,
        product_id: Id,
        quantity: CartQuantity,
        unit_price: Pounds.optional().describe('Defaults to the catalogue price; 0 for a free replacement'),
      }),
    )
    .min(1)
    .max(50),
  delivery: z.object({
    method: DeliveryMethod.default('to_me'),
    postage_class: PostageClass.default('second'),
    address: AddressInput,
  }),
  shipping: Pounds.optional().describe('Defaults to the postage class price'),
  note: z.string().trim().max(2000).optional(),
});
export const CreateAdminOrderBody = z.object({ order: AdminOrderInput });
/**
 * `PUT /admin/orders/{id} {order:{...}}`: status along the machine (refunds go through the
 * provider), tracking, note, address, and a held order's arrive-by day (checked as the
 * customer's is). A change of the expected arrival day is mailed to the customer.
 */
export const UpdateAdminOrderBody = z.object({
  order: z.object({
    status: OrderStatus.optional(),
    arrive_by: CalendarDate.optional().describe("A held order's new arrive-by day (from GET /delivery_calendar)"),
    tracking_number: z.string().trim().max(100).nullable().optional(),
    envelope_tracking: z
      .array(z.object({ recipient_id: z.number().int().positive(), tracking_number: z.string().trim().max(100).nullable() }))
      .max(200)
      .optional()
      .describe("A list's envelopes' own tracking numbers, one per posted recipient (null takes one off)"),
    note: z.string().trim().max(2000).nullable().optional(),
    address: AddressInput.optional(),
  }),
});
