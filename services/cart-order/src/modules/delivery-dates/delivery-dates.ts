// Every date rule of the shop is reckoned in UK time, whatever the server's zone.
import { UK_TIME_ZONE, type PostageClass } from '@cards/contracts';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { BankHolidayCalendar, CalendarDate } from './bank-holidays.js';
import { nationOfPostcode, type UkNation } from './uk-nation.js';

/** How one Royal Mail service travels once it is handed over. */
export interface PostageService {
  /** Weekdays the service delivers on, 0 = Sunday … 6 = Saturday. */
  deliveryDays: readonly number[];
  /** Delivery days from collection to the day Royal Mail aims to deliver it. */
  transitDays: number;
  /** The same for post collected 1–24 December, when Royal Mail asks for more time. */
  christmasTransitDays: number;
}

/**
 * Royal Mail as we use it. 2nd Class is delivered Monday to Friday, aimed (not guaranteed) for within
 * three working days; 1st Class and Tracked 24 are delivered Monday to Saturday and aim for the
 * next one. In the Christmas post 1st Class is given two days (Royal Mail's own last posting
 * dates work out that way: 2nd Thursday 18, 1st Saturday 20 December in 2025).
 */
export const POSTAGE_SERVICES: Record<PostageClass, PostageService> = {
  second: { deliveryDays: [1, 2, 3, 4, 5], transitDays: 3, christmasTransitDays: 3 },
  first: { deliveryDays: [1, 2, 3, 4, 5, 6], transitDays: 1, christmasTransitDays: 2 },
  tracked: { deliveryDays: [1, 2, 3, 4, 5, 6], transitDays: 1, christmasTransitDays: 1 },
};

export interface DeliveryRules {
  /** The daily print cut-off in UK time, `HH:MM`: paid before it, printed and posted that day. */
  cutOff: string;
  /** Where the cards are printed and collected: that nation's bank holidays stop the presses. */
  printNation: UkNation;
  services: Record<PostageClass, PostageService>;
}

export const DEFAULT_DELIVERY_RULES: DeliveryRules = { cutOff: '15:00', printNation: 'england-wales', services: POSTAGE_SERVICES };

/** When an order placed now goes out and when it should land. */
export interface DeliveryPlan {
  postage_class: PostageClass;
  /** The print day: printed and handed to Royal Mail. */
  dispatch_date: CalendarDate;
  /** The day Royal Mail aims to deliver it. */
  arrival_date: CalendarDate;
  /** The instant (UTC ISO) by which an order must be paid to go out on `dispatch_date`. */
  order_by: string;
  /** Whose bank holidays were counted: the postcode's nation, or `null` for every nation's. */
  destination: UkNation | null;
}

/** The Christmas post of one season: the last day each service still arrives before Christmas. */
export interface ChristmasPost {
  season: number;
  /** The last weekday before Christmas Eve: what "before Christmas" aims for. */
  arrive_by: CalendarDate;
  options: Array<{ postage_class: PostageClass; last_dispatch_date: CalendarDate; last_order_at: string }>;
}

const LOOK_AHEAD_DAYS = 60;

function parseCutOff(hhmm: string): { hours: number; minutes: number } {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm);
  if (!m) throw new Error(`print cut-off "${hhmm}" is not HH:MM`);
  return { hours: Number(m[1]), minutes: Number(m[2]) };
}

/** Calendar arithmetic needs no zone: a day is a day. */
export function addCalendarDays(day: CalendarDate, n: number): CalendarDate {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

export function weekdayOf(day: CalendarDate): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The UK calendar day and the minutes past UK midnight of an instant (GMT or BST as it falls). */
export function ukClock(instant: Date): { day: CalendarDate; minutes: number } {
  const t = new TZDate(instant.getTime(), UK_TIME_ZONE);
  return { day: format(t, 'yyyy-MM-dd'), minutes: t.getHours() * 60 + t.getMinutes() };
}

/** The instant of a UK wall-clock time on a day, as UTC ISO. */
export function ukInstant(day: CalendarDate, hours: number, minutes: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, hours, minutes, UK_TIME_ZONE).getTime()).toISOString();
}

/**
 * The delivery-date engine: print days, the daily cut-off, Royal Mail's delivery days and
 * transit, bank holidays of the print site and of the destination, and the Christmas post.
 * Pure given its holiday calendar and rules: every answer depends only on the arguments, so
 * the clock is always passed in.
 */
export class DeliveryDates {
  readonly rules: DeliveryRules;
  private readonly cutOff: { hours: number; minutes: number };

  constructor(
    private readonly holidays: BankHolidayCalendar,
    rules: Partial<DeliveryRules> = {},
  ) {
    this.rules = { ...DEFAULT_DELIVERY_RULES, ...rules };
    this.cutOff = parseCutOff(this.rules.cutOff);
  }

