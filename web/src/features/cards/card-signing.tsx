import type { CardSignature } from '@cards/contracts';
import { useId, useState } from 'react';
import { toast } from '../../app/toast';
import { errorMessage } from '../../api/base-api';
import type { Card } from '../../api/types';
import { Icon, Spinner } from '../../components/icon';
import { dateTime } from '../../components/format';
import {
  useCloseSigningMutation,
  useDeleteCardSignatureMutation,
  useGetCardSigningQuery,
  useOpenSigningMutation,
  useUpdateCardSignatureMutation,
} from './signing.api';

/** One signature in the owner's list: read, correct, or take off the card. */
function SignatureRow({ cardId, s, limits }: { cardId: number; s: CardSignature; limits: { message_max: number; name_max: number } }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(s.name);
  const [message, setMessage] = useState(s.message);
  const [update, updating] = useUpdateCardSignatureMutation();
  const [remove, removing] = useDeleteCardSignatureMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const save = async () => {
    const r = await update({ card_id: cardId, id: s.id, signature: { name, message } });
    if ('error' in r) {
      setProblem(errorMessage(r.error, 'That change could not be saved.'));
      return;
    }
    setProblem(null);
    setEditing(false);
  };
  const onRemove = async () => {
    if (!window.confirm(`Remove ${s.name}'s message from the card?`)) return;
    const r = await remove({ card_id: cardId, id: s.id });
    if ('error' in r) toast.error(errorMessage(r.error, 'That signature could not be removed.'));
  };
  return (
    <li className="signature" data-signature={s.id}>
      {editing ? (
        <div className="stack">
          <label>
            Message
            <textarea value={message} maxLength={limits.message_max} rows={3} onChange={(e) => setMessage(e.target.value)} />
          </label>
          <label>
            Name
            <input value={name} maxLength={limits.name_max} onChange={(e) => setName(e.target.value)} />
          </label>
          {problem && (
            <p className="form-error" role="alert">
              {problem}
            </p>
          )}
          <div className="button-row">
            <button type="button" className="button button-small button-primary" disabled={updating.isLoading} onClick={() => void save()}>
              Save
            </button>
            <button
              type="button"
              className="button button-small"
              onClick={() => {
                setEditing(false);
                setName(s.name);
                setMessage(s.message);
              }}
            >
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <>
          <p className="signature-message">{s.message}</p>
          <p className="signature-name">
            — {s.name}
            {s.edited_by_owner ? <span className="muted"> (edited by you)</span> : null}
          </p>
          <div className="button-row">
            <button type="button" className="button button-small" aria-label={`Edit ${s.name}'s message`} onClick={() => setEditing(true)}>
              <Icon name="edit" size={16} /> Edit
            </button>
            <button
              type="button"
              className="button button-small button-danger"
              aria-label={`Remove ${s.name}'s message`}
              disabled={removing.isLoading}
              onClick={() => void onRemove()}
            >
              <Icon name="delete" size={16} /> Remove
            </button>
          </div>
        </>
      )}
    </li>
  );
}

/**
 * "Ask others to sign": the owner turns signing on (a private link, optionally closing at a
 * date), copies the link, sees the signatures arrive live, corrects or removes any, and turns
 * signing off. The signatures print on the inside of every option of the card.
 */
export function CardSigningPanel({ card }: { card: Pick<Card, 'id' | 'recipient_name'> }) {
  const id = useId();
  const { data, isLoading, error } = useGetCardSigningQuery(card.id);
  const [open, opening] = useOpenSigningMutation();
  const [close, closing] = useCloseSigningMutation();
  const [closesAt, setClosesAt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const onOpen = async () => {
    setProblem(null);
    const r = await open({ card_id: card.id, closes_at: closesAt ? new Date(closesAt).toISOString() : null });
    if ('error' in r) setProblem(errorMessage(r.error, 'Signing could not be turned on.'));
  };
  const onClose = async () => {
    if (!window.confirm('Stop taking signatures? The link stops working; the messages already written stay on the card.')) return;
    const r = await close(card.id);
    if ('error' in r) setProblem(errorMessage(r.error, 'Signing could not be turned off.'));
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied. Send it to everyone who should sign.');
    } catch {
      toast.info('Select the link and copy it.');
    }
  };

  if (isLoading)
    return (
      <div className="card-box">
        <Spinner label="Loading signatures" />
      </div>
    );
  if (!data)
    return (
      <div className="card-box">
        <p className="form-error" role="alert">
          {errorMessage(error, 'Signatures could not be loaded.')}
        </p>
      </div>
    );
  const link = data.link;
  return (
    <section className="card-box signing" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Ask others to sign</h2>
      <p className="muted">
        Share a private link: colleagues, friends and family add a short message and their name — no account needed. Their messages are
        printed inside the card in handwriting.
      </p>
      {link ? (
        <div className="stack">
          <label htmlFor={`${id}-url`}>Signing link{link.open ? '' : ' (closed)'}</label>
          <div className="row">
            <input id={`${id}-url`} className="signing-url" readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} />
            <button type="button" className="button button-small" onClick={() => void copy(link.url)}>
              Copy link
            </button>
          </div>
          <p className="muted">
            When everyone has signed, stop signing and order: the print is made from the signatures there are when you pay.
          </p>
          <p className="muted">
            {link.closes_at ? `${link.open ? 'Closes' : 'Closed'} ${dateTime(link.closes_at)}.` : 'Open until you turn it off.'}
          </p>
          <div className="button-row">
            <button type="button" className="button button-small button-danger" disabled={closing.isLoading} onClick={() => void onClose()}>
              Stop signing
            </button>
            <button type="button" className="button button-small" disabled={opening.isLoading} onClick={() => void onOpen()}>
              Make a new link
            </button>
          </div>
        </div>
      ) : (
        <div className="stack">
          <label htmlFor={`${id}-closes`}>Stop taking signatures on (optional)</label>
          <input id={`${id}-closes`} type="datetime-local" value={closesAt} onChange={(e) => setClosesAt(e.target.value)} />
          <button type="button" className="button button-primary" disabled={opening.isLoading} onClick={() => void onOpen()}>
            Turn on signing
          </button>
        </div>
      )}
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <h3 aria-live="polite">
        {data.signatures.length === 0
          ? 'No signatures yet'
          : `${data.signatures.length} ${data.signatures.length === 1 ? 'signature' : 'signatures'}`}
      </h3>
      <ul className="signatures" aria-label="Signatures">
        {data.signatures.map((s) => (
          <SignatureRow key={`${s.id}-${s.updated_at}`} cardId={card.id} s={s} limits={data.limits} />
        ))}
      </ul>
    </section>
  );
}
