import { orderByInWords, type Reminder } from '@cards/contracts';
import { In, IsNull, Not, type EntityManager, type FindOptionsWhere } from 'typeorm';
import { AddressReads } from '../addresses/index.js';
import { POSTAGE } from '../../domain/pricing.js';
import { type DeliveryDates, nationOfPostcode, ukClock, type UkNation } from '../delivery-dates/index.js';
import { calendarDay } from '../../domain/calendar-day.js';
import { ReminderEntity, ReminderMailEntity } from './reminder.entity.js';
import { lastChance, nextMailOn, nextOccurrence } from './reminder-schedule.js';

const book = new AddressReads();

/** A reminder row with what the schedule needs from elsewhere. */
export interface ReminderRow extends ReminderEntity {
  /** From the address book when the reminder is for a saved address. */
  postcode?: string | null;
  /** The mails sent so far, as `<occasion year>:<lead days>`. */
  sent?: string[];
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
export async function findReminders(m: EntityManager, where: FindOptionsWhere<ReminderEntity>): Promise<ReminderRow[]> {
  const found = await m.find(ReminderEntity, { where });
  const addressIds = [...new Set(found.flatMap((r) => (r.address_id == null ? [] : [r.address_id])))];
  const postcodes = await book.postcodes(m, addressIds);
  const mails = found.length
    ? await m.find(ReminderMailEntity, {
        select: { reminder_id: true, occasion_year: true, lead_days: true },
        where: { reminder_id: In(found.map((r) => r.id)), sent_at: Not(IsNull()) },
      })
    : [];
  return found.map((r) => ({
    ...r,
    postcode: r.address_id == null ? null : (postcodes.get(r.address_id) ?? null),
    sent: mails.filter((x) => x.reminder_id === r.id).map((x) => `${x.occasion_year}:${x.lead_days}`),
  }));
}

export async function findReminder(m: EntityManager, userId: number, id: number): Promise<ReminderRow | undefined> {
  return (await findReminders(m, { id, user_id: userId, deleted_at: IsNull() }))[0];
}

/**
 * A reminder as the API shows it, with its next date, next mail day and last order moment (by
 * a faster postage when the chosen one is too late), and that moment in words as of `now`.
 */
export function toReminder(r: ReminderRow, now: Date, dates: DeliveryDates): Reminder {
  const d = datesOf(r);
  const next = nextOccurrence(d, ukClock(now).day);
  const chance = next ? lastChance(next, d.postage_class, { now, dates, destination: destinationOf(r) }) : null;
  const year = next?.slice(0, 4);
  const sent = (r.sent ?? []).flatMap((k) => (k.startsWith(`${year}:`) ? [Number(k.split(':')[1])] : []));
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
    next_mail_on: r.mail ? nextMailOn(d, { now, dates, destination: destinationOf(r) }, sent) : null,
    order_by: chance?.order_by ?? null,
    order_by_postage_class: chance?.postage_class ?? null,
    nudge: chance
      ? orderByInWords({ order_by: chance.order_by, postage: POSTAGE[chance.postage_class].name }, { now, relative: true })
      : null,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}
