import { z } from 'zod';
import { PostalAddress } from '../cart-order/address.js';
import { CalendarDate, DeliveryMethod, PostageClass } from '../cart-order/delivery.js';
import { Pounds } from '../common.js';

/** One line of an order confirmation mail; amounts in pounds, as everywhere in JSON. */
export const OrderMailLine = z.object({
  name: z.string().max(200),
  // A list of e-cards only prints nothing: 0.
  quantity: z.number().int().nonnegative(),
  unit_price: Pounds,
  total: Pounds,
  /** A line sent to many, in words, said in place of quantity × price: "20 printed cards and 5 e-cards". */
  what: z.string().max(100).optional(),
  /** An absolute URL of the card's front, shown beside the line. */
  thumbnail_url: z.string().url().max(2000).optional(),
});

/** Where and how the order travels, with the dates planned when it was paid (UK calendar days). */
export const OrderMailDelivery = z.object({
  method: DeliveryMethod,
  postage: z.string().max(100).describe('The postage class by name, e.g. "Royal Mail 1st Class"'),
  /** Which class: a guaranteed one arrives "on" its day, the rest are "expected by" it. */
  postage_class: PostageClass.optional(),
  address: PostalAddress.nullable(),
  dispatch_date: CalendarDate.nullable(),
  arrival_date: CalendarDate.nullable(),
  /** The arrive-by day the customer chose, if any. */
  arrive_by: CalendarDate.nullable().optional(),
  /** Held until `dispatch_date` (printed then, not now). */
  held: z.boolean().optional(),
});

/** Data of the `order_confirmation` template (sent by cart-order when an order is paid). */
export const OrderConfirmationMailData = z.object({
  order_number: z.string().max(64),
  items: z.array(OrderMailLine).default([]),
  subtotal: Pounds.optional(),
  coupon_value: Pounds.optional(),
  shipping: Pounds.optional(),
  total: Pounds,
  currency: z.literal('GBP').default('GBP'),
  delivery: OrderMailDelivery.optional(),
});
export type OrderConfirmationMailData = z.infer<typeof OrderConfirmationMailData>;

/** Data of the `ecard` template: a card sent by e-mail to its recipient. */
export const EcardMailData = z.object({
  /** Signs the mail; empty or absent: the sending user's name. */
  sender_name: z.string().trim().max(100).optional(),
  /** Greets the recipient only when the card's words open with no greeting of their own. */
  recipient_name: z.string().trim().max(100).optional(),
  /** The card's inside words as they print for this recipient (its greeting and sign-off, if written, included). */
  message: z.string().max(5000),
  /** The sender's short note beside the card, set apart from the card's words. */
  note: z.string().max(1000).optional(),
  image_url: z.string().url().max(2000),
  /** Where the recipient can see the card on the web, if it has a page. */
  card_url: z.string().url().max(2000).optional(),
});
export type EcardMailData = z.infer<typeof EcardMailData>;

/** Data of the `occasion_reminder` template (sent by cart-order ahead of a saved date). */
export const OccasionReminderMailData = z.object({
  person_name: z.string().max(100),
  relationship: z.string().max(60).nullable().optional(),
  occasion: z.string().max(60),
  date: CalendarDate.describe('The day of the occasion'),
  days_left: z.number().int().min(0).describe('Days from the sending day to the occasion, UK time'),
  /** The designer, opened on the occasion with the person's name filled in. */
  design_url: z.string().url().max(2000),
  /** The one-click unsubscribe page (a signed link). */
  unsubscribe_url: z.string().url().max(2000),
  /** The reminders list in My Account. */
  manage_url: z.string().url().max(2000),
  postage: z.string().max(100).describe('The postage class by name, e.g. "Royal Mail 2nd Class"'),
  /** The last moment to order by that postage for the card to arrive in time (UTC ISO). */
  order_by: z.string().datetime({ offset: true }).nullable(),
  /**
   * When `postage` can no longer make it but a faster one can: that one by name, and `order_by`
   * is its last moment ("too late for 2nd Class, but 1st Class still makes it").
   */
  order_postage: z.string().max(100).nullable().optional(),
  /** Sent from "Send me a test" on the reminders page: says so, and nothing is recorded as sent. */
  test: z.boolean().optional(),
});
export type OccasionReminderMailData = z.infer<typeof OccasionReminderMailData>;

/** Data of the `address_collection_summary` template: what a collection link brought, in one mail. */
export const AddressCollectionSummaryMailData = z.object({
  group: z.string().max(200),
  added: z.array(z.string().max(100)).max(1000).describe('Names of the new entries'),
  offered: z.array(z.string().max(100)).max(1000).describe('Names whose answer matched an entry: updates to accept or dismiss'),
  book_url: z.string().url().max(2000),
});
export type AddressCollectionSummaryMailData = z.infer<typeof AddressCollectionSummaryMailData>;

