import type { CardSignature, SigningLink } from '@cards/contracts';
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
import { askToConfirm } from '../../components/confirm';
import { possessive } from '../../components/plural';
import { ErrorAlert } from '../../components/error-alert';

type SignatureLimits = { message_max: number; name_max: number };

/** The open editor of one signature: its message and name, saved or put back as they were. */
function SignatureEditor({ cardId, s, limits, onDone }: { cardId: number; s: CardSignature; limits: SignatureLimits; onDone: () => void }) {
  const [name, setName] = useState(s.name);
  const [message, setMessage] = useState(s.message);
  const [update, updating] = useUpdateCardSignatureMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const save = async () => {
    const r = await update({ card_id: cardId, id: s.id, signature: { name, message } });
    if ('error' in r) {
      setProblem(errorMessage(r.error, 'That change could not be saved.'));
      return;
    }
    setProblem(null);
    onDone();
  };
  return (
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
        <button type="button" className="button button-small" onClick={onDone}>
          Cancel
        </button>
      </div>
    </div>
  );
}

/** One signature as it reads on the card, with the owner's buttons to correct or remove it. */
function SignatureView({ cardId, s, onEdit }: { cardId: number; s: CardSignature; onEdit: () => void }) {
  const [remove, removing] = useDeleteCardSignatureMutation();
  const onRemove = async () => {
    const yes = await askToConfirm({
      title: `Remove ${possessive(s.name)} message?`,
      message: 'It comes off the card.',
      confirmLabel: 'Remove',
    });
    if (!yes) return;
    const r = await remove({ card_id: cardId, id: s.id });
    if ('error' in r) toast.error(errorMessage(r.error, 'That signature could not be removed.'));
  };
  return (
    <>
      <p className="signature-message">{s.message}</p>
      <p className="signature-name">
        — {s.name}
        {s.edited_by_owner ? <span className="muted"> (edited by you)</span> : null}
      </p>
      <div className="button-row">
        <button type="button" className="button button-small" aria-label={`Edit ${s.name}'s message`} onClick={onEdit}>
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
  );
}

/**
 * One signature in the owner's list: read, correct, or take off the card. Cancel unmounts the
 * editor, so the next edit starts again from the signature as saved.
 */
function SignatureRow({ cardId, s, limits }: { cardId: number; s: CardSignature; limits: SignatureLimits }) {
  const [editing, setEditing] = useState(false);
  return (
    <li className="signature" data-signature={s.id}>
      {editing ? (
        <SignatureEditor cardId={cardId} s={s} limits={limits} onDone={() => setEditing(false)} />
      ) : (
        <SignatureView cardId={cardId} s={s} onEdit={() => setEditing(true)} />
      )}
    </li>
  );
}

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success('Link copied. Send it to everyone who should sign.');
  } catch {
    toast.info('Select the link and copy it.');
  }
}

/** The open (or closed) signing link: copy it, stop signing, or make a new one. */
function SigningLinkBox(props: {
  id: string;
  link: SigningLink;
  closing: boolean;
  opening: boolean;
  onClose: () => void;
  onOpen: () => void;
}) {
  const { id, link } = props;
  return (
    <div className="stack">
      <label htmlFor={`${id}-url`}>Signing link{link.open ? '' : ' (closed)'}</label>
      <div className="row">
        <input id={`${id}-url`} className="signing-url" readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button button-small" onClick={() => void copyLink(link.url)}>
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
        <button type="button" className="button button-small button-danger" disabled={props.closing} onClick={props.onClose}>
          Stop signing
        </button>
        <button type="button" className="button button-small" disabled={props.opening} onClick={props.onOpen}>
          Make a new link
        </button>
      </div>
    </div>
  );
}

/** The owner's signing controls: what turns signing on and off, and what went wrong doing it. */
function useSigningControls(cardId: number) {
  const [open, opening] = useOpenSigningMutation();
  const [close, closing] = useCloseSigningMutation();
  const [closesAt, setClosesAt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const onOpen = async () => {
    setProblem(null);
    const r = await open({ card_id: cardId, closes_at: closesAt ? new Date(closesAt).toISOString() : null });
    if ('error' in r) setProblem(errorMessage(r.error, 'Signing could not be turned on.'));
  };
  const onClose = async () => {
    const yes = await askToConfirm({
      title: 'Stop taking signatures?',
      message: 'The link stops working; the messages already written stay on the card.',
      confirmLabel: 'Stop taking signatures',
    });
    if (!yes) return;
    const r = await close(cardId);
    if ('error' in r) setProblem(errorMessage(r.error, 'Signing could not be turned off.'));
  };
  return { closesAt, setClosesAt, problem, opening: opening.isLoading, closing: closing.isLoading, onOpen, onClose };
}

/**
 * "Ask others to sign": the owner turns signing on (a private link, optionally closing at a
 * date), copies the link, sees the signatures arrive live, corrects or removes any, and turns
 * signing off. The signatures print on the inside of every option of the card.
 */
export function CardSigningPanel({ card }: { card: Pick<Card, 'id' | 'recipient_name'> }) {
  const id = useId();
  const { data, isLoading, error } = useGetCardSigningQuery(card.id);
  const c = useSigningControls(card.id);

  if (isLoading)
    return (
      <div className="card-box">
        <Spinner label="Loading signatures" />
      </div>
    );
  if (!data)
    return (
      <div className="card-box">
        <ErrorAlert error={error} fallback="Signatures could not be loaded." />
      </div>
    );
  const link = data.link;
  const count = data.signatures.length;
  return (
    <section className="card-box signing" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Ask others to sign</h2>
      <p className="muted">
        Share a private link: colleagues, friends and family add a short message and their name — no account needed. Their messages are
        printed inside the card in handwriting.
      </p>
      {link ? (
        <SigningLinkBox
          id={id}
          link={link}
          closing={c.closing}
          opening={c.opening}
          onClose={() => void c.onClose()}
          onOpen={() => void c.onOpen()}
        />
      ) : (
        <div className="stack">
          <label htmlFor={`${id}-closes`}>Stop taking signatures on (optional)</label>
          <input id={`${id}-closes`} type="datetime-local" value={c.closesAt} onChange={(e) => c.setClosesAt(e.target.value)} />
          <button type="button" className="button button-primary" disabled={c.opening} onClick={() => void c.onOpen()}>
            Turn on signing
          </button>
        </div>
      )}
      {c.problem && (
        <p className="form-error" role="alert">
          {c.problem}
        </p>
      )}
      <h3 aria-live="polite">{count === 0 ? 'No signatures yet' : `${count} ${count === 1 ? 'signature' : 'signatures'}`}</h3>
      <ul className="signatures" aria-label="Signatures">
        {data.signatures.map((s) => (
          <SignatureRow key={`${s.id}-${s.updated_at}`} cardId={card.id} s={s} limits={data.limits} />
        ))}
      </ul>
    </section>
  );
}
