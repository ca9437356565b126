/**
 * The shop's dates in words, for people: one format everywhere ("Tuesday 8 December", with the
 * year when it is not this year), and the one sentence that promises a delivery. Pure and
 * shared (no Node or DOM API beyond `Intl`): the services word their answers and mails with
 * it, and the web app words every date it shows with it, so a date reads the same on every
 * page and in every mail. Machine dates stay ISO (`YYYY-MM-DD`, UTC instants) in the API.
 */

/** The shop's dates are UK dates: reckoned and shown in Europe/London, GMT or BST as it falls. */
export const UK_TIME_ZONE = 'Europe/London';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const ukClockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant's UK wall clock: its calendar day and time of day (GMT or BST as it falls). */
function ukWallClock(instant: Date | string): { day: string; hours: number; minutes: number } {
  const t = typeof instant === 'string' ? new Date(instant) : instant;
  const p = Object.fromEntries(ukClockFormat.formatToParts(t).map((x) => [x.type, x.value]));
  return { day: `${p.year}-${p.month}-${p.day}`, hours: Number(p.hour) % 24, minutes: Number(p.minute) };
}

/** The UK calendar day (`YYYY-MM-DD`) of an instant; a calendar day stays itself. */
export function ukDayOf(v: Date | string): string {
  return typeof v === 'string' && CALENDAR_DAY.test(v) ? v : ukWallClock(v).day;
}

/** What the words are measured against. */
export interface InWordsOptions {
  /** The moment the words are for: "this year" and "today" are its. */
  now: Date;
  /**
   * Say "today" for a time today. For answers a page shows and refreshes when its promise runs
   * out; a mail, which may be read tomorrow, names the day instead.
   */
  relative?: boolean;
}

/**
 * A day as people read it: "Tuesday 8 December", or "Friday 8 January 2027" when it is not in
 * the year of `now` (UK time). Takes a calendar day or an instant (read in UK time).
 */
export function dayInWords(v: Date | string, now: Date): string {
  const day = ukDayOf(v);
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const words = `${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]} ${d} ${MONTHS[m - 1]}`;
  return y === Number(ukDayOf(now).slice(0, 4)) ? words : `${words} ${y}`;
}

/** A time of day as the shop writes cut-offs: `15:00` → "3pm", `15:30` → "3:30pm", `12:00` → "12pm". */
export function clockInWords(hhmm: string): string {
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${h12}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}${hours < 12 ? 'am' : 'pm'}`;
}

/** An instant's UK time of day as the shop writes cut-offs: "3pm", "3:30pm", "12pm". */
export function timeInWords(instant: Date | string): string {
  const { hours, minutes } = ukWallClock(instant);
  return clockInWords(`${hours}:${minutes}`);
}

/** A moment to act by: "3pm today" (when relative), else "3pm on Monday 30 November". */
export function momentInWords(instant: Date | string, o: InWordsOptions): string {
  const time = timeInWords(instant);
  return o.relative && ukDayOf(instant) === ukDayOf(o.now) ? `${time} today` : `${time} on ${dayInWords(instant, o.now)}`;
}

/**
 * Whether a postage class promises its day, rather than aims for it. Royal Mail aims to deliver
 * 2nd Class, 1st Class and Tracked 24 on a day and does not guarantee it, so their arrival is
 * "expected by" that day; a guaranteed service (Special Delivery, were it sold) arrives "on" it.
 */
export const GUARANTEED_DAY: Readonly<Record<string, boolean>> = { second: false, first: false, tracked: false };

/** When a delivery lands, as far as its postage promises it. */
export interface PromisedArrival {
  arrival_date: string;
  /** The postage class (`second`, `first`, `tracked`): a guaranteed one arrives "on" its day. */
  postage_class?: string;
  /** False when the destination is not known yet, so `arrival_date` is the latest of the UK's nations: never "on". */
  destination_known?: boolean;
}

/** The dates of one delivery: printed and posted, and expected to land. */
export interface PromisedDelivery extends PromisedArrival {
  dispatch_date: string;
  /** Pay by this instant to go out on `dispatch_date`; absent for an order already paid. */
  order_by?: string | null;
}

/**
 * The arrival half of the one delivery promise: "on Friday 4 December" for a guaranteed class
 * to a known address, "expected by Friday 4 December" for the rest. Pages and mails that show
 * only the arrival say it in these words.
 */
export function arrivalPromise(p: PromisedArrival, o: InWordsOptions): string {
  const day = dayInWords(p.arrival_date, o.now);
  return GUARANTEED_DAY[p.postage_class ?? ''] && p.destination_known !== false ? `on ${day}` : `expected by ${day}`;
}

/**
 * The one delivery promise, worded the same in the cart, at checkout, on the Christmas page,
 * in `GET /delivery_options`, on the order and in the mails. The deadline is said only when it is
 * the customer's to meet now: "Posted today if you order by 3pm; expected by Tuesday 1 December"
 * before today's cut-off; after it (or on a day nothing is posted) an order placed now goes on
 * the next print day, "Posted Saturday 28 November; expected by Wednesday 2 December", the same
 * words as for a paid order. A guaranteed class says "arrives on" its day.
 */
export function deliveryPromise(p: PromisedDelivery, o: InWordsOptions): string {
  const today = o.relative && p.dispatch_date === ukDayOf(o.now);
  const posted = today ? 'Posted today' : `Posted ${dayInWords(p.dispatch_date, o.now)}`;
  const condition = p.order_by && today ? ` if you order by ${timeInWords(p.order_by)}` : '';
  const arrival = arrivalPromise(p, o);
  return `${posted}${condition}; ${arrival.startsWith('on ') ? `arrives ${arrival}` : arrival}`;
}

/** A sentence's first letter in capitals: "Expected by Friday 4 December" where the promise starts a line. */
export function capitalised(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What to do for a date in time: "Order by 3pm today with Royal Mail 1st Class". */
export function orderByInWords(p: { order_by: string; postage: string }, o: InWordsOptions): string {
  return `Order by ${momentInWords(p.order_by, o)} with ${p.postage}`;
}
