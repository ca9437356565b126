import { z } from 'zod';
import { Id } from '../common.js';
import { PostalAddress } from './address.js';
import { CalendarDate, PostageClass } from './delivery.js';
import { RecipientArriveBy } from './list-dates.js';

/**
 * Sending one design to many people (a Christmas list): a cart line with recipients. Each
 * recipient is an address-book entry; their card is printed with their own greeting line and
 * posted to their address, or sent as an e-card when the entry has an e-mail address and no
 * postal address. The inside words stay the customer's: only the greeting line changes.
 */
export const MAILING_LIMITS = {
  /** Recipients on one line, and on one order. */
  maxRecipients: 200,
  /** Characters of a greeting line ("Dear Aunt Jean"). */
  maxSalutation: 80,
} as const;

/** How a recipient gets their card: printed and posted, or e-mailed as an e-card. */
export const MailingChannel = z.enum(['post', 'ecard']);
export type MailingChannel = z.infer<typeof MailingChannel>;

/** A greeting line as a customer types it; empty means "Dear <name>". */
export const Salutation = z
  .string()
  .trim()
  .max(MAILING_LIMITS.maxSalutation, {
    error: `Keep the greeting to ${MAILING_LIMITS.maxSalutation} characters.`,
  });

/** One recipient of a cart line sent to many. */
export const CartRecipient = z.object({
  id: z.number().int(),
  address_id: z.number().int(),
  name: z.string(),
  salutation: z.string().describe('The greeting line printed for them: their own, or "Dear <name>" when they have none'),
  channel: MailingChannel,
  postcode: z.string().nullable().describe('Where the printed card goes (null for an e-card)'),
  email: z.string().nullable().describe('Where the e-card goes (null for a printed card)'),
  arrive_by: RecipientArriveBy.nullable()
    .optional()
    .describe("Their own day, or asap; null: the cart's arrive-by day (as soon as possible when it has none)"),
  postage_class: PostageClass.nullable().optional().describe("Their own postage; null: the cart's"),
});
export type CartRecipient = z.infer<typeof CartRecipient>;

/** A recipient chosen for a line: an address-book entry, with a greeting for this card only. */
export const RecipientChoice = z.object({
  address_id: Id,
  salutation: Salutation.optional().describe("This card's greeting for them; default their address-book greeting"),
  arrive_by: RecipientArriveBy.optional().describe(
    "Their own day (checked against their postcode's bank holidays and their postage; 422 naming them when it cannot be reached), or asap; left out: the cart's day",
  ),
  postage_class: PostageClass.optional().describe("Their own postage (a printed card only); left out: the cart's"),
});
export type RecipientChoice = z.infer<typeof RecipientChoice>;

/**
 * `POST /cart/send_to_many {mailing:{card_instance:{id}, product_id, recipients?, group_ids?}}`:
 * a new cart line that sends one option to many people. Recipients come from the list and from
 * the groups, each address-book entry once. 422 when there are none, more than the limit, an
 * entry with neither a postal nor an e-mail address, or a greeting moderation refuses.
 */
export const SendToManyBody = z.object({
  mailing: z
    .object({
      card_instance: z.object({ id: Id }),
      product_id: Id,
      recipients: z.array(RecipientChoice).max(MAILING_LIMITS.maxRecipients).default([]),
      group_ids: z.array(Id).max(50).default([]),
    })
    .refine((m) => m.recipients.length > 0 || m.group_ids.length > 0, {
      error: 'Choose at least one recipient or group.',
      path: ['recipients'],
    }),
});
export type SendToManyInput = z.infer<typeof SendToManyBody>['mailing'];

/** `PUT /cart_item/{id}/recipients {recipients:[...]}`: the line's whole list, in order (add, remove, change a greeting). */
export const SetRecipientsBody = z.object({
  recipients: z.array(RecipientChoice).min(1, 'Keep at least one recipient, or remove the line.').max(MAILING_LIMITS.maxRecipients),
});

/**
 * Where one recipient's card is: a printed card is `waiting` (held, or its print file not yet
 * made), `print_ready` (its print file is made; nothing is printed yet), `printing` (the order is
 * in production), then `posted` (the order is dispatched);
 * an e-card is `waiting` until the order is released, then `ecard_sent`, `ecard_scheduled` (over
 * the account's allowance now: it waits for its turn, `send_at`, and is sent then) or
 * `ecard_failed` (with the reason); `cancelled` with the order.
 */
export const RecipientState = z.enum([
  'waiting',
  'printing',
  'print_ready',
  'posted',
  'ecard_scheduled',
  'ecard_sent',
  'ecard_failed',
  'cancelled',
]);
export type RecipientState = z.infer<typeof RecipientState>;

/** One recipient of an order line, as it was bought (the address is a snapshot). */
export const OrderRecipient = z.object({
  id: z.number().int(),
  name: z.string(),
  salutation: z.string(),
  channel: MailingChannel,
  address: PostalAddress.nullable(),
  email: z.string().nullable(),
  state: RecipientState,
  state_reason: z.string().nullable(),
  print_file_url: z.string().nullable().describe("Admin views: this recipient's print-ready PDF, once made"),
  arrive_by: RecipientArriveBy.nullable().optional().describe("Their own day as asked, or asap; null: the order's day"),
  postage_class: PostageClass.optional().describe('The postage their card goes by'),
  dispatch_date: CalendarDate.nullable()
    .optional()
    .describe('The day their card is printed and posted (an e-card: e-mailed), planned when the order was paid'),
  expected_arrival_date: CalendarDate.nullable().optional().describe('The day their card is expected by'),
  send_at: z.string().nullable().optional().describe('An e-card waiting for the allowance: when it is expected to be sent (ISO)'),
  tracking_number: z.string().nullable().describe("A posted recipient's own envelope's tracking number, when its postage has one"),
});
export type OrderRecipient = z.infer<typeof OrderRecipient>;
