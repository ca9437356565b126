import type { PostageClass, RecipientArriveBy } from '@cards/contracts';
import { recipientChannel } from '@cards/contracts/recipient-greeting';
import { useState } from 'react';
import type { Address } from '../../api/types';
import { useListDatesQuery, type ListDateChoices } from '../cart/cart.api';
import { ListDatesSaid } from '../../components/list-dates-said';
import { ErrorAlert } from '../../components/error-alert';

/** Each chosen person's own day and postage, by address-book entry (none: the cart's). */
export interface Day {
  arrive_by?: RecipientArriveBy;
  postage_class?: PostageClass;
}
export type Days = Map<number, Day>;

/** The chosen list as the API takes it, each person with the day and postage given them. */
export const withDays = <T extends { address_id: number }>(rs: T[], days: Days) => rs.map((r) => ({ ...r, ...days.get(r.address_id) }));

const POSTAGE: Array<[PostageClass | '', string]> = [
  ['', 'The cart’s postage'],
  ['second', 'Royal Mail 2nd Class'],
  ['first', 'Royal Mail 1st Class'],
  ['tracked', 'Royal Mail Tracked 24'],
];

/** One person's day (empty: the cart's, as soon as possible when it has none) and, for a printed card, their postage. */
function PersonDay({ a, day, onChange }: { a: Address; day: Day | undefined; onChange: (v: Day) => void }) {
  const post = recipientChannel(a) === 'post';
  return (
    <li className="person-day">
      <span>
        <strong>{a.name}</strong> <small className="muted">{post ? a.postcode : 'e-card'}</small>
      </span>
      <label>
        <span className="visually-hidden">Day {a.name} should have it by</span>
        <input
          type="date"
          value={day?.arrive_by && day.arrive_by !== 'asap' ? day.arrive_by : ''}
          onChange={(e) => onChange({ ...day, arrive_by: e.target.value || undefined })}
        />
      </label>
      {post && (
        <select
          aria-label={`Postage for ${a.name}`}
          value={day?.postage_class ?? ''}
          onChange={(e) => onChange({ ...day, postage_class: (e.target.value || undefined) as PostageClass | undefined })}
        >
          {POSTAGE.map(([v, name]) => (
            <option key={v} value={v}>
              {name}
            </option>
          ))}
        </select>
      )}
    </li>
  );
}

/**
 * "When each should have it": a day and a postage per person (a birthday on the 20th, cousins
 * further away by 1st Class), and, in the server's words, the last moment to order for each day.
 */
export function ListDays({
  people,
  choices,
  days,
  onDays,
}: {
  people: Address[];
  choices: ListDateChoices;
  days: Days;
  onDays: (d: Days) => void;
}) {
  const dates = useListDatesQuery(choices, { skip: !choices.length });
  const [open, setOpen] = useState(false);
  if (!people.length) return null;
  const set = (id: number, v: Day) => onDays(new Map(days).set(id, v));
  return (
    <section className="card-box stack-sm" aria-labelledby="days-title">
      <h2 id="days-title" style={{ margin: 0 }}>
        When each should have it
      </h2>
      <p className="field-hint" style={{ margin: 0 }}>
        Everyone goes as soon as possible (or on the cart’s day) unless you give them a day of their own. Each day is checked against their
        postcode’s bank holidays and their postage, and each day’s cards are posted on their own print day.
      </p>
      {dates.isError && <ErrorAlert error={dates.error} fallback="These days cannot be checked now." />}
      <ListDatesSaid dates={dates.data?.dates ?? []} label="The last moment to order for each day" />
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>Give people their own day ({people.length})</summary>
        <ul className="person-days" role="list">
          {people.map((a) => (
            <PersonDay key={a.id} a={a} day={days.get(a.id)} onChange={(v) => set(a.id, v)} />
          ))}
        </ul>
      </details>
    </section>
  );
}
