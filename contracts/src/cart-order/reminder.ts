import { z } from 'zod';
import { Id, ListQuery, Timestamp } from '../common.js';
import { CalendarDate, PostageClass } from './delivery.js';

/** A yearly date comes back every year (a birthday); a one-off is mailed about once. */
export const ReminderRepeat = z.enum(['yearly', 'once']);
export type ReminderRepeat = z.infer<typeof ReminderRepeat>;

/** Days before the occasion a reminder mail goes: 1 to 60, at most three of them. */
export const ReminderLeadDays = z
  .array(z.number().int().min(1, 'must be at least 1 day').max(60, 'must be at most 60 days'))
  .min(1, 'choose at least one reminder')
  .max(3, 'choose at most three reminders');

const realDay = (d: string) => {
  const [y, m, day] = d.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, day));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === day;
};

/**
 * A person and a date the customer cares about. `date` is the day itself (for a yearly date,
 * any year: a birthday's year of birth is fine); 29 February falls on the 28th in other years.
 */
export const Reminder = z.object({
  id: z.number().int(),
  name: z.string().describe('Who it is for, e.g. "Mum"'),
  relationship: z.string().nullable().describe('e.g. "mother", "best friend"'),
  occasion: z.string().describe('The occasion by name, e.g. "Birthday"'),
  event_slug: z.string().nullable().describe('The catalogue occasion it designs a card for (opens the designer on it)'),
  date: CalendarDate,
  repeat: ReminderRepeat,
  address_id: z.number().int().nullable().describe('The address-book entry it is for, if picked from there'),
  postage_class: PostageClass.describe('How the card would go: the last order day follows from it'),
  lead_days: z
    .array(z.number().int())
    .describe('Days before the occasion the mails go (moved earlier when the last order day comes first)'),
  mail: z.boolean().describe('Whether reminder mails are sent (false after unsubscribing)'),
  next_date: CalendarDate.nullable().describe('The next time the date comes round (null: a one-off that has passed)'),
  next_mail_on: CalendarDate.nullable().describe('The UK day the next reminder mail goes'),
  order_by: Timestamp.nullable().describe(
    'The last moment to order for the next occasion: by the chosen postage, or by a faster one when that is too late (null: too late for any)',
  ),
  order_by_postage_class: PostageClass.nullable().describe('The postage order_by is for (faster than postage_class when that is too late)'),
  nudge: z
    .string()
    .nullable()
    .describe('What to do in time, in words as of this answer: "Order by 3pm today with Royal Mail 1st Class" (null: too late this time)'),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Reminder = z.infer<typeof Reminder>;

const ReminderFields = z.object({
  name: z.string().trim().min(1, 'Say who the reminder is for').max(100),
  relationship: z.string().trim().max(60).nullable().optional(),
  occasion: z.string().trim().min(1, 'Say what the occasion is').max(60),
  event_slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,60}$/, "must be an occasion's slug, e.g. birthday")
    .nullable()
    .optional(),
  date: CalendarDate.refine(realDay, 'is not a real day of the calendar'),
  repeat: ReminderRepeat.default('yearly'),
  address_id: Id.nullable().optional(),
  postage_class: PostageClass.default('second'),
  lead_days: ReminderLeadDays.optional().describe("Default: the shop's (14 and 3 days)"),
  mail: z.boolean().default(true),
});

/** `POST /reminders {reminder:{...}}` */
export const CreateReminderBody = z.object({ reminder: ReminderFields });
export type ReminderInput = z.infer<typeof ReminderFields>;
/** `PUT /reminders/{id} {reminder:{...}}`: only the fields sent change. */
export const UpdateReminderBody = z.object({
  reminder: ReminderFields.partial().extend({
    repeat: ReminderRepeat.optional(),
    postage_class: PostageClass.optional(),
    mail: z.boolean().optional(),
  }),
});
export type ReminderPatch = z.infer<typeof UpdateReminderBody>['reminder'];
export const ReminderIdParams = z.object({ id: Id });
/** `GET /reminders`: the signed-in user's; an admin names a customer with `user_id` (a customer's own `user_id` is ignored). */
export const ReminderListQuery = ListQuery.extend({
  user_id: Id.optional().describe("Admin only: that customer's reminders (a customer always gets their own)"),
});
export type ReminderListQuery = z.infer<typeof ReminderListQuery>;

/** `POST /reminders/{id}/test_mail`: the test mail went to the signed-in user's own address. */
export const TestReminderMailReply = z.object({ sent: z.literal(true) });

/** `POST /reminders/unsubscribe {token}`: the signed link of a reminder mail; no sign-in needed. */
export const UnsubscribeRemindersBody = z.object({ token: z.string().trim().min(10).max(300) });
export const UnsubscribeRemindersReply = z.object({
  unsubscribed: z.literal(true),
  reminders: z.number().int().describe('How many reminders stopped mailing'),
});
