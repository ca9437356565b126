import { arrivalPromise, type ArriveByMode, type PostageClass } from '@cards/contracts';
import { POSTAGE } from '../../domain/pricing.js';
import type { BankHolidayCalendar, CalendarDate } from './bank-holidays.js';
import { addCalendarDays, ukClock, weekdayOf, type DeliveryDates } from './delivery-dates.js';
import { nationOfPostcode } from './uk-nation.js';

/** How far ahead a customer may ask for a card to arrive: a year, so next year's birthday fits. */
export const ARRIVE_BY_MAX_DAYS = 365;

/** One day of the arrive-by calendar: whether it can be chosen, and if not, why not in words. */
export interface ArriveByDay {
  date: CalendarDate;
  available: boolean;
  /** The print day that still makes it (the latest one), when available. */
  dispatch_date: CalendarDate | null;
  reason: string | null;
}

/** What choosing a reachable day means for the order: when it is printed and when it lands. */
export interface ArriveByPlan {
  arrive_by: CalendarDate;
  mode: ArriveByMode;
  dispatch_date: CalendarDate;
  arrival_date: CalendarDate;
  /** Printed later than an order paid now would be: held until `dispatch_date`. */
  held: boolean;
  /** Planned to land on `arrive_by` itself, not on a delivery day before it. */
  lands_on_the_day: boolean;
}

/** The day a customer asks for, and whether the cards arrive on it or by it (on it unless said). */
export interface ArriveByAim {
  day: CalendarDate;
  mode?: ArriveByMode;
}

export type ArriveByCheck = { ok: true; plan: ArriveByPlan } | { ok: false; reason: string };

/**
 * A chosen arrive-by day, on top of the delivery-date engine: which days can be offered, why
 * the others cannot, and what a chosen one comes to. A day is offered when the postage class
 * delivers on it (not a Sunday, not Saturday for 2nd Class, not a bank holiday at the
 * destination), it is no earlier than what an order paid now would reach, and it is within
 * {@link ARRIVE_BY_MAX_DAYS}. "On the day" prints it on the latest print day that still
 * arrives by then (held until that day); "on or before" posts it at once, early and safe.
 */
export class ArriveByRules {
  constructor(
    /** The engine the rules stand on, for what builds on them (a day per person on a list). */
    readonly dates: DeliveryDates,
    private readonly holidays: BankHolidayCalendar,
  ) {}

  check(now: Date, cls: PostageClass, postcode: string | null | undefined, aim: ArriveByAim): ArriveByCheck {
    const { day, mode = 'on_the_day' } = aim;
    const nation = nationOfPostcode(postcode);
    const today = ukClock(now).day;
    const earliest = this.dates.plan(now, cls, postcode);
    const name = POSTAGE[cls].name;
    if (day < today) return { ok: false, reason: 'That day has passed' };
    if (day > addCalendarDays(today, ARRIVE_BY_MAX_DAYS))
      return { ok: false, reason: 'Too far ahead: choose a day within the next 12 months' };
    const tooSoon = `Too soon for ${name}: an order paid now is ${arrivalPromise({ ...earliest, postage_class: cls, destination_known: nation !== null }, { now })}`;
    if (day < earliest.arrival_date) return { ok: false, reason: tooSoon };
    const weekday = weekdayOf(day);
    if (weekday === 0) return { ok: false, reason: 'No deliveries on Sundays' };
    if (!this.dates.rules.services[cls].deliveryDays.includes(weekday))
      return { ok: false, reason: `${name} does not deliver on Saturdays` };
    const holiday = this.holidays.nameOf(day, nation);
    if (holiday) return { ok: false, reason: `${holiday}: no deliveries on bank holidays` };
    const latest = this.dates.latestDispatchFor(day, cls, nation, earliest.dispatch_date);
    // Unreachable in practice (the earliest plan itself arrives by then), but never promise blindly.
    if (!latest) return { ok: false, reason: tooSoon };
    const dispatch = mode === 'on_the_day' ? latest : earliest.dispatch_date;
    const arrival = this.dates.arrivalDate(dispatch, cls, nation);
    return {
      ok: true,
      plan: {
        arrive_by: day,
        mode,
        dispatch_date: dispatch,
        arrival_date: arrival,
        held: dispatch > earliest.dispatch_date,
        lands_on_the_day: arrival === day,
      },
    };
  }

  /** Every day of a month (`YYYY-MM`) with whether it can be chosen and why not. */
  month(now: Date, cls: PostageClass, postcode: string | null | undefined, month: string): ArriveByDay[] {
    const out: ArriveByDay[] = [];
    for (let d = `${month}-01`; d.startsWith(month); d = addCalendarDays(d, 1)) {
      const c = this.check(now, cls, postcode, { day: d });
      out.push(
        c.ok
          ? { date: d, available: true, dispatch_date: c.plan.dispatch_date, reason: null }
          : { date: d, available: false, dispatch_date: null, reason: c.reason },
      );
    }
    return out;
  }

  /** The first and last days that can be chosen now. */
  range(now: Date, cls: PostageClass, postcode: string | null | undefined): { earliest: CalendarDate; latest: CalendarDate } {
    return { earliest: this.dates.plan(now, cls, postcode).arrival_date, latest: addCalendarDays(ukClock(now).day, ARRIVE_BY_MAX_DAYS) };
  }
}
