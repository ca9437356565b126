import type { Reminder } from '@cards/contracts';
import { In, IsNull, type EntityManager, type FindOptionsWhere } from 'typeorm';
import { AddressEntity } from '../addresses/address.entity.js';
import type { DeliveryDates } from '../delivery-dates/delivery-dates.js';
import { ukClock } from '../delivery-dates/delivery-dates.js';
import { nationOfPostcode, type UkNation } from '../delivery-dates/uk-nation.js';
import { calendarDay } from '../orders/order.store.js';
import { ReminderEntity, type ReminderRecord } from './reminder.entity.js';
import { nextMailOn, nextOccurrence, mailsOfNext } from './reminder-schedule.js';

export interface ReminderRow extends ReminderRecord {
  /** From the address book when the reminder is for a saved address. */
  postcode?: string | null;
}

/** The reminder's dates as the schedule reads them. */
export const datesOf = (r: ReminderRow) => ({
  day: calendarDay(r.day)!,
  repeat: r.repeat,
  postage_class: r.postage_class,
  lead_days: r.lead_days,
});
export const destinationOf = (r: ReminderRow): UkNation | null => nationOfPostcode(r.postcode);

/** Reminders with the postcode of their address-book entry, for the destination's bank holidays. */
export async function findReminders(m: EntityManager, where: FindOptionsWhere<ReminderRecord>): Promise<ReminderRow[]> {
  const found = await m.find(ReminderEntity, { where });
  const addressIds = [...new Set(found.flatMap((r) => (r.address_id == null ? [] : [r.address_id])))];
  const addresses = addressIds.length
    ? await m.find(AddressEntity, { select: { id: true, postcode: true }, where: { id: In(addressIds) } })
    : [];
  const postcodes = new Map(addresses.map((a) => [a.id, a.postcode]));
  return found.map((r) => ({ ...r, postcode: r.address_id == null ? null : (postcodes.get(r.address_id) ?? null) }));
}

export async function findReminder(m: EntityManager, userId: number, id: number): Promise<ReminderRow | undefined> {
  return (await findReminders(m, { id, user_id: userId, deleted_at: IsNull() }))[0];
}

/** A reminder as the API shows it, with its next date, next mail day and last order moment. */
export function toReminder(r: ReminderRow, now: Date, dates: DeliveryDates): Reminder {
  const today = ukClock(now).day;
  const d = datesOf(r);
  const next = nextOccurrence(d, today);
  const last = next ? (mailsOfNext(d, today, dates, destinationOf(r))[0]?.last_order_day ?? null) : null;
  return {
    id: r.id,
    name: r.name,
    relationship: r.relationship,
    occasion: r.occasion,
    event_slug: r.event_slug,
    date: d.day,
    repeat: r.repeat,
    address_id: r.address_id,
    postage_class: r.postage_class,
    lead_days: r.lead_days,
    mail: r.mail,
    next_date: next,
    next_mail_on: r.mail ? nextMailOn(d, today, dates, destinationOf(r)) : null,
    order_by: last && last >= today ? dates.orderBy(last) : null,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}
