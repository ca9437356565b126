import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** The shop's dates are UK dates: reckoned and shown in Europe/London, GMT or BST as it falls. */
export const UK_TIME_ZONE = 'Europe/London';

/** A `YYYY-MM-DD` day (or an instant) as the UK reads it in a sentence: "Friday 18 December". */
export function ukDayName(day: string | Date): string {
  return format(toUk(day), 'EEEE d MMMM');
}

/** A `YYYY-MM-DD` day (or an instant) in the UK's numeric form: "18/12/2025". */
export function ukNumericDate(day: string | Date): string {
  return format(toUk(day), 'dd/MM/yyyy');
}

/** An instant's UK wall-clock time, "3pm" or "3:30pm", as the shop writes cut-offs. */
export function ukTime(instant: string | Date): string {
  const t = toUk(instant);
  return format(t, t.getMinutes() ? 'h:mmaaa' : 'haaa');
}

function toUk(v: string | Date): TZDate {
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) {
    const [y, m, d] = v.split('-').map(Number) as [number, number, number];
    return new TZDate(y, m - 1, d, 12, 0, UK_TIME_ZONE);
  }
  return new TZDate(new Date(v).getTime(), UK_TIME_ZONE);
}
