import type { PostageClass, Reminder, ReminderRepeat } from '@cards/contracts';
import { one, S, type Queryable } from '../../db/sql.js';
import type { DeliveryDates } from '../delivery-dates/delivery-dates.js';
import { ukClock } from '../delivery-dates/delivery-dates.js';
import { nationOfPostcode, type UkNation } from '../delivery-dates/uk-nation.js';
import { calendarDay } from '../orders/order.store.js';
import { nextMailOn, nextOccurrence, mailsOfNext } from './reminder-schedule.js';

export interface ReminderRow {
  id: number; user_id: number; account_id: number | null; name: string; relationship: string | null; occasion: string; event_slug: string | null;
  day: Date | string; repeat: ReminderRepeat; address_id: number | null; postage_class: PostageClass; lead_days: number[]; mail: boolean;
  created_at: Date; updated_at: Date; deleted_at: Date | null;
  /** Joined from the address book when the reminder is for a saved address. */
  postcode?: string | null;
}

/** The reminder's dates as the schedule reads them. */
export const datesOf = (r: ReminderRow) => ({ day: calendarDay(r.day)!, repeat: r.repeat, postage_class: r.postage_class, lead_days: r.lead_days });
export const destinationOf = (r: ReminderRow): UkNation | null => nationOfPostcode(r.postcode);

/** Reminders with the postcode of their address-book entry, for the destination's bank holidays. */
export const SELECT_REMINDERS = `SELECT r.*, a.postcode FROM ${S}.reminders r LEFT JOIN ${S}.addresses a ON a.id = r.address_id`;

export function findReminder(q: Queryable, userId: number, id: number): Promise<ReminderRow | undefined> {
  return one<ReminderRow>(q, `${SELECT_REMINDERS} WHERE r.id = $1 AND r.user_id = $2 AND r.deleted_at IS NULL`, [id, userId]);
}

/** A reminder as the API shows it, with its next date, next mail day and last order moment. */
export function toReminder(r: ReminderRow, now: Date, dates: DeliveryDates): Reminder {
  const today = ukClock(now).day;
  const d = datesOf(r);
  const next = nextOccurrence(d, today);
  const last = next ? mailsOfNext(d, today, dates, destinationOf(r))[0]?.last_order_day ?? null : null;
  return {
    id: r.id, name: r.name, relationship: r.relationship, occasion: r.occasion, event_slug: r.event_slug, date: d.day, repeat: r.repeat,
    address_id: r.address_id, postage_class: r.postage_class, lead_days: r.lead_days, mail: r.mail,
    next_date: next,
    next_mail_on: r.mail ? nextMailOn(d, today, dates, destinationOf(r)) : null,
    order_by: last && last >= today ? dates.orderBy(last) : null,
    created_at: r.created_at.toISOString(), updated_at: r.updated_at.toISOString(),
  };
}
