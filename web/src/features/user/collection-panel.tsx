import type { Address } from '../../api/types';
import { dateTime } from '../../components/format';
import { toast } from '../../app/toast';
import {
  useAcceptOfferedUpdateMutation,
  useCreateCollectionLinkMutation,
  useDismissOfferedUpdateMutation,
  useListCollectionLinksQuery,
  useListOfferedUpdatesQuery,
  useTurnOffCollectionLinkMutation,
} from './collection.api';
import { ErrorAlert } from '../../components/error-alert';

const oneLine = (a: { line1: string; line2?: string; city: string; postcode: string }) =>
  [a.line1, a.line2, a.city, a.postcode].filter(Boolean).join(', ');

/** The chosen group's link where people give their own address: make one, copy it, turn it off. */
export function CollectionLinkPanel({ group }: { group: { id: number; name: string } }) {
  const { data: links = [] } = useListCollectionLinksQuery();
  const [create, creating] = useCreateCollectionLinkMutation();
  const [turnOff] = useTurnOffCollectionLinkMutation();
  const live = links.filter((l) => l.group_id === group.id && l.active);
  const copy = (url: string) =>
    void navigator.clipboard?.writeText(url).then(
      () => toast.success('Link copied.'),
      () => undefined,
    );
  return (
    <div className="card-box stack-sm" aria-label={`Ask people in ${group.name} for their address`} role="region">
      <h2 style={{ margin: 0, fontSize: '1.1rem' }}>Ask for addresses</h2>
      <p className="muted" style={{ margin: 0 }}>
        Share a link: each person types their own name and address into “{group.name}”. They see only your name, never anyone else’s
        address. You get one e-mail with what came in.
      </p>
      {live.map((l) => (
        <div key={l.id} className="stack-sm">
          <input className="input" readOnly value={l.url} aria-label="The link to share" onFocus={(e) => e.target.select()} />
          <p className="field-hint" style={{ margin: 0 }}>
            Works until {dateTime(l.expires_at)} · {l.given} {l.given === 1 ? 'answer' : 'answers'} so far
          </p>
          <div className="button-row">
            <button type="button" className="button" onClick={() => copy(l.url)}>
              Copy link
            </button>
            <button type="button" className="button" onClick={() => void turnOff(l.id)}>
              Turn off
            </button>
          </div>
        </div>
      ))}
      {!live.length && (
        <div className="button-row">
          <button type="button" className="button button-primary" disabled={creating.isLoading} onClick={() => void create(group.id)}>
            Make a link for “{group.name}”
          </button>
        </div>
      )}
      {creating.isError && <ErrorAlert error={creating.error} />}
    </div>
  );
}

/** Answers that matched an entry already in the book: the sender accepts or dismisses each; nothing is overwritten by itself. */
export function OfferedUpdates({ addresses }: { addresses: Address[] }) {
  const { data: offers = [] } = useListOfferedUpdatesQuery();
  const [accept] = useAcceptOfferedUpdateMutation();
  const [dismiss] = useDismissOfferedUpdateMutation();
  if (!offers.length) return null;
  return (
    <div className="card-box stack-sm" role="region" aria-label="Updates people gave">
      <h2 style={{ margin: 0, fontSize: '1.1rem' }}>Updates people gave ({offers.length})</h2>
      <ul className="stack-sm" role="list" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {offers.map((o) => {
          const now = addresses.find((a) => a.id === o.address_id);
          return (
            <li key={o.id} className="stack-sm">
              <p style={{ margin: 0 }}>
                <strong>{o.given.name}</strong>: {oneLine(o.given)}
                {now && <span className="muted"> (now: {oneLine(now)})</span>}
              </p>
              <div className="button-row">
                <button type="button" className="button button-primary" onClick={() => void accept(o.id)}>
                  Use the new address
                </button>
                <button type="button" className="button" onClick={() => void dismiss(o.id)}>
                  Keep mine
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
