import { format } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { useMemo, useState } from 'react';
import { DayPicker, type Modifiers } from 'react-day-picker';
import 'react-day-picker/style.css';
import type { DeliveryCalendarReply } from '../api/types';
import { dayName } from './format';
import { Spinner } from './icon';
import { Alert } from './error-alert';

type CalendarDay = DeliveryCalendarReply['days'][number];

/** A `YYYY-MM-DD` day as the calendar's local Date (midnight in the browser's zone: only the day matters). */
export const toDate = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};
const toDay = (d: Date) => format(d, 'yyyy-MM-dd');

/** The days of one month, as `GET /delivery_calendar` tells them, and how asking for them went. */
export interface CalendarMonth {
  /** The month asked for (`YYYY-MM`); none yet means the calendar's own first month. */
  month: string | undefined;
  /** The last answer (the previous month's while another month loads). */
  calendar: DeliveryCalendarReply | undefined;
  fetching: boolean;
  failed: boolean;
  /** Another month was shown: the caller asks for its days. */
  onMonthChange: (month: string) => void;
}

interface Props extends CalendarMonth {
  /** The chosen day, `YYYY-MM-DD`. */
  value: string | null;
  onChoose: (day: string) => void;
  busy?: boolean;
}

/**
 * The day it should arrive: a month calendar (react-day-picker: a grid with arrow-key, Page Up/Down
 * and Home/End navigation) in which every day can be reached by keyboard; the days the postage
 * cannot make are greyed, and choosing one says why ("No deliveries on Sundays") in the live
 * region under the grid instead of selecting it. The days come from the caller (the feature asks
 * `GET /delivery_calendar` a month at a time).
 */
export function ArriveByCalendar({ month, calendar: data, fetching, failed, onMonthChange, value, onChoose, busy }: Props) {
  const [note, setNote] = useState('');
  const byDay = useMemo(() => new Map<string, CalendarDay>((data?.days ?? []).map((d) => [d.date, d])), [data]);
  if (!data) return failed ? <Alert>We could not load the calendar. Please try again.</Alert> : <Spinner label="Loading the calendar" />;

  const shown = toDate((month ?? data.month) + '-01');
  const unavailable = (d: Date) => byDay.get(toDay(d))?.available === false;
  const choose = (d: Date, mods: Modifiers) => {
    const day = byDay.get(toDay(d));
    if (mods.outside || !day) return;
    if (!day.available) {
      setNote(`${dayName(day.date)}: ${day.reason}`);
      return;
    }
    setNote(`Chosen: ${dayName(day.date)}. At the latest we print and post it on ${dayName(day.dispatch_date)}.`);
    onChoose(day.date);
  };
  return (
    <div className="arrive-by-calendar" aria-busy={busy || fetching || undefined}>
      <DayPicker
        mode="single"
        locale={enGB}
        weekStartsOn={1}
        month={shown}
        onMonthChange={(m) => {
          onMonthChange(format(m, 'yyyy-MM'));
          setNote('');
        }}
        startMonth={toDate(data.earliest)}
        endMonth={toDate(data.latest)}
        selected={value ? toDate(value) : undefined}
        onDayClick={choose}
        // Unavailable days stay focusable, so a keyboard user can hear why each one is not offered.
        modifiers={{ unavailable }}
        modifiersClassNames={{ unavailable: 'is-unavailable' }}
        labels={{
          labelDayButton: (d, mods) => {
            const day = byDay.get(toDay(d));
            const base = dayName(toDay(d));
            if (mods.selected) return `${base}, chosen`;
            return day && !day.available ? `${base}, not available: ${day.reason}` : base;
          },
        }}
        // The footer is the calendar's live region (role="status"): the answer to every choice.
        footer={note || `Greyed days cannot be reached. The earliest is ${dayName(data.earliest)}.`}
      />
    </div>
  );
}