  /** A day the cards are printed and Royal Mail collects: not a Sunday, not a bank holiday where we print. */
  isPrintDay(day: CalendarDate): boolean {
    return weekdayOf(day) !== 0 && !this.holidays.isBankHoliday(day, this.rules.printNation);
  }

  /** A day the service delivers to the destination (`null`: anywhere in the UK, every nation's holidays). */
  isDeliveryDay(day: CalendarDate, cls: PostageClass, destination: UkNation | null): boolean {
    return this.rules.services[cls].deliveryDays.includes(weekdayOf(day)) && !this.holidays.isBankHoliday(day, destination);
  }

  /** The first print day an order paid at `now` makes: today before the cut-off, else the next. */
  dispatchDate(now: Date): CalendarDate {
    const { day, minutes } = ukClock(now);
    const beforeCutOff = minutes < this.cutOff.hours * 60 + this.cutOff.minutes;
    return this.nextPrintDay(beforeCutOff ? day : addCalendarDays(day, 1));
  }

  /** The first print day on or after `day`. */
  nextPrintDay(day: CalendarDate): CalendarDate {
    let d = day;
    for (let i = 0; i < LOOK_AHEAD_DAYS && !this.isPrintDay(d); i++) d = addCalendarDays(d, 1);
    return d;
  }

  /** The cut-off instant on a print day: pay by then to go out that day. */
  orderBy(dispatch: CalendarDate): string {
    return ukInstant(dispatch, this.cutOff.hours, this.cutOff.minutes);
  }

  /** Whether post collected on `dispatch` travels in the Christmas post (1–24 December). */
  isChristmasPost(dispatch: CalendarDate): boolean {
    return dispatch.slice(5, 7) === '12' && Number(dispatch.slice(8, 10)) <= 24;
  }

  /** The day the service aims to deliver post collected on `dispatch`. */
  arrivalDate(dispatch: CalendarDate, cls: PostageClass, destination: UkNation | null): CalendarDate {
    const s = this.rules.services[cls];
    let left = this.isChristmasPost(dispatch) ? s.christmasTransitDays : s.transitDays;
    let d = dispatch;
    for (let i = 0; i < LOOK_AHEAD_DAYS && left > 0; i++) {
      d = addCalendarDays(d, 1);
      if (this.isDeliveryDay(d, cls, destination)) left--;
    }
    return d;
  }

  /** Dispatch, arrival and pay-by for one postage class, to a postcode (or anywhere in the UK). */
  plan(now: Date, cls: PostageClass, postcode?: string | null): DeliveryPlan {
    const dispatch = this.dispatchDate(now);
    const destination = nationOfPostcode(postcode);
    return {
      postage_class: cls,
      dispatch_date: dispatch,
      arrival_date: this.arrivalDate(dispatch, cls, destination),
      order_by: this.orderBy(dispatch),
      destination,
    };
  }

  /**
   * The latest print day from which the service still arrives on or before `arriveBy`, or
   * `null` when none is left after `notBefore` (the day an order placed now could go out).
   */
  latestDispatchFor(
    arriveBy: CalendarDate,
    cls: PostageClass,
    destination: UkNation | null,
    notBefore?: CalendarDate,
  ): CalendarDate | null {
    let d = addCalendarDays(arriveBy, -1);
    for (let i = 0; i < LOOK_AHEAD_DAYS; i++, d = addCalendarDays(d, -1)) {
      if (notBefore && d < notBefore) return null;
      if (this.isPrintDay(d) && this.arrivalDate(d, cls, destination) <= arriveBy) return d;
    }
    return null;
  }

  /** The season whose Christmas comes next: this year's until Christmas Eve, then next year's. */
  christmasSeason(now: Date): number {
    const { day } = ukClock(now);
    const year = Number(day.slice(0, 4));
    return day.slice(5) <= '12-24' ? year : year + 1;
  }

  /** The last order times for delivery before Christmas, for the coming season, anywhere in the UK. */
  christmas(now: Date): ChristmasPost {
    const season = this.christmasSeason(now);
    let arriveBy = `${season}-12-23`;
    while (weekdayOf(arriveBy) === 0 || weekdayOf(arriveBy) === 6 || this.holidays.isBankHoliday(arriveBy, null))
      arriveBy = addCalendarDays(arriveBy, -1);
    const classes = Object.keys(this.rules.services) as PostageClass[];
    return {
      season,
      arrive_by: arriveBy,
      options: classes.map((cls) => {
        const last = this.latestDispatchFor(arriveBy, cls, null)!;
        return { postage_class: cls, last_dispatch_date: last, last_order_at: this.orderBy(last) };
      }),
    };
  }
}
