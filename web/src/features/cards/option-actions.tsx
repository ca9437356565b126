import { useRef, useState } from 'react';
import { toast } from '../../app/toast';
import { apiUrl } from '../../api/config';
import { routePath } from '../../api/route-request';
import { rendering } from '../../api/route-table.gen';
import { readCookie } from '../../api/base-api';
import { useAppSelector } from '../../app/hooks';
import type { CardInstance } from '../../api/types';
import { TextField, TextArea } from '../../components/field';
import { Icon, Spinner } from '../../components/icon';
import { useSendEcardMutation, useUpdateCardInstanceMutation } from './cards.api';

/** Star: rate an option from 1 to 5. */
export function StarRating({ option }: { option: CardInstance }) {
  const [update] = useUpdateCardInstanceMutation();
  const rating = option.rating ?? 0;
  return (
    <div className="row">
      <span className="field-label" id={`rate-${option.id}`}>
        Your rating
      </span>
      <span className="stars" role="group" aria-labelledby={`rate-${option.id}`}>
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            className={`icon-button ${n <= rating ? 'is-on' : ''}`}
            aria-label={`Rate ${n} of 5`}
            aria-pressed={n <= rating}
            onClick={() => void update({ id: option.id, card_id: option.card_id, card_instance: { rating: n } })}
          >
            <Icon name="star" size={22} />
          </button>
        ))}
      </span>
    </div>
  );
}

/** Thumbs-up: tell us the words worked, which the generator learns from. */
export function WordsFeedback({ option }: { option: CardInstance }) {
  const [update] = useUpdateCardInstanceMutation();
  const on = option.feedback === 'up';
  return (
    <button
      type="button"
      className={`button button-small thumb ${on ? 'is-on' : ''}`}
      aria-pressed={on}
      onClick={() =>
        void update({ id: option.id, card_id: option.card_id, card_instance: { feedback: on ? null : 'up' } }).then((r) => {
          if (!('error' in r) && !on) toast.success('Thanks — we’ll write more like this.');
        })
      }
    >
      <Icon name="thumbs-up" size={18} /> {on ? 'You liked the words' : 'I like these words'}
    </button>
  );
}

/** Download: the print-ready PDF needs the bearer token, so it is fetched and saved as a file. */
export function DownloadPdf({ option, label = 'Download PDF' }: { option: CardInstance; label?: string }) {
  const token = useAppSelector((s) => s.user.token);
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      const headers: Record<string, string> = { Accept: 'application/pdf' };
      if (token) headers.Authorization = `Bearer ${token}`;
      const xsrf = readCookie('XSRF-TOKEN');
      if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
      const res = await fetch(apiUrl(routePath(rendering.cardInstancePdf, { params: { id: option.id } }))!, {
        headers,
        credentials: 'include',
      });
      if (!res.ok)
        throw new Error(
          res.status === 404 ? 'The PDF is not ready yet — try again in a moment.' : `The PDF could not be made (${res.status}).`,
        );
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = `card-${option.card_id}-option-${option.id}.pdf`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (e) {
      toast.error((e as Error).message || 'The PDF could not be downloaded.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="button" onClick={() => void onClick()} disabled={busy || option.status !== 'ready'}>
      {busy ? <Spinner label="Preparing the PDF" /> : <Icon name="download" />} {label}
    </button>
  );
}

/** Email: send the card to its recipient as an e-card. */
export function SendEcard({ option, recipient }: { option: CardInstance; recipient: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [greeting, setGreeting] = useState('');
  const [error, setError] = useState<string>();
  const [send, sending] = useSendEcardMutation();
  const submit = async () => {
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.trim())) {
      setError('is not a valid e-mail address');
      return;
    }
    const r = await send({
      id: option.id,
      email: email.trim(),
      message: message.trim() || undefined,
      greeting: greeting.trim() || undefined,
    });
    if (!('error' in r)) {
      toast.success(`Your e-card is on its way to ${email.trim()}.`);
      dialog.current?.close();
      setEmail('');
      setMessage('');
      setGreeting('');
    }
  };
  return (
    <>
      <button type="button" className="button" disabled={option.status !== 'ready'} onClick={() => dialog.current?.showModal()}>
        <Icon name="email" /> Send as e-card
      </button>
      <dialog ref={dialog} aria-labelledby={`ecard-${option.id}`}>
        <form
          className="form"
          method="dialog"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <h2 id={`ecard-${option.id}`}>Send to {recipient}</h2>
          <TextField
            label="Recipient’s email"
            type="email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setError(undefined);
            }}
            error={error}
            required
          />
          <TextField
            label="Greeting (optional)"
            value={greeting}
            onChange={(e) => setGreeting(e.target.value)}
            maxLength={80}
            placeholder={`Dear ${recipient}`}
            hint="Opens the card in place of the greeting written inside. Leave it empty to keep that one."
          />
          <TextArea label="A short note (optional)" value={message} onChange={(e) => setMessage(e.target.value)} maxLength={500} />
          <div className="button-row">
            <button type="submit" className="button button-primary" disabled={sending.isLoading}>
              {sending.isLoading ? <Spinner label="Sending" /> : <Icon name="email" />} Send e-card
            </button>
            <button type="button" className="button button-ghost" onClick={() => dialog.current?.close()}>
              Cancel
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
