import type { PostageClass } from '@cards/contracts';
import { addCalendarDays, type CalendarDate, type DeliveryDates, ukClock, type UkNation } from '../delivery-dates/index.js';

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

/**
 * The next time the date comes round on or after `today`; `null` for a one-off that has passed.
 * A yearly date in a later year starts then ("remind me next year" skips this year's).
 */
export function nextOccurrence(r: Pick<ReminderDates, 'day' | 'repeat'>, today: CalendarDate): CalendarDate | null {
  if (r.repeat === 'once') return r.day >= today ? r.day : null;
  if (r.day.slice(0, 4) > today.slice(0, 4)) return occurrenceIn(r, Number(r.day.slice(0, 4)));
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

/** The postage classes from the slowest to the fastest: past the chosen one's last moment, the next that still makes it. */
const QUICKER: readonly PostageClass[] = ['second', 'first', 'tracked'];

/** The last moment to order for a card to arrive by the occasion, and by which postage. */
/** When and where a schedule is read: the time now, the delivery dates, and where the cards go. */
export interface ScheduleAt {
  now: Date;
  dates: DeliveryDates;
  destination: UkNation | null;
}

export interface OrderChance {
  postage_class: PostageClass;
  /** The last print day that still arrives in time by that postage. */
  dispatch_date: CalendarDate;
  /** Its cut-off (UTC ISO): pay by then. */
  order_by: string;
}

/**
 * The last chance to order for `occasion`: by the chosen postage while it still can, else by the
 * first faster one that can (a birthday four days away is too late for 2nd Class on a Friday, but
 * not for 1st); `null` when none can any more.
 */
export function lastChance(occasion: CalendarDate, cls: PostageClass, { now, dates, destination }: ScheduleAt): OrderChance | null {
  for (const c of QUICKER.slice(QUICKER.indexOf(cls))) {
    const day = dates.latestDispatchFor(occasion, c, destination);
    if (day && new Date(dates.orderBy(day)) > now) return { postage_class: c, dispatch_date: day, order_by: dates.orderBy(day) };
  }
  return null;
}

/** Latest-due first; of two due the same day, the shorter lead (the nearer reminder). */
const latestDueFirst = (a: ReminderMailDue, b: ReminderMailDue) =>
  a.mail_on < b.mail_on ? 1 : a.mail_on > b.mail_on ? -1 : a.lead_days - b.lead_days;

/**
 * The one mail to send now, if any: of the mails whose day has come, while a card can still be
 * ordered in time by some postage, the latest-due one. A reminder saved late (the occasion nearer
 * than its first lead time), or a shop that was down, sends the mail that fits now rather than
 * every one it missed; each mail goes once, so a later call finds the same one already sent.
 */
export function mailDueNow(r: ReminderDates, now: Date, dates: DeliveryDates, destination: UkNation | null): ReminderMailDue | null {
  const today = ukClock(now).day;
  const mails = mailsOfNext(r, today, dates, destination);
  if (!mails.length || !lastChance(mails[0]!.occasion_date, r.postage_class, { now, dates, destination })) return null;
  return mails.filter((m) => m.mail_on <= today).sort(latestDueFirst)[0] ?? null;
}

/**
 * The day of the next mail still to come (for the reminders list), or `null`. `sent` are the
 * lead times already mailed for the next occurrence: they, and the earlier ones a later mail
 * made needless, are not coming any more.
 */
export function nextMailOn(r: ReminderDates, at: ScheduleAt, sent: readonly number[] = []): CalendarDate | null {
  const { now, dates, destination } = at;
  const today = ukClock(now).day;
  const mails = mailsOfNext(r, today, dates, destination);
  const occ = mails[0]?.occasion_date;
  if (!occ) return null;
  const chance = lastChance(occ, r.postage_class, at);
  const lastSent = mails.filter((m) => sent.includes(m.lead_days)).sort(latestDueFirst)[0];
  const next = chance
    ? mails
        .filter((m) => !lastSent || latestDueFirst(m, lastSent) < 0)
        .map((m) => (m.mail_on < today ? today : m.mail_on))
        .filter((day) => day <= chance.dispatch_date)
        .sort()[0]
    : undefined;
  if (next) return next;
  // Nothing more this time round: a yearly date's next mail is next time's first.
  if (r.repeat !== 'yearly') return null;
  return (
    mailsOfNext(r, addCalendarDays(occ, 1), dates, destination)
      .map((m) => m.mail_on)
      .sort()[0] ?? null
  );
}
