import { z } from 'zod';
import { ListDate } from './list-dates.js';
import { Currency, Id, Pounds } from '../common.js';
import { ArriveByPlan, Delivery, DeliveryOption } from './delivery.js';
import { PhotoPrintCheck } from '../generation/photo.js';
import { CartRecipient } from './mailing.js';

/** Quantity of one cart line: 1 to 100 prints. */
export const CartQuantity = z.number().int().min(1).max(100);

/** One line of the cart: a card instance printed on a product, priced by the server. */
export const CartItem = z.object({
  id: z.number().int(),
  card_instance_id: z.number().int(),
  card_instance: z.object({
    id: z.number().int(),
    card_id: z.number().int().nullable().describe('The card the option belongs to (null for lines added before it was kept)'),
    title: z.string().nullable(),
    occasion_name: z.string().nullable(),
    thumbnail_url: z.string().nullable(),
    print_checks: z
      .array(PhotoPrintCheck)
      .optional()
      .describe("How sharp the card's photos print on this line's product (a warning below 300 DPI)"),
  }),
  product_id: z.number().int(),
  product: z.object({ id: z.number().int(), name: z.string(), size: z.string().nullable() }),
  quantity: z.number().int().describe('Prints on this line; for a line sent to many, its recipients by post'),
  unit_price: Pounds.describe("The product's price at this quantity (its volume tier)"),
  total: Pounds,
  recipients: z
    .array(CartRecipient)
    .describe(
      'A line sent to many: one card per recipient, each greeted by name and posted to them (or e-mailed); empty for an ordinary line',
    ),
  postage: Pounds.describe(
    "A line sent to many: postage for its envelopes, one per printed recipient (0 for an ordinary line, whose postage is the cart's)",
  ),
  list_dates: z
    .array(ListDate)
    .optional()
    .describe('A line sent to many: its people by the day they should have their card, each with the last moment to order for it'),
  ecards_note: z
    .string()
    .nullable()
    .optional()
    .describe("A line sent to many: what happens to e-cards beyond the account's allowance (they wait for their turn), in words"),
});
export type CartItem = z.infer<typeof CartItem>;

/**
 * `GET /cart`. Every amount is computed on the server from integer pence; prices include
 * VAT at 20% and `vat` shows the VAT part of `total`. `version` changes with every change
 * of the cart; a payment started on an older version is refused.
 */
export const Cart = z.object({
  id: z.number().int(),
  items: z.array(CartItem),
  item_count: z.number().int().describe('Sum of the quantities (the menu badge)'),
  subtotal: Pounds,
  coupon: z.string().nullable().describe('Key of the applied coupon'),
  coupon_value: Pounds.describe('Discount the coupon gives now (0 when it no longer applies)'),
  coupon_error: z.string().nullable().describe('Why the applied coupon does not apply now'),
  shipping: Pounds,
  vat: Pounds,
  total: Pounds,
  currency: Currency,
  delivery: Delivery.extend({
    options: z.array(DeliveryOption),
    arrive_by_error: z.string().nullable().describe('Why the chosen arrive-by day can no longer be reached (choose another before paying)'),
    arrive_by_plan: ArriveByPlan.nullable().describe(
      'What the chosen arrive-by day comes to if paid now (null: none chosen, or unreachable)',
    ),
  }),
  version: z.number().int(),
});
export type Cart = z.infer<typeof Cart>;

/** `POST /cart/add {cart:{card_instance:{id}, quantity, product_id}}`: the same option on the same product adds up. */
export const AddToCartBody = z.object({
  cart: z.object({
    card_instance: z.object({ id: Id }),
    quantity: CartQuantity.default(1),
    product_id: Id,
  }),
});
/** `POST /cart/remove {cart_item:{id}}` */
export const RemoveFromCartBody = z.object({ cart_item: z.object({ id: Id }) });
/** `PUT /cart_item/{id} {cart_item:{quantity}}` */
export const UpdateCartItemBody = z.object({ cart_item: z.object({ quantity: CartQuantity }) });
export const CartItemIdParams = z.object({ id: Id });
/** `POST /cart/apply_coupon {key}` and `POST /order/coupon_valid {key}` */
export const CouponKeyBody = z.object({ key: z.string().trim().min(1).max(64) });
/** `POST /order/coupon_valid` answer: the SPA compares `status` with the text 'true'. */
export const CouponValidReply = z.object({
  status: z.enum(['true', 'false']),
  reason: z.string().nullable().describe('Why not, when status is "false"'),
});

/** `POST /cart/payment_intent` answer, for the current total. */
export const PaymentIntentReply = z.object({
  payment_intent_id: z.string(),
  client_secret: z.string(),
  amount: Pounds,
  currency: Currency,
  provider: z.enum(['stripe', 'test']),
  publishable_key: z.string().nullable().describe('Stripe publishable key for the Payment Element, when Stripe is configured'),
});

/**
 * `POST /cart/payment_complete {cart:{payment_intent_id, payment_method?}}`. With the test
 * provider `payment_method` is one of Stripe's test methods (`pm_card_visa`, …). When the
 * bank asks for authentication the answer is 402 `requires_action` with
 * `details.next_action`; the client authenticates (Stripe.js `handleNextAction`, or with the
 * test provider by sending `confirm: true` and `authentication_result`) and calls again.
 */
export const PaymentCompleteBody = z.object({
  cart: z.object({
    payment_intent_id: z.string().trim().min(1).max(255),
    payment_method: z.string().trim().min(1).max(255).optional(),
    confirm: z.boolean().optional().describe('The customer finished the extra authentication step'),
    authentication_result: z
      .enum(['succeeded', 'failed'])
      .optional()
      .describe('Test provider only: how the simulated 3-D Secure step ended'),
  }),
});
export type PaymentCompleteInput = z.infer<typeof PaymentCompleteBody>['cart'];
