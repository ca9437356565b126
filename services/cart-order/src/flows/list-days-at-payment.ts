import type { Logger } from '@cards/kit';
import { ListDatePlanner, type ArriveByRules, type CalendarDate } from '../modules/delivery-dates/index.js';
import type { PersonDates } from '../modules/mailing/index.js';
import type { PaidPayment } from '../modules/payments/index.js';

/** What a list whose people have days of their own comes to when the money is in. */
export interface ListDaysPlan {
  /** Each line's people's dates, in the line's order (ordinary lines: empty). */
  people: PersonDates[][];
  /** The order's first print day: its ordinary lines and the first people go then. */
  plan: { dispatch_date: CalendarDate; arrival_date: CalendarDate };
  /** The order is held until its first day (nobody goes at once). */
  heldUntil: CalendarDate | null;
}

const min = (xs: string[]) => xs.reduce((a, b) => (a < b ? a : b));
const max = (xs: string[]) => xs.reduce((a, b) => (a > b ? a : b));

/**
 * Plans each person's day when the order is paid, or null when nobody on its lists has a day or
 * postage of their own (then every card follows the order's day, as before). Each person is
 * planned by their own day (or the order's), their postcode's nation and their postage; a day
 * that slipped out of reach while paying goes as soon as possible (the money decides, as for
 * the order's own day). The order's first day is the earliest of them (and of its ordinary lines'
 * day): the order is held until it when that is later than an order paid now is printed. Those
 * whose day is the first go with the order; each later day is released on that day.
 */
export function planListDays(
  { arriveBy, now, log }: { arriveBy: ArriveByRules; now: Date; log: Logger },
  p: PaidPayment,
  order: { plan: { dispatch_date: CalendarDate; arrival_date: CalendarDate } },
): ListDaysPlan | null {
  const s = p.snapshot;
  if (!ListDatePlanner.hasOwnDays(s.lines.flatMap((l) => l.recipients ?? []))) return null;
  const planner = new ListDatePlanner(arriveBy);
  const defaults = {
    postage_class: s.delivery.postage_class,
    arrive_by: s.delivery.arrive_by ?? null,
    arrive_by_mode: s.delivery.arrive_by_mode ?? ('on_the_day' as const),
  };
  const planned = s.lines.map((l) =>
    (l.recipients ?? []).map((r) => {
      const aim = {
        name: r.name,
        channel: r.channel,
        postcode: r.address?.postcode ?? null,
        arrive_by: r.arrive_by,
        postage_class: r.postage_class,
      };
      const own = planner.person(now, aim, defaults);
      if (own.ok) return own;
      log.warn({ payment: p.id, reason: own.reason }, "a person's day no longer reachable at payment; sent as soon as possible");
      const asap = planner.person(now, { ...aim, arrive_by: 'asap' }, defaults);
      if (!asap.ok) throw new Error(`no plan for ${r.name}: ${asap.reason}`);
      return asap;
    }),
  );
  const hasOrdinary = s.lines.some((l) => !l.recipients?.length);
  const everyone = planned.flat();
  const first = min([...everyone.map((x) => x.dispatch_date), ...(hasOrdinary ? [order.plan.dispatch_date] : [])]);
  const last = max([...everyone.map((x) => x.arrival_date), ...(hasOrdinary ? [order.plan.arrival_date] : [])]);
  const printedNow = arriveBy.dates.dispatchDate(now);
  const heldUntil = first > printedNow ? first : null;
  // Who goes with the order: at once up to today's print run, or on the day it is held until.
  const goesFirst = heldUntil ?? printedNow;
  return {
    people: planned.map((line) =>
      line.map((x) => ({
        dispatch_date: x.dispatch_date,
        arrival_date: x.arrival_date,
        postage_class: x.postage_class,
        released: !heldUntil && x.dispatch_date <= goesFirst,
      })),
    ),
    plan: { dispatch_date: first, arrival_date: last },
    heldUntil,
  };
}
