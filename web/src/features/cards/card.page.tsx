import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from '../../app/toast';
import { errorMessage } from '../../api/base-api';
import { useAppSelector } from '../../app/hooks';
import { Icon, Spinner } from '../../components/icon';
import { RequireSignIn } from '../../components/require-sign-in';
import { Seo } from '../../seo/seo';
import {
  useDeleteCardMutation,
  useGenerateCardMutation,
  useGetCardQuery,
  usePaymentSessionMutation,
  useUpdateCardMutation,
} from './cards.api';
import type { AllowanceDetails, Card } from '../../api/types';
import { AllowanceOffers, allowanceOf } from './allowance-offers';
import { cardTitle, isWorking, progressOf } from './card-helpers';
import { OptionTile } from './option-tile';
import { CardPhotos } from './card-photos';
import { DesignsLeft } from './designs-left';
import { useScrollToNewOptions } from './use-scroll-to-new-options';
import { CardSigningPanel } from './card-signing';
import { askToConfirm } from '../../components/confirm';

/** Back from paying for more designs: check the payment and start the waiting card. */
function useReturnFromPayment() {
  const [params, setParams] = useSearchParams();
  const [verify] = usePaymentSessionMutation();
  const verified = useRef(false);
  useEffect(() => {
    const session = params.get('session_id');
    if (!session || verified.current) return;
    verified.current = true;
    void verify({ session_id: session, startGenerating: true }).then((r) => {
      if ('data' in r && r.data?.status === 'paid') toast.success('Thank you! Your new designs are on their way.');
      else toast.warn('We could not confirm that payment yet.');
      setParams({}, { replace: true });
    });
  }, [params, setParams, verify]);
}

/** How far the options are, while they are made (or that there are none yet). */
function OptionsProgress({ made, progress }: { made: boolean; progress: number }) {
  return (
    <div className="card-box progress-box" aria-live="polite">
      <div className="row space-between">
        <strong>{made ? 'Creating your options…' : 'No options yet'}</strong>
        <span>{progress}%</span>
      </div>
      <div className="progress" role="progressbar" aria-label="Options made" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress}>
        <span style={{ width: `${progress}%` }} />
      </div>
      <p className="muted" style={{ margin: 0 }}>
        {made
          ? 'Words first, then the artwork; each option shows here as it will print. This usually takes under a minute; you can leave this page and come back.'
          : 'Make a set of options to choose from.'}
      </p>
    </div>
  );
}

/** The card's title and what it is made of, with the buttons that favourite, edit or delete it. */
function CardHead({ card, title }: { card: Card; title: string }) {
  const navigate = useNavigate();
  const [update] = useUpdateCardMutation();
  const [remove, removing] = useDeleteCardMutation();
  const onDelete = async () => {
    if (!(await askToConfirm({ title: 'Delete this card?', message: 'The card and all its options go.', confirmLabel: 'Delete the card' })))
      return;
    const r = await remove(card.id);
    if (!('error' in r)) {
      toast.success('Card deleted.');
      void navigate('/cards');
    }
  };
  return (
    <header className="page-head">
      <p className="eyebrow">Step 3 of 3 · {card.event?.name ?? 'Your card'}</p>
      <div className="row space-between">
        <h1 style={{ margin: 0 }}>{title}</h1>
        <div className="button-row">
          <button
            type="button"
            className={`icon-button heart ${card.favourite ? 'is-on' : ''}`}
            aria-pressed={!!card.favourite}
            aria-label={card.favourite ? 'Remove from favourites' : 'Add to favourites'}
            onClick={() => void update({ id: card.id, card: { favourite: !card.favourite } })}
          >
            <Icon name="heart" />
          </button>
          <Link to={`/card/${card.id}/edit`} className="button button-small">
            <Icon name="edit" size={16} /> Edit details
          </Link>
          <button type="button" className="button button-small button-danger" onClick={() => void onDelete()} disabled={removing.isLoading}>
            <Icon name="delete" size={16} /> Delete
          </button>
        </div>
      </div>
      <p>
        From {card.sender_name}
        {card.style?.name ? ` · ${card.style.name}` : ''}
        {card.persona?.name ? ` · ${card.persona.name}` : ''}
      </p>
    </header>
  );
}

function CardView() {
  const id = Number(useParams().id);
  const live = useAppSelector((s) => s.socket.isConnected);
  const { data: card, isLoading, error } = useGetCardQuery(id);
  const working = card?.card_instances?.some(isWorking) ?? false;
  // The socket's card_updated reloads this card; without a socket, look again every 3 s while options are being made.
  useGetCardQuery(id, { pollingInterval: working && !live ? 3000 : 0, skip: !working || live });
  const [generate, gen] = useGenerateCardMutation();
  const showNewOptions = useScrollToNewOptions(card?.card_instances?.length ?? 0);
  useReturnFromPayment();
  // From the designer, whose first generate found no designs left (then this page's own answer wins).
  const passed = (useLocation().state as { allowance?: AllowanceDetails } | null)?.allowance;
  const offers = allowanceOf(gen.error) ?? (gen.isUninitialized ? passed : undefined);

  if (isLoading)
    return (
      <div className="page-loading">
        <Spinner label="Loading your card" />
      </div>
    );
  if (!card)
    return (
      <section className="page narrow empty">
        <h1>Card not found</h1>
        <p role="alert">{errorMessage(error, 'This card does not exist or is not yours.')}</p>
        <Link className="button" to="/cards">
          My Cards
        </Link>
      </section>
    );

  const instances = card.card_instances ?? [];
  const progress = progressOf(instances);
  const title = cardTitle(card);
  const onGenerate = async () => {
    const r = await generate(card.id);
    if ('error' in r) return;
    showNewOptions();
    toast.info('Making new options — they appear here as they finish.');
  };

  return (
    <section className="page">
      <Seo meta={{ title: `${title} | Greeting Cards` }} />
      <CardHead card={card} title={title} />

      {(working || instances.length === 0) && <OptionsProgress made={instances.length > 0} progress={progress} />}

      {offers && <AllowanceOffers details={offers} orderable={instances.some((i) => i.status === 'ready')} />}
      {/* The options come first, on the first screen of a phone too: they are what the customer came to see. Photos and signing add to a chosen design, so they follow, unless there is nothing to choose yet (a photo card waits for its photo). */}
      {instances.length === 0 && <CardPhotos card={card} />}
      <ul id="options" className="grid-cards options" role="list" aria-label="Options">
        {instances.map((i, n) => (
          <OptionTile key={i.id} card={card} option={i} n={n} />
        ))}
      </ul>
      <div className="button-row">
        <button type="button" className="button button-primary" onClick={() => void onGenerate()} disabled={gen.isLoading}>
          {gen.isLoading ? <Spinner label="Starting" /> : <Icon name="generate" />}{' '}
          {instances.length ? 'Make more options' : 'Make options'}
        </button>
        <Link to="/cards" className="button button-ghost">
          Back to My Cards
        </Link>
        <DesignsLeft cardId={card.id} />
      </div>
      {instances.length > 0 && <CardPhotos card={card} />}
      <CardSigningPanel card={card} />
    </section>
  );
}

export function Page() {
  return (
    <RequireSignIn>
      <CardView />
    </RequireSignIn>
  );
}
