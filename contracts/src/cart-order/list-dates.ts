import { z } from 'zod';
import { Timestamp } from '../common.js';
import { CalendarDate, PostageClass } from './delivery.js';

/**
 * A day of its own for one person on a list: a UK calendar day they should have their card by,
 * or `asap` (as soon as possible). Left out, the person follows the cart's own arrive-by day,
 * so a list without days of its own works as before.
 */
export const RecipientArriveBy = z.union([CalendarDate, z.literal('asap')]);
export type RecipientArriveBy = z.infer<typeof RecipientArriveBy>;

/**
 * One date of a list and the people on it, as the cart and the send page show it: when the
 * cards are posted, when they are expected, and the last moment to order for them, in words
 * ("Order by 3pm on Friday 18 December for these 12 to arrive by Thursday 24 December").
 */
export const ListDate = z.object({
  arrive_by: CalendarDate.nullable().describe('The day asked for; null: as soon as possible'),
  count: z.number().int().describe('People on the list with this day'),
  recipient_ids: z.array(z.number().int()),
  dispatch_date: CalendarDate.nullable().describe('The print day (or e-mail day) planned for them, as of this answer'),
  arrival_date: CalendarDate.nullable().describe('The latest day any of them is expected by'),
  order_by: Timestamp.nullable().describe('The last moment to pay so every one of them still makes the day (null: as soon as possible)'),
  words: z.string().describe('The date in words, as of this answer'),
  error: z
    .string()
    .nullable()
    .describe('Why the day can no longer be reached for someone on it, naming them (choose another before paying)'),
});
export type ListDate = z.infer<typeof ListDate>;

/** A person's own postage, when it is not the cart's. */
export const RecipientPostage = PostageClass;

/**
 * `POST /cart/list_dates {recipients, postage_class?}`: what a list's days come to before it is
 * added, for the send page: the people by date, each date with its last moment to order. The
 * `recipient_ids` of the answer are the address-book entries'. Nothing is saved.
 */
export const ListDatesBody = z.object({
  recipients: z
    .array(
      z.object({
        address_id: z.number().int().positive(),
        arrive_by: RecipientArriveBy.optional(),
        postage_class: PostageClass.optional(),
      }),
    )
    .min(1, 'Choose at least one recipient.')
    .max(200),
});
export const ListDatesReply = z.object({ dates: z.array(ListDate) });
export type ListDatesReply = z.infer<typeof ListDatesReply>;
