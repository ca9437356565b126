import { MAILING_LIMITS } from '@cards/contracts';
import { useId, useState } from 'react';
import type { Address, AddressGroup, DeliveryOption } from '../../api/types';
import { arrivalWords } from '../../components/format';
import { recipientChannel } from '@cards/contracts/recipient-greeting';
import { defaultSalutation, matches, type Chosen } from './recipient-choice';

interface Props {
  book: Address[];
  groups: AddressGroup[];
  chosen: Chosen;
  onChange: (next: Chosen) => void;
  /** Whose card the preview shows. */
  previewId: number | null;
  onPreview: (id: number) => void;
  /** The postage the printed cards go by, with its dates: each posted person shows it. */
  postage?: DeliveryOption;
  /** People given a day or a postage of their own: their dates are said under "When each should have it". */
  ownDays?: ReadonlySet<number>;
}

const HOW = { post: 'Posted to', ecard: 'E-card to' } as const;

/**
 * How and when one person gets the card: "Posted to BA1 1AA · Royal Mail 2nd Class, expected by
 * Monday 7 December" (the one delivery wording, for anywhere in the UK until the cart knows
 * better), or "E-card to jo@example.com · e-mailed when you pay, or with the post on a day you
 * choose" (an order held for a chosen day sends its e-cards the day it is released to print).
 */
export function reachInWords(a: Address, postage: DeliveryOption | undefined, ownDay = false): string {
  const channel = recipientChannel(a);
  if (!channel) return 'No postal or e-mail address: add one in your address book';
  // The cart's postage and dates are not theirs: the list's dates say when theirs goes.
  if (ownDay) return `${channel === 'post' ? `${HOW.post} ${a.postcode}` : `${HOW.ecard} ${a.email}`} · on a day of their own`;
  if (channel === 'ecard') return `${HOW.ecard} ${a.email} · e-mailed when you pay, or with the post on a day you choose`;
  const when = postage ? ` · ${postage.name}, ${arrivalWords({ ...postage, destination_known: false }, true)}` : '';
  return `${HOW.post} ${a.postcode}${when}`;
}

/** One entry of the book: tick it, type its greeting for this card, and show its card in the preview. */
function Entry({
  a,
  chosen,
  onChange,
  previewing,
  onPreview,
  postage,
  ownDay,
}: { a: Address; previewing: boolean; ownDay: boolean } & Pick<Props, 'chosen' | 'onChange' | 'onPreview' | 'postage'>) {
  const id = useId();
  const channel = recipientChannel(a);
  const on = chosen.has(a.id);
  const toggle = () => {
    const next = new Map(chosen);
    if (on) next.delete(a.id);
    else next.set(a.id, undefined);
    onChange(next);
  };
  const setGreeting = (v: string) => onChange(new Map(chosen).set(a.id, v));
  return (
    <li className={`recipient ${on ? 'is-on' : ''}`}>
      <label className="recipient-tick">
        <input type="checkbox" checked={on} disabled={!channel} onChange={toggle} />
        <span>
          <strong>{a.label || a.name}</strong>
          <small className="muted">{reachInWords(a, postage, ownDay)}</small>
        </span>
      </label>
      {on && (
        <div className="recipient-greeting">
          <label htmlFor={`${id}-greeting`} className="visually-hidden">
            Greeting for {a.name}
          </label>
          <input
            id={`${id}-greeting`}
            type="text"
            maxLength={MAILING_LIMITS.maxSalutation}
            value={chosen.get(a.id) ?? defaultSalutation(a)}
            onChange={(e) => setGreeting(e.target.value)}
          />
          <button type="button" className="button button-small" aria-pressed={previewing} onClick={() => onPreview(a.id)}>
            {previewing ? 'In the preview' : 'Preview'}
            <span className="visually-hidden"> the card for {a.name}</span>
          </button>
        </div>
      )}
    </li>
  );
}

/** A group ticked whole: every entry of it that can get a card is in, or taken out again. */
function GroupToggles({ book, groups, chosen, onChange }: Pick<Props, 'book' | 'groups' | 'chosen' | 'onChange'>) {
  const byId = new Map(book.map((a) => [a.id, a]));
  if (!groups.length) return null;
  return (
    <fieldset className="group-toggles">
      <legend className="field-label">Whole groups</legend>
      {groups.map((g) => {
        const ids = g.address_ids.filter((id) => byId.has(id) && recipientChannel(byId.get(id)!));
        const all = ids.length > 0 && ids.every((id) => chosen.has(id));
        const toggle = () => {
          const next = new Map(chosen);
          for (const id of ids) {
            if (all) next.delete(id);
            else if (!next.has(id)) next.set(id, undefined);
          }
          onChange(next);
        };
        return (
          <label key={g.id} className="check-inline">
            <input type="checkbox" checked={all} disabled={!ids.length} onChange={toggle} /> {g.name} ({ids.length})
          </label>
        );
      })}
    </fieldset>
  );
}

/**
 * Who gets the card: the address book searched and ticked, whole groups at once, each chosen
 * entry with its greeting line for this card ("Dear Aunt Jean") and how it gets the card.
 */
export function RecipientPicker(props: Props) {
  const { book, chosen, previewId, onPreview } = props;
  const [search, setSearch] = useState('');
  const shown = book.filter((a) => matches(a, search));
  return (
    <div className="stack-sm recipient-picker">
      <GroupToggles {...props} />
      <div className="field">
        <label htmlFor="recipient-search">Search your address book</label>
        <input
          id="recipient-search"
          type="search"
          value={search}
          placeholder="Name, town, postcode or e-mail"
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {shown.length ? (
        <ul className="recipients" role="list" aria-label="Your address book">
          {shown.map((a) => (
            <Entry
              key={a.id}
              a={a}
              chosen={chosen}
              onChange={props.onChange}
              previewing={previewId === a.id}
              onPreview={onPreview}
              postage={props.postage}
              ownDay={!!props.ownDays?.has(a.id)}
            />
          ))}
        </ul>
      ) : (
        <p className="muted">
          {book.length
            ? `Nobody in your address book matches “${search}”.`
            : 'Your address book is empty: import a list, or add people to it in My Account.'}
        </p>
      )}
    </div>
  );
}
