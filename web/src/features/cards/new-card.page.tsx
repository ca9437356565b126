import { useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from '../../app/toast';
import { fieldErrors } from '../../api/base-api';
import { useListEventsQuery } from '../catalog/catalog.api';
import { useAppSelector } from '../../app/hooks';
import { Spinner } from '../../components/icon';
import { Seo } from '../../seo/seo';
import { useCreateCardMutation, useGenerateCardMutation } from './cards.api';
import { allowanceOf } from './allowance-offers';
import { DesignsLeft } from './designs-left';
import { CardFormFields, type CardForm } from './card-form';
import { useEntryDraft } from './entry-draft';
import { answerValues } from './card-questions';

const DRAFT_KEY = 'cards.draft';

function loadDraft(event: string): Partial<CardForm> | undefined {
  try {
    const d = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null') as { event: string; form: Partial<CardForm> } | null;
    return d?.event === event ? d.form : undefined;
  } catch {
    return undefined;
  }
}

/** `?recipient_name=Rose&relationship=sister` (from a reminder) as the form's start. */
function prefill(q: URLSearchParams): Partial<CardForm> | undefined {
  const name = q.get('recipient_name')?.trim().slice(0, 80);
  if (!name) return undefined;
  const rel = q.get('relationship')?.trim().slice(0, 60);
  return { recipient_name: name, ...(rel ? { details: `My ${rel}` } : {}) };
}

/** Step 2's heading, and what signing in is needed for. */
function NewCardHead({ occasion, signedIn }: { occasion: { name: string; icon: string }; signedIn: boolean }) {
  return (
    <>
      <header className="page-head">
        <p className="eyebrow">
          Step 2 of 3 · {occasion.icon} {occasion.name}
        </p>
        <h1>Tell us about them</h1>
        <p>
          Pick a style and a tone, say who they are to you, and tell us one true thing about them. We’ll make several options to choose
          from.
        </p>
        {signedIn && <DesignsLeft />}
      </header>
      {!signedIn && (
        <p className="form-note">
          You can fill this in now. Making the options (words and artwork written for them) needs a free account: we’ll ask you to sign in
          or sign up next, and keep what you typed.
        </p>
      )}
    </>
  );
}

/** Asked first: it decides whether the style below paints artwork or frames a photo. */
function FrontChoice({ ownPhoto, onChange }: { ownPhoto: boolean; onChange: (ownPhoto: boolean) => void }) {
  return (
    <fieldset className="fieldset own-photo">
      <legend>The front of the card</legend>
      <label className="radio-line">
        <input type="radio" name="front" checked={!ownPhoto} onChange={() => onChange(false)} /> Artwork made for them, in the style you
        pick
      </label>
      <label className="radio-line">
        <input type="radio" name="front" checked={ownPhoto} onChange={() => onChange(true)} /> My own photo, added on the next page (the
        style you pick sets its lettering and colours)
      </label>
    </fieldset>
  );
}

function OccasionNotFound() {
  return (
    <section className="page narrow empty">
      <Seo meta={{ title: 'Occasion not found | Greeting Cards' }} />
      <h1>We don’t know that occasion</h1>
      <Link to="/card/new" className="button button-primary">
        Choose an occasion
      </Link>
    </section>
  );
}

/**
 * One card per press: a second tap while the first is under way (before the button re-renders as
 * busy, or between making the card and its options) is ignored, not a second card.
 */
function useOnePress() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const start = () => {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    return true;
  };
  const release = () => {
    running.current = false;
    setBusy(false);
  };
  return { busy, start, release };
}

export function Page() {
  const { event = '' } = useParams();
  const navigate = useNavigate();
  const signedIn = useAppSelector((s) => s.user.token !== '');
  const events = useListEventsQuery();
  const occasion = events.data?.find((e) => e.slug === event || String(e.id) === event);
  const [create, createState] = useCreateCardMutation();
  const [generate, generateState] = useGenerateCardMutation();
  // Back and Forward bring back what was typed on this visit; the login detour's draft otherwise.
  const entry = useEntryDraft<Partial<CardForm>>(`new-card.${event}`);
  // A reminder mail's link names who the card is for.
  const [query] = useSearchParams();
  const [draft] = useState(() => entry.initial ?? (typeof window === 'undefined' ? undefined : loadDraft(event)) ?? prefill(query));
  // With their own photo on the front no artwork is wanted: the options are made after the photo is in.
  const [ownPhoto, setOwnPhoto] = useState(false);
  const press = useOnePress();

  if (events.isLoading)
    return (
      <div className="page-loading">
        <Spinner label="Loading occasions" />
      </div>
    );
  if (!occasion) return <OccasionNotFound />;

  // Read back by loadDraft as the form's start.
  const save = (form: Partial<Record<keyof CardForm, unknown>>) => sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ event, form }));
  const onSubmit = async (v: Omit<Parameters<typeof create>[0], 'event_id'>) => {
    if (!press.start()) return;
    if (!signedIn) {
      // Kept as the form holds it, so the answers come back in their fields after signing in.
      save({ ...v, answers: answerValues(v.answers) });
      toast.info('Sign in or create a free account to make your card — your details are kept.');
      void navigate(`/login?return_to=${encodeURIComponent(`/card/new/${event}`)}`);
      return;
    }
    const made = await create({ ...v, event_id: occasion.id });
    // A card that could not be made lets the customer press again; one that was made keeps the button busy as the page moves on.
    if (!('data' in made) || !made.data) return press.release();
    sessionStorage.removeItem(DRAFT_KEY);
    if (ownPhoto) {
      toast.info('Your card is saved. Add your photo, then make the options.');
      void navigate(`/card/${made.data.id}`);
      return;
    }
    const gen = await generate(made.data.id);
    const allowance = 'error' in gen ? allowanceOf(gen.error) : undefined;
    if ('error' in gen && !allowance) toast.warn('Your card is saved. Make its options on the next page.');
    // Out of designs: the card page shows the offers straight away.
    void navigate(`/card/${made.data.id}`, allowance ? { state: { allowance } } : undefined);
  };

  return (
    <section className="page">
      <Seo
        meta={{
          title: `Design a ${occasion.name} card | Greeting Cards`,
          description: `Create a personalised ${occasion.name.toLowerCase()} card with words and artwork made for them. Printed and posted from £3.95.`,
        }}
      />
      <NewCardHead occasion={occasion} signedIn={signedIn} />
      <div className="card-box">
        <FrontChoice ownPhoto={ownPhoto} onChange={setOwnPhoto} />
        <CardFormFields
          occasion={occasion}
          initial={draft}
          onChange={entry.save}
          submitLabel={!signedIn ? 'Continue' : ownPhoto ? 'Create my card and add a photo' : 'Create my card'}
          busy={press.busy || createState.isLoading || generateState.isLoading}
          serverErrors={fieldErrors(createState.error)}
          onSubmit={(v) => void onSubmit(v)}
        />
      </div>
    </section>
  );
}