/** Data of the `order_arrival_changed` template: the new dates of an order whose arrival day moved. */
export const OrderArrivalChangedMailData = z.object({
  order_number: z.string().max(64),
  postage: z.string().max(100),
  postage_class: PostageClass.optional(),
  /** Who moved it: the customer's own change, or the shop's (an admin). */
  by: z.enum(['customer', 'admin']),
  before: z.object({ dispatch_date: CalendarDate.nullable(), arrival_date: CalendarDate.nullable() }),
  after: z.object({ dispatch_date: CalendarDate, arrival_date: CalendarDate }),
  arrive_by: CalendarDate.nullable(),
  /** Still held until `after.dispatch_date` (it can be changed or cancelled until then). */
  held: z.boolean(),
});
export type OrderArrivalChangedMailData = z.infer<typeof OrderArrivalChangedMailData>;

/**
 * Data of the `order_posted` template: the cards left, as the completion page promised to say.
 * Sent when an admin marks the order dispatched.
 */
export const OrderPostedMailData = z.object({
  order_number: z.string().max(64),
  postage: z.string().max(100).describe('The postage class by name, e.g. "Royal Mail Tracked 24"'),
  postage_class: PostageClass,
  posted_on: CalendarDate.describe('The UK day it was handed to Royal Mail'),
  arrival_date: CalendarDate.nullable().describe('When Royal Mail aims to deliver it, from the day it was posted'),
  /** False when it went to many addresses (a list) or the address has no postcode: every nation's holidays counted. */
  destination_known: z.boolean(),
  /** Where it went, in one line ("Rose Smith, 1 Garden Lane, Bath, BA1 1AA"), or to the people of a list ("the 12 people on your list"). */
  to: z.string().max(400),
  tracking_number: z.string().max(100).nullable(),
  /** The list's envelopes that have their own tracking number, each with whom it went to. */
  envelopes: z
    .array(z.object({ name: z.string().max(200), tracking_number: z.string().max(100) }))
    .max(200)
    .default([]),
  /** E-cards of the order already e-mailed to their people, said beside the posted cards. */
  ecards: z.number().int().min(0).default(0),
  /** Sent again after the "posted" mail, because a tracking number was saved once the cards had gone. */
  tracking_update: z.boolean().default(false),
});
export type OrderPostedMailData = z.infer<typeof OrderPostedMailData>;

/** Data of the `card_problem_resolved` template: the shop's answer to a report of one card. `amount` in pounds. */
export const CardProblemMailData = z.object({
  order_number: z.string().max(64),
  person: z.string().max(200),
  kind: z.enum(['not_arrived', 'damaged', 'wrong_details']),
  outcome: z.enum(['reprint', 'refund', 'decline']),
  amount: z.number().min(0),
  reason: z.string().max(1000).nullable(),
  /** A reprint's corrected address, on one line ("4 Mill Lane, York YO1 7HH"); absent: the person's own. */
  address: z.string().max(400).nullish(),
});
export type CardProblemMailData = z.infer<typeof CardProblemMailData>;

/** The moment a mail's dates are worded for (the sender's clock): "this year" is its year. Default: when identity sends it. */
const AsOf = z.string().datetime({ offset: true }).optional();

/**
 * `identity.mail.send`: a branded HTML+text mail to a user (`user_id`), or for the `ecard`
 * to an explicit address `to` (the recipient is not a user). The identity-internal templates
 * (confirmation, password reset, e-mail change) are not sendable from outside.
 */
/** A mail to a user about something of theirs: its template, its facts, and the moment its dates are worded for. */
function userMail<T extends string, D extends z.ZodTypeAny>(template: T, data: D) {
  return z.object({ template: z.literal(template), user_id: z.number().int().positive(), data, as_of: AsOf });
}

export const MailSendRequest = z.discriminatedUnion('template', [
  userMail('order_confirmation', OrderConfirmationMailData),
  userMail('order_arrival_changed', OrderArrivalChangedMailData),
  userMail('order_posted', OrderPostedMailData),
  userMail('card_problem_resolved', CardProblemMailData),
  userMail('occasion_reminder', OccasionReminderMailData).extend({
    /** The same key gives the same Message-ID, so a mail sent again after a crash is recognisable as one. */
    idempotency_key: z.string().min(1).max(200),
  }),
  userMail('address_collection_summary', AddressCollectionSummaryMailData),
  z.object({
    template: z.literal('ecard'),
    /** The sending user (their name signs the mail when `sender_name` is empty). */
    user_id: z.number().int().positive(),
    to: z.string().trim().toLowerCase().pipe(z.email()),
    data: EcardMailData,
  }),
]);
export type MailSendRequest = z.input<typeof MailSendRequest>;

export const MailSendReply = z.object({ message_id: z.string() });
export type MailSendReply = z.infer<typeof MailSendReply>;
