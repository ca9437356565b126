import { z } from 'zod';
import { Id, Pounds, Timestamp } from '../common.js';
import { AddressInput, PostalAddress } from './address.js';

/** A calendar day in the UK, `YYYY-MM-DD` (no time, no zone): a print day, a delivery day. */
export const CalendarDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Send the cards to the customer (to write and post on) or straight to the recipient. */
export const DeliveryMethod = z.enum(['to_me', 'to_recipient']);
export type DeliveryMethod = z.infer<typeof DeliveryMethod>;

/** Royal Mail service the order goes by. */
export const PostageClass = z.enum(['second', 'first', 'tracked']);
export type PostageClass = z.infer<typeof PostageClass>;

/** The UK's bank-holiday calendars: England and Wales share one; Scotland and Northern Ireland each have their own. */
export const UkNation = z.enum(['england-wales', 'scotland', 'northern-ireland']);
export type UkNation = z.infer<typeof UkNation>;

/**
 * One postage choice with its price for this cart (0 when the plan covers it) and the dates an
 * order paid now would have: all reckoned in UK time (Europe/London) from the print cut-off,
 * print days (not Sundays or bank holidays), Royal Mail's delivery days and transit, and the
 * bank holidays of the destination's nation (every nation's when there is no postcode yet).
 */
export const DeliveryOption = z.object({
  postage_class: PostageClass,
  name: z.string(),
  description: z.string(),
  price: Pounds,
  free: z.boolean().describe("Covered by the account's plan"),
  dispatch_date: CalendarDate.describe('The print day: printed and handed to Royal Mail'),
  arrival_date: CalendarDate.describe('The day Royal Mail aims to deliver it'),
  order_by: Timestamp.describe('Pay by this instant to go out on dispatch_date (the print cut-off)'),
  destination: UkNation.nullable().describe(
    "Whose bank holidays were counted; null: no postcode yet, so every nation's (arrival_date is the latest of them)",
  ),
  promise: z
    .string()
    .describe(
      'The dates in the words every page and mail uses, as of this answer: "Posted today if you order by 3pm; expected Tuesday 1 December"',
    ),
});
export type DeliveryOption = z.infer<typeof DeliveryOption>;

/** `GET /delivery_options?postcode=`: anyone may ask; prices are the standard ones. */
export const DeliveryOptionsQuery = z.object({
  postcode: z.string().trim().max(10).optional().describe("A UK postcode: its nation's bank holidays count"),
});

/** The last order times for delivery before Christmas in the coming season, anywhere in the UK. */
export const ChristmasPost = z.object({
  season: z.number().int().describe('The year of the Christmas these dates are for'),
  arrive_by: CalendarDate.describe('The last weekday before Christmas Eve, which "before Christmas" aims for'),
  options: z.array(
    z.object({
      postage_class: PostageClass,
      name: z.string(),
      last_dispatch_date: CalendarDate,
      last_order_at: Timestamp.describe('The print cut-off on the last dispatch day'),
    }),
  ),
});

export const DeliveryOptionsReply = z.object({
  time_zone: z.literal('Europe/London'),
  cut_off: z.string().describe('The daily print cut-off, HH:MM UK time'),
  options: z.array(DeliveryOption),
  christmas: ChristmasPost,
});
export type DeliveryOptionsReply = z.infer<typeof DeliveryOptionsReply>;

/**
 * What a chosen arrive-by day means. `on_the_day`: held and posted on the latest print day that
 * still arrives by it, so it lands on the day, as near as the post allows. `on_or_before`: posted
 * at once, so it arrives early and safe (never held).
 */
export const ArriveByMode = z.enum(['on_the_day', 'on_or_before']);
export type ArriveByMode = z.infer<typeof ArriveByMode>;

/** What a chosen arrive-by day comes to with the chosen mode: when it is posted and when it lands. */
export const ArriveByPlan = z.object({
  dispatch_date: CalendarDate,
  arrival_date: CalendarDate,
  held: z.boolean().describe('Printed later than an order paid now would be: held until dispatch_date'),
  lands_on_the_day: z.boolean().describe('Planned to land on the chosen day itself (else on the nearest delivery day before it)'),
  promise: z.string().describe('The dates in words, as of this answer, as every page and mail words them'),
});
export type ArriveByPlan = z.infer<typeof ArriveByPlan>;

/** The delivery chosen for a cart or an order. */
export const Delivery = z.object({
  method: DeliveryMethod,
  postage_class: PostageClass,
  postage_name: z.string().describe('The postage class by name, e.g. "Royal Mail 1st Class"'),
  address_id: z.number().int().nullable(),
  address: PostalAddress.nullable(),
  arrive_by: CalendarDate.nullable().describe('The UK day the customer wants it to arrive, when they chose one; null: as soon as possible'),
  arrive_by_mode: ArriveByMode.describe('How a chosen arrive_by day is aimed for (on the day by default)'),
});
export type Delivery = z.infer<typeof Delivery>;

/**
 * `PUT /cart/delivery {delivery:{...}}`: the method, the postage class and an address — a
 * saved one (`address_id`) or a new one (`address`, kept in the address book when `save_address`).
 */
export const SetDeliveryBody = z.object({
  delivery: z.object({
    method: DeliveryMethod.optional(),
    postage_class: PostageClass.optional(),
    address_id: Id.nullable().optional(),
    address: AddressInput.nullable().optional(),
    save_address: z.boolean().default(false),
    arrive_by: CalendarDate.nullable()
      .optional()
      .describe(
        "A day from GET /delivery_calendar for the cart's postage class and address (422 with the reason when it cannot be reached); null: as soon as possible",
      ),
    arrive_by_mode: ArriveByMode.optional().describe('on_the_day (held, posted just in time) or on_or_before (posted at once)'),
  }),
});
export type SetDeliveryInput = z.infer<typeof SetDeliveryBody>['delivery'];

/** `GET /delivery_calendar?postage_class=&postcode=&month=`: the arrive-by calendar of one month. */
export const DeliveryCalendarQuery = z.object({
  postage_class: PostageClass.default('second'),
  postcode: z.string().trim().max(10).optional().describe("A UK postcode: its nation's bank holidays count"),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM, e.g. 2025-12')
    .optional()
    .describe('YYYY-MM; the month of the earliest day by default'),
});

/** One day of the arrive-by calendar. */
export const DeliveryCalendarDay = z.object({
  date: CalendarDate,
  available: z.boolean().describe('Can be chosen as the arrive-by day'),
  dispatch_date: CalendarDate.nullable().describe('The latest print day that still makes it (the order is held until then)'),
  reason: z.string().nullable().describe('Why the day cannot be chosen, in words ("No deliveries on Sundays")'),
});
export type DeliveryCalendarDay = z.infer<typeof DeliveryCalendarDay>;

/**
 * Which days a card sent by `postage_class` can be asked to arrive on or before: days the
 * class delivers (not Sundays, not Saturdays for 2nd Class, not the destination's bank
 * holidays), from the earliest an order paid now reaches to a year ahead.
 */
export const DeliveryCalendarReply = z.object({
  postage_class: PostageClass,
  month: z.string(),
  earliest: CalendarDate.describe('The first day that can be chosen now'),
  latest: CalendarDate.describe('The last day that can be chosen (a year ahead)'),
  days: z.array(DeliveryCalendarDay),
});
export type DeliveryCalendarReply = z.infer<typeof DeliveryCalendarReply>;
