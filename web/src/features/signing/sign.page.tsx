import { useEffect, useId, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { errorMessage, fieldErrors } from '../../api/base-api';
import { CardArt } from '../../components/card-art';
import { Spinner } from '../../components/icon';
import { dateTime } from '../../components/format';
import { Seo } from '../../seo/seo';
import { useAddSignatureMutation, useEditOwnSignatureMutation, useGetSigningPageQuery } from './signing.api';
import { Alert, ErrorAlert } from '../../components/error-alert';

/** What this browser remembers of its own signature on one card, so the signer can change it. */
interface Mine {
  id: number;
  edit_token: string;
  name: string;
  message: string;
}
const key = (token: string) => `signing:${token}`;
function readMine(token: string): Mine | null {
  try {
    return JSON.parse(window.localStorage.getItem(key(token)) ?? 'null') as Mine | null;
  } catch {
    return null;
  }
}
function keepMine(token: string, mine: Mine) {
  try {
    window.localStorage.setItem(key(token), JSON.stringify(mine));
  } catch {
    /* private mode: editing later is not offered */
  }
}

type SigningPage = NonNullable<ReturnType<typeof useGetSigningPageQuery>['data']>;

/** The card being signed: its front, who has signed, and until when. */
function SigningIntro({ page: d }: { page: SigningPage }) {
  return (
    <>
      <Seo
        meta={{
          title: `Sign the card for ${d.recipient_name} | Greeting Cards`,
          ...(d.front_thumbnail_url ? { image: d.front_thumbnail_url } : {}),
        }}
        robots="noindex, nofollow"
      />
      <p className="eyebrow">{d.occasion_name}</p>
      <h1>Sign the card for {d.recipient_name}</h1>
      {d.front_thumbnail_url && (
        <CardArt className="sign-front" src={d.front_thumbnail_url} title={`The front of the card for ${d.recipient_name}`} eager />
      )}
      <p className="muted">
        {d.signatures_count === 0
          ? 'Be the first to sign.'
          : `${d.signatures_count} ${d.signatures_count === 1 ? 'person has' : 'people have'} signed so far.`}
        {d.closes_at ? ` Signing closes ${dateTime(d.closes_at)}.` : ''} Your message is printed inside the card in handwriting.
      </p>
    </>
  );
}

function SignedThanks({ mine, onChange }: { mine: Mine; onChange: () => void }) {
  return (
    <div className="card-box" aria-live="polite">
      <p>
        <strong>Thank you — your message is on the card.</strong>
      </p>
      <p className="signature-message">{mine.message}</p>
      <p className="signature-name">— {mine.name}</p>
      <button type="button" className="button button-small" onClick={onChange}>
        Change my message
      </button>
    </div>
  );
}

function LinkNotWorking({ error }: { error: unknown }) {
  return (
    <section className="page narrow sign-page">
      <Seo meta={{ title: 'Sign a card | Greeting Cards' }} robots="noindex, nofollow" />
      <h1>Sign a card</h1>
      <ErrorAlert error={error} fallback="This signing link does not work." />
    </section>
  );
}

/**
 * The signer's form: what is typed, what the server said about it, and the signature this browser
 * keeps, sent as a new one or as a change to it.
 */
function useSignatureForm(token: string) {
  const [add, adding] = useAddSignatureMutation();
  const [edit, editing] = useEditOwnSignatureMutation();
  const [mine, setMine] = useState<Mine | null>(null);
  const [changing, setChanging] = useState(false);
  const [name, setName] = useState('');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  useEffect(() => {
    setMine(readMine(token));
  }, [token]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    setFields({});
    const r =
      mine && changing
        ? await edit({ token, id: mine.id, edit_token: mine.edit_token, signature: { name, message } })
        : await add({ token, signature: { name, message } });
    if ('error' in r) {
      setFields(fieldErrors(r.error));
      setProblem(errorMessage(r.error, 'Your message could not be added. Please try again.'));
      return;
    }
    const saved: Mine = { id: r.data.id, edit_token: r.data.edit_token ?? mine!.edit_token, name: r.data.name, message: r.data.message };
    keepMine(token, saved);
    setMine(saved);
    setChanging(false);
  };
  // Typing again clears what was said about that field.
  const typed = (field: 'message' | 'name', value: string) => {
    (field === 'message' ? setMessage : setName)(value);
    setFields(({ [field]: _gone, ...rest }) => rest);
    setProblem(null);
  };
  const startChange = () => {
    if (!mine) return;
    setName(mine.name);
    setMessage(mine.message);
    setChanging(true);
  };
  const busy = adding.isLoading || editing.isLoading;
  return { mine, changing, setChanging, name, message, problem, fields, busy, onSubmit, typed, startChange };
}

/**
 * /sign/:token — anyone with the link signs the group card: a short message and a name, no
 * account. The browser keeps an edit token, so the same person can change their signature
 * later from here. Refusals (link turned off or closed, words that cannot be printed, too many
 * tries) are shown in the server's own words.
 */
export function Page() {
  const token = useParams().token ?? '';
  const id = useId();
  const page = useGetSigningPageQuery(token, { skip: !token });
  const f = useSignatureForm(token);
  const { mine, changing, name, message, problem, fields } = f;
  const limits = page.data?.limits ?? { message_max: 300, name_max: 60 };
  const showForm = !mine || changing;

  if (page.isLoading)
    return (
      <div className="page-loading">
        <Spinner label="Opening the card" />
      </div>
    );
  if (!page.data) return <LinkNotWorking error={page.error} />;
  const d = page.data;
  return (
    <section className="page narrow sign-page">
      <SigningIntro page={d} />
      {mine && !changing && <SignedThanks mine={mine} onChange={f.startChange} />}
      {showForm && (
        <form className="stack card-box" onSubmit={(e) => void f.onSubmit(e)} noValidate aria-labelledby={`${id}-h`}>
          <h2 id={`${id}-h`}>{changing ? 'Change your message' : 'Your message'}</h2>
          <label htmlFor={`${id}-msg`}>Message</label>
          <textarea
            id={`${id}-msg`}
            rows={4}
            value={message}
            maxLength={limits.message_max}
            onChange={(e) => f.typed('message', e.target.value)}
            aria-invalid={!!fields.message}
            aria-describedby={`${id}-msg-help`}
            required
          />
          <p id={`${id}-msg-help`} className={fields.message ? 'form-error' : 'muted'} role={fields.message ? 'alert' : undefined}>
            {fields.message ?? `${message.length} of ${limits.message_max} characters`}
          </p>
          <label htmlFor={`${id}-name`}>Your name</label>
          <input
            id={`${id}-name`}
            value={name}
            maxLength={limits.name_max}
            autoComplete="name"
            onChange={(e) => f.typed('name', e.target.value)}
            aria-invalid={!!fields.name}
            aria-describedby={`${id}-name-help`}
            required
          />
          <p id={`${id}-name-help`} className={fields.name ? 'form-error' : 'muted'} role={fields.name ? 'alert' : undefined}>
            {fields.name ?? `As you want it on the card (up to ${limits.name_max} characters)`}
          </p>
          {problem && Object.keys(fields).length === 0 && <Alert>{problem}</Alert>}
          <div className="button-row">
            <button type="submit" className="button button-primary" disabled={f.busy}>
              {changing ? 'Save my message' : 'Sign the card'}
            </button>
            {changing && (
              <button type="button" className="button" onClick={() => f.setChanging(false)}>
                Cancel
              </button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
