import {
  capitalised,
  dayInWords,
  deliveryPromise,
  momentInWords,
  type ArriveByMode,
  type ListDate,
  type MailingChannel,
  type PostageClass,
} from '@cards/contracts';
import type { ArriveByRules } from './arrive-by.js';
import type { CalendarDate } from './bank-holidays.js';
import { addCalendarDays, ukClock, type DeliveryDates } from './delivery-dates.js';
import { ARRIVE_BY_MAX_DAYS } from './arrive-by.js';
import { nationOfPostcode } from './uk-nation.js';

/** One person on a list as the dates see them: how their card goes, where, and the day and postage they asked for. */
export interface PersonAim {
  name: string;
  channel: MailingChannel;
  postcode: string | null;
  /** Their own day or `asap`; null or absent: the list's. */
  arrive_by?: string | null;
  postage_class?: PostageClass | null;
}

/** The cart's (or the order's) own delivery: what a person without a day or postage of their own follows. */
export interface ListDefaults {
  postage_class: PostageClass;
  arrive_by: CalendarDate | null;
  arrive_by_mode: ArriveByMode;
}

/** What one person's day comes to now: when their card goes and lands, and the last moment to pay for it. */
export type PersonPlan =
  | {
      ok: true;
      day: CalendarDate | null;
      dispatch_date: CalendarDate;
      arrival_date: CalendarDate;
      /** Pay by this to make the day; null: as soon as possible, no deadline. */
      order_by: string | null;
      postage_class: PostageClass | null;
    }
  | { ok: false; day: CalendarDate | null; reason: string };

/**
 * A day per person on a list, on top of the arrive-by rules: each printed card is checked
 * against its own postcode's nation and bank holidays and its own postage (or the cart's), an
 * e-card is e-mailed on its day (or at once). The list is then said by date: for each day, who
 * is on it and the last moment to order so every one of them still makes it.
 */
export class ListDatePlanner {
  private readonly dates: DeliveryDates;

  constructor(private readonly arriveBy: ArriveByRules) {
    this.dates = arriveBy.dates;
  }

  /** Whether anyone on the list has a day or a postage of their own (else the list follows the cart, as before). */
  static hasOwnDays(people: Array<Pick<PersonAim, 'arrive_by' | 'postage_class'>>): boolean {
    return people.some((p) => p.arrive_by || p.postage_class);
  }

  person(now: Date, p: PersonAim, list: ListDefaults): PersonPlan {
    const day = p.arrive_by === 'asap' ? null : (p.arrive_by ?? list.arrive_by);
    const mode: ArriveByMode = p.arrive_by ? 'on_the_day' : list.arrive_by_mode;
    if (p.channel === 'ecard') return this.ecard(now, p, day, mode);
    const cls = p.postage_class ?? list.postage_class;
    if (!day) {
      const asap = this.dates.plan(now, cls, p.postcode);
      return { ok: true, day, dispatch_date: asap.dispatch_date, arrival_date: asap.arrival_date, order_by: null, postage_class: cls };
    }
    const c = this.arriveBy.check(now, cls, p.postcode, { day, mode });
    if (!c.ok) return { ok: false, day, reason: `${p.name}: ${c.reason}` };
    const earliest = this.dates.dispatchDate(now);
    const latest = this.dates.latestDispatchFor(day, cls, nationOfPostcode(p.postcode), earliest) ?? c.plan.dispatch_date;
    return {
      ok: true,
      day,
      dispatch_date: c.plan.dispatch_date,
      arrival_date: c.plan.arrival_date,
      order_by: this.dates.orderBy(latest),
      postage_class: cls,
    };
  }

  /** An e-card goes on its day (at the start of it, with that day's release), or at once. */
  private ecard(now: Date, p: PersonAim, day: CalendarDate | null, mode: ArriveByMode): PersonPlan {
    const today = ukClock(now).day;
    if (!day) return { ok: true, day, dispatch_date: today, arrival_date: today, order_by: null, postage_class: null };
    if (day < today) return { ok: false, day, reason: `${p.name}: That day has passed` };
    if (day > addCalendarDays(today, ARRIVE_BY_MAX_DAYS))
      return { ok: false, day, reason: `${p.name}: Too far ahead: choose a day within the next 12 months` };
    const sendOn = mode === 'on_the_day' ? day : today;
    return { ok: true, day, dispatch_date: sendOn, arrival_date: sendOn, order_by: null, postage_class: null };
  }

  /** The list by date, as of `now`: "as soon as possible" first, then each day in order. */
  groups(now: Date, people: Array<PersonAim & { id: number }>, list: ListDefaults): ListDate[] {
    const byDay = new Map<string, Array<{ id: number; p: PersonAim; plan: PersonPlan }>>();
    for (const p of people) {
      const plan = this.person(now, p, list);
      const key = plan.day ?? '';
      (byDay.get(key) ?? byDay.set(key, []).get(key)!).push({ id: p.id, p, plan });
    }
    return [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, g]) => this.group(now, key || null, g));
  }

  private group(now: Date, day: CalendarDate | null, g: Array<{ id: number; p: PersonAim; plan: PersonPlan }>): ListDate {
    const planned = g.flatMap((x) => (x.plan.ok ? [x.plan] : []));
    const errors = g.flatMap((x) => (x.plan.ok ? [] : [x.plan.reason]));
    const min = (xs: string[]) => (xs.length ? xs.reduce((a, b) => (a < b ? a : b)) : null);
    const max = (xs: string[]) => (xs.length ? xs.reduce((a, b) => (a > b ? a : b)) : null);
    const dispatch = min(planned.map((x) => x.dispatch_date));
    const arrival = max(planned.map((x) => x.arrival_date));
    const orderBy = min(planned.flatMap((x) => (x.order_by ? [x.order_by] : [])));
    const posted = g.filter((x) => x.p.channel === 'post');
    const these = g.length === 1 ? 'this one' : `these ${g.length}`;
    const words = (): string => {
      if (errors.length) return errors.join('; ');
      if (!posted.length) {
        const ecards = g.length === 1 ? 'This e-card is' : `These ${g.length} e-cards are`;
        return day && dispatch === day ? `${ecards} e-mailed on ${dayInWords(day, now)}` : `${ecards} e-mailed when the order is paid`;
      }
      if (day && orderBy)
        return `Order by ${momentInWords(orderBy, { now, relative: true })} for ${these} to arrive by ${dayInWords(day, now)}`;
      // The post's own print day: an e-card beside it goes today, which says nothing of the post.
      const postedOn = min(posted.flatMap((x) => (x.plan.ok ? [x.plan.dispatch_date] : [])))!;
      const promise = deliveryPromise(
        { dispatch_date: postedOn, arrival_date: arrival!, order_by: this.dates.orderBy(postedOn), destination_known: true },
        { now, relative: true },
      );
      return `${capitalised(`as soon as possible for ${these}`)}: ${promise.charAt(0).toLowerCase()}${promise.slice(1)}`;
    };
    return {
      arrive_by: day,
      count: g.length,
      recipient_ids: g.map((x) => x.id),
      dispatch_date: dispatch,
      arrival_date: arrival,
      order_by: orderBy,
      words: words(),
      error: errors.length ? errors.join('; ') : null,
    };
  }
}
