import type { PostageClass } from '@cards/contracts';
import type { CalendarDate } from '../delivery-dates/bank-holidays.js';
import { addCalendarDays, type DeliveryDates } from '../delivery-dates/delivery-dates.js';
import type { UkNation } from '../delivery-dates/uk-nation.js';

/** What the schedule needs of a reminder. */
export interface ReminderDates {
  day: CalendarDate;
  repeat: 'yearly' | 'once';
  postage_class: PostageClass;
  lead_days: number[];
}

/** One reminder mail of one occurrence: due on `mail_on`, worth sending until `last_order_day`. */
export interface ReminderMailDue {
  occasion_date: CalendarDate;
  occasion_year: number;
  lead_days: number;
  mail_on: CalendarDate;
  /** The last print day that still arrives by the occasion with the chosen postage. */
  last_order_day: CalendarDate;
}

const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** The date in a given year; 29 February is kept on the 28th in other years. */
export function occurrenceIn(r: Pick<ReminderDates, 'day'>, year: number): CalendarDate {
  const md = r.day.slice(5);
  return `${year}-${md === '02-29' && !isLeap(year) ? '02-28' : md}`;
}

/** The next time the date comes round on or after `today`; `null` for a one-off that has passed. */
export function nextOccurrence(r: Pick<ReminderDates, 'day' | 'repeat'>, today: CalendarDate): CalendarDate | null {
  if (r.repeat === 'once') return r.day >= today ? r.day : null;
  const year = Number(today.slice(0, 4));
  const thisYear = occurrenceIn(r, year);
  return thisYear >= today ? thisYear : occurrenceIn(r, year + 1);
}

/**
 * The mails of the next occurrence. Each goes `lead` days before the occasion, but never after
 * the last day a card can still be ordered to arrive in time by the chosen postage (a 3-day
 * reminder for 2nd Class goes on that day instead), so every mail can still be acted on.
 * `destination` is the recipient's nation when known (its bank holidays count), else all.
 */
export function mailsOfNext(r: ReminderDates, today: CalendarDate, dates: DeliveryDates, destination: UkNation | null): ReminderMailDue[] {
  const occ = nextOccurrence(r, today);
  if (!occ) return [];
  const last = dates.latestDispatchFor(occ, r.postage_class, destination) ?? addCalendarDays(occ, -1);
  return [...new Set(r.lead_days)]
    .sort((a, b) => b - a)
    .map((lead) => {
      const byLead = addCalendarDays(occ, -lead);
      return {
        occasion_date: occ,
        occasion_year: Number(occ.slice(0, 4)),
        lead_days: lead,
        mail_on: byLead < last ? byLead : last,
        last_order_day: last,
      };
    });
}

/**
 * The one mail to send today, if any: of the mails whose day has come and whose last order day
 * has not passed, the latest-due one (a reminder saved late, or a shop that was down, sends the
 * mail that fits now rather than every one it missed).
 */
export function mailDueToday(
  r: ReminderDates,
  today: CalendarDate,
  dates: DeliveryDates,
  destination: UkNation | null,
): ReminderMailDue | null {
  const due = mailsOfNext(r, today, dates, destination).filter((m) => m.mail_on <= today && today <= m.last_order_day);
  return due.sort((a, b) => (a.mail_on < b.mail_on ? 1 : a.mail_on > b.mail_on ? -1 : a.lead_days - b.lead_days))[0] ?? null;
}

/** The day of the next mail still to come (for the reminders list), or `null`. */
export function nextMailOn(r: ReminderDates, today: CalendarDate, dates: DeliveryDates, destination: UkNation | null): CalendarDate | null {
  const mails = mailsOfNext(r, today, dates, destination);
  const next = mails
    .filter((m) => today <= m.last_order_day)
    .map((m) => (m.mail_on < today ? today : m.mail_on))
    .sort()[0];
  if (next) return next;
  // Too late for this time round: a yearly date's next mail is next time's first.
  const occ = mails[0]?.occasion_date;
  return occ && r.repeat === 'yearly' ? nextMailOn(r, addCalendarDays(occ, 1), dates, destination) : null;
}
