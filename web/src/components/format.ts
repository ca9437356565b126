import { TZDate } from '@date-fns/tz';
import { format, isValid } from 'date-fns';

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** Pounds as the API sends them (3.95) to "£3.95". */
export function money(pounds: number | null | undefined): string {
  return gbp.format(Number(pounds ?? 0));
}

/** The shop's dates are UK dates, in UK time (GMT or BST), wherever the browser is. */
export const UK_TIME_ZONE = 'Europe/London';

/** A `YYYY-MM-DD` day stays that day; an instant is read in UK time. */
function uk(v: string | Date | null | undefined): TZDate | null {
  if (v == null || v === '') return null;
  const day = typeof v === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(v) : null;
  const t = day
    ? new TZDate(Number(day[1]), Number(day[2]) - 1, Number(day[3]), 12, 0, UK_TIME_ZONE)
    : new TZDate(new Date(v).getTime(), UK_TIME_ZONE);
  return isValid(t) ? t : null;
}

/** "18/12/2025": a date the UK way. */
export function date(v: string | Date | null | undefined): string {
  const t = uk(v);
  return t ? format(t, 'dd/MM/yyyy') : '';
}

/** "Friday 18 December": a day in a sentence (add the year where it may not be this one). */
export function dayName(v: string | Date | null | undefined, opts: { year?: boolean } = {}): string {
  const t = uk(v);
  return t ? format(t, opts.year ? 'EEEE d MMMM yyyy' : 'EEEE d MMMM') : '';
}

/** "18/12/2025, 15:04" in UK time. */
export function dateTime(v: string | Date | null | undefined): string {
  const t = uk(v);
  return t ? format(t, 'dd/MM/yyyy, HH:mm') : '';
}

/** "3pm" or "3:30pm": a UK time of day as the shop writes cut-offs. */
export function timeOfDay(v: string | Date | null | undefined): string {
  const t = uk(v);
  return t ? format(t, t.getMinutes() ? 'h:mmaaa' : 'haaa') : '';
}

/** A timestamp as the value of a `datetime-local` input, in the browser's own time zone (what the input shows). */
export function localInputValue(v: string | null | undefined): string {
  if (!v) return '';
  const d = new Date(v);
  return isValid(d) ? format(d, "yyyy-MM-dd'T'HH:mm") : '';
}
