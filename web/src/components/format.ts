import { arrivalPromise, capitalised, dayInWords, timeInWords, type PromisedArrival } from '@cards/contracts/dates-in-words';
import { format, isValid } from 'date-fns';
import type { Order } from '../api/types';

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** Pounds as the API sends them (3.95) to "£3.95". */
export function money(pounds: number | null | undefined): string {
  return gbp.format(Number(pounds ?? 0));
}

const readable = (v: string | Date | null | undefined): v is string | Date => v != null && v !== '' && isValid(new Date(v));

/**
 * The one way the shop shows a date to people, on every page and in every mail (the same
 * function words the mails): "Tuesday 8 December", "Friday 8 January 2027" when it is not this
 * year. A `YYYY-MM-DD` day stays that day; an instant is read in UK time, wherever the browser is.
 */
export function dayName(v: string | Date | null | undefined): string {
  return readable(v) ? dayInWords(v, new Date()) : '';
}

/** "Tuesday 8 December, 3:04pm": a moment, in UK time. */
export function dateTime(v: string | Date | null | undefined): string {
  return readable(v) ? `${dayInWords(v, new Date())}, ${timeInWords(v)}` : '';
}

/** "3pm" or "3:30pm": a UK time of day as the shop writes cut-offs. */
export function timeOfDay(v: string | Date | null | undefined): string {
  return readable(v) ? timeInWords(v) : '';
}

/** A timestamp as the value of a `datetime-local` input, in the browser's own time zone (what the input shows). */
export function localInputValue(v: string | null | undefined): string {
  if (!v) return '';
  const d = new Date(v);
  return isValid(d) ? format(d, "yyyy-MM-dd'T'HH:mm") : '';
}

/**
 * When a delivery is expected, in the shop's one delivery wording (contracts' `arrivalPromise`):
 * "Expected by Friday 4 December" ("On Friday 4 December" for a guaranteed class); with `inline`,
 * lower case, to follow other words.
 */
export function arrivalWords(
  p: Omit<PromisedArrival, 'arrival_date'> & { arrival_date: string | null | undefined },
  inline = false,
): string {
  if (!readable(p.arrival_date)) return '';
  const words = arrivalPromise({ ...p, arrival_date: p.arrival_date as string }, { now: new Date() });
  return inline ? words : capitalised(words);
}

/** When an order is expected, in the one delivery wording: "Expected by Monday 7 December". */
export function orderArrival(o: Pick<Order, 'expected_arrival_date' | 'delivery'>): string {
  return arrivalWords({
    arrival_date: o.expected_arrival_date,
    postage_class: o.delivery.postage_class,
    destination_known: !!o.delivery.address?.postcode,
  });
}
