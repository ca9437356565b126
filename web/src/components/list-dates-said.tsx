import type { ListDate } from '@cards/contracts';

/**
 * A list's people by date, in the server's words: the last moment to order for each day ("Order
 * by 3pm on Wednesday 25 November for these 3 to arrive by Monday 30 November"), or why a day
 * can no longer be made. The page never reckons a date itself (docs/dates.md).
 */
export function ListDatesSaid({ dates, label }: { dates: ListDate[]; label: string }) {
  if (!dates.length) return null;
  return (
    <ul className="list-dates" aria-label={label} data-testid="list-dates">
      {dates.map((d) => (
        <li key={d.arrive_by ?? 'asap'} className={d.error ? 'form-error' : 'field-hint'}>
          {d.error ? <span role="alert">{d.words}</span> : d.words}
        </li>
      ))}
    </ul>
  );
}

/** Whether a list has days of its own worth saying one by one (else the cart's one promise says it). */
export const hasOwnDates = (dates: ListDate[] | undefined): dates is ListDate[] =>
  !!dates && (dates.length > 1 || dates.some((d) => d.arrive_by !== null || d.error));
