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
  free: z.boolean().describe('Covered by the account\'s plan'),
  dispatch_date: CalendarDate.describe('The print day: printed and handed to Royal Mail'),
  arrival_date: CalendarDate.describe('The day Royal Mail aims to deliver it'),
  order_by: Timestamp.describe('Pay by this instant to go out on dispatch_date (the print cut-off)'),
});
export type DeliveryOption = z.infer<typeof DeliveryOption>;

/** `GET /delivery_options?postcode=`: anyone may ask; prices are the standard ones. */
export const DeliveryOptionsQuery = z.object({
  postcode: z.string().trim().max(10).optional().describe('A UK postcode: its nation\'s bank holidays count'),
});

/** The last order times for delivery before Christmas in the coming season, anywhere in the UK. */
export const ChristmasPost = z.object({
  season: z.number().int().describe('The year of the Christmas these dates are for'),
  arrive_by: CalendarDate.describe('The last weekday before Christmas Eve, which "before Christmas" aims for'),
  options: z.array(z.object({
    postage_class: PostageClass,
    name: z.string(),
    last_dispatch_date: CalendarDate,
    last_order_at: Timestamp.describe('The print cut-off on the last dispatch day'),
  })),
});

export const DeliveryOptionsReply = z.object({
  time_zone: z.literal('Europe/London'),
  cut_off: z.string().describe('The daily print cut-off, HH:MM UK time'),
  options: z.array(DeliveryOption),
  christmas: ChristmasPost,
});
export type DeliveryOptionsReply = z.infer<typeof DeliveryOptionsReply>;

/** The delivery chosen for a cart or an order. */
export const Delivery = z.object({
  method: DeliveryMethod,
  postage_class: PostageClass,
  postage_name: z.string().describe('The postage class by name, e.g. "Royal Mail 1st Class"'),
  address_id: z.number().int().nullable(),
  address: PostalAddress.nullable(),
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
  }),
});
export type SetDeliveryInput = z.infer<typeof SetDeliveryBody>['delivery'];
