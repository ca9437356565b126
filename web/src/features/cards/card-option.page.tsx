import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../api/base-api';
import { useListProductsQuery } from '../catalog/catalog.api';
import type { Card, CardInstance } from '../../api/types';
import { useAppSelector } from '../../app/hooks';
import { Icon, Spinner } from '../../components/icon';
import { RequireSignIn } from '../../components/require-sign-in';
import { Seo } from '../../seo/seo';
import {
  useDeleteCardInstanceMutation,
  useGetCardInstanceQuery,
  useGetCardQuery,
  useRegenerateImageMutation,
  useRegenerateTextMutation,
} from './cards.api';
import { AllowanceOffers, allowanceOf } from './allowance-offers';
import { cardTitle, isWorking, STATUS_TEXT, textParts } from './card-helpers';
import { DownloadPdf, SendEcard, StarRating, WordsFeedback } from './option-actions';
import { PrintPreview } from './print-preview';
import { WordsHistory } from './words-history';
import { ArtworkHistory } from './artwork-history';
import { DesignsLeft } from './designs-left';
import { EditWords } from './edit-words';
import { OrderPrinted } from './order-printed';
import { askToConfirm } from '../../components/confirm';

/** Sending the option to a list, or sharing it as a PDF, a print or an e-card; deleting it. */
function ShareOption({ card, option }: { card: Card; option: CardInstance }) {
  const navigate = useNavigate();
  const [remove] = useDeleteCardInstanceMutation();
  const onDelete = async () => {
    if (!(await askToConfirm({ title: 'Delete this option?', confirmLabel: 'Delete the option' }))) return;
    const r = await remove({ id: option.id, card_id: card.id });
    if (!('error' in r)) void navigate(`/card/${card.id}`);
  };

  return (
    <>
      <div className="card-box stack-sm">
        <h2>Send to many</h2>
        <p className="field-hint" style={{ margin: 0 }}>
          One card each for a whole list from your address book, each greeting its person by name, posted or sent as an e-card.
        </p>
        <Link to={`/card/${card.id}/option/${option.id}/send`} className="button button-block">
          <Icon name="email" /> Send to many
        </Link>
      </div>
      <div className="card-box stack-sm">
        <h2>Or share it yourself</h2>
        <DownloadPdf option={option} />
        <button type="button" className="button" onClick={() => window.print()} disabled={option.status !== 'ready'}>
          <Icon name="print" /> Print at home
        </button>
        <SendEcard option={option} recipient={card.recipient_name} />
        <button type="button" className="button button-ghost button-danger" onClick={() => void onDelete()}>
          <Icon name="delete" /> Delete this option
        </button>
      </div>
    </>
  );
}

function OptionNotFound({ error }: { error: unknown }) {
  return (
    <section className="page narrow empty">
      <h1>Option not found</h1>
      <p role="alert">{errorMessage(error, 'This option does not exist or is not yours.')}</p>
      <Link to="/cards" className="button">
        My Cards
      </Link>
    </section>
  );
}

/** The way back to the card, and the option's status. */
function OptionHead({ card, option, working }: { card: Card; option: CardInstance; working: boolean }) {
  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumbs no-print">
        <ol>
          <li>
            <Link to="/cards">My Cards</Link>
          </li>
          <li>
            <Link to={`/card/${card.id}`}>{cardTitle(card)}</Link>
          </li>
          <li aria-current="page">Preview</li>
        </ol>
      </nav>
      <header className="page-head row space-between no-print">
        <h1 style={{ margin: 0 }}>Your card, as it will print</h1>
        <span className={`status-pill ${working ? 'is-warn' : option.status === 'failed' ? 'is-bad' : ''}`}>
          {working && <Icon name="spinner" size={14} />}
          {STATUS_TEXT[option.status] ?? option.status}
        </span>
      </header>
    </>
  );
}

type Words = ReturnType<typeof textParts>;

/**
 * The option's tools: new words (and front greeting), new artwork, editing the words, feedback and
 * the history of both; then the designs left, or the offers when none are.
 */
function OptionTools(props: {
  card: Card;
  option: CardInstance;
  words: { saved: Words; editing: boolean; working: boolean };
  onDraft: (draft: Words | null) => void;
}) {
  const { card: c, option, onDraft: setDraft } = props;
  const { saved, editing, working } = props.words;
  const [regenText, rt] = useRegenerateTextMutation();
  // New words keep the front greeting unless the customer asks for a new one too.
  const [newFront, setNewFront] = useState(false);
  const [regenImage, ri] = useRegenerateImageMutation();
  // New words or artwork cost a design too: when none are left, say so and offer more.
  const offers = allowanceOf(rt.error) ?? allowanceOf(ri.error);
  const textBusy = rt.isLoading || option.text_status === 'queued' || option.text_status === 'generating';
  const imageBusy = ri.isLoading || option.image_status === 'queued' || option.image_status === 'generating';
  return (
    <>
      <div className="button-row no-print">
        <button
          type="button"
          className="button"
          onClick={async () => {
            // Hand-edited words (saved or still in the form) are the customer's work: ask first, and say how to get them back.
            if (
              (option.edited || editing) &&
              !(await askToConfirm({
                title: 'Write new words?',
                message: editing
                  ? 'Your unsaved changes to the words will be lost.'
                  : 'You changed these words by hand. New words will replace them; Undo brings yours back.',
                confirmLabel: 'Write new words',
              }))
            )
              return;
            setDraft(null);
            void regenText({ id: option.id, card_id: c.id, front: newFront });
          }}
          disabled={textBusy}
        >
          {textBusy ? <Spinner label="Writing new words" /> : <Icon name="generate" />} Regenerate words
        </button>
        <label className="check-inline">
          <input type="checkbox" checked={newFront} onChange={(e) => setNewFront(e.target.checked)} /> and a new front greeting
        </label>
        {/* A photo front has no artwork to make again. */}
        {!c.photos?.some((ph) => ph.panel === 'front') && (
          <button
            type="button"
            className="button"
            onClick={async () => {
              const drop = {
                title: 'Make new artwork?',
                message: 'Your changes to the words are not saved yet: making new artwork drops them.',
                confirmLabel: 'Make new artwork',
              };
              if (editing && !(await askToConfirm(drop))) return;
              setDraft(null);
              void regenImage({ id: option.id, card_id: c.id });
            }}
            disabled={imageBusy}
          >
            {imageBusy ? <Spinner label="Painting new artwork" /> : <Icon name="generate" />} Regenerate artwork
          </button>
        )}
        <button type="button" className="button" onClick={() => setDraft(saved)} disabled={editing || working}>
          <Icon name="edit" /> Edit words
        </button>
        <WordsFeedback option={option} />
        <WordsHistory option={option} disabled={textBusy || editing} />
        <ArtworkHistory option={option} disabled={imageBusy} />
      </div>
      {offers ? <AllowanceOffers details={offers} /> : <DesignsLeft cardId={c.id} />}
    </>
  );
}

function OptionView() {
  const params = useParams();
  const cardId = Number(params.id);
  const optionId = Number(params.option_id);
  const live = useAppSelector((s) => s.socket.isConnected);
  const card = useGetCardQuery(cardId);
  const fromCard = card.data?.card_instances?.find((i) => i.id === optionId);
  const single = useGetCardInstanceQuery(optionId, { skip: !!fromCard });
  const option = fromCard ?? single.data;
  const working = option ? isWorking(option) : false;
  useGetCardQuery(cardId, { pollingInterval: working && !live ? 3000 : 0, skip: !working || live });
  const products = useListProductsQuery();
  const [chosenProduct, setProductId] = useState<number>();
  const [draft, setDraft] = useState<{ front: string; inside: string } | null>(null);
  const editing = draft !== null;
  const active = (products.data ?? []).filter((p) => p.active !== false);
  // The size the shop advertises ("from £3.95") comes first, not the dearest.
  const cheapest = active.reduce<(typeof active)[number] | undefined>((best, p) => (!best || p.price < best.price ? p : best), undefined);
  const productId = chosenProduct ?? cheapest?.id;

  if (card.isLoading || (!fromCard && single.isLoading))
    return (
      <div className="page-loading">
        <Spinner label="Loading the option" />
      </div>
    );
  if (!card.data || !option) return <OptionNotFound error={card.error ?? single.error} />;

  const c = card.data;
  const product = active.find((p) => p.id === productId);
  const saved = textParts(option);
  const words = draft ?? saved;
  return (
    <section className="page">
      <Seo meta={{ title: `${cardTitle(c)} — preview | Greeting Cards` }} />
      <OptionHead card={c} option={option} working={working} />
      <div className="option-layout">
        <div className="stack-sm">
          <PrintPreview card={c} option={option} words={words} product={product} />
          <OptionTools card={c} option={option} words={{ saved, editing, working }} onDraft={setDraft} />
          {draft && (
            <EditWords card={c} option={option} product={product} words={draft} onChange={setDraft} onDone={() => setDraft(null)} />
          )}
          <div className="row no-print">
            <StarRating option={option} />
          </div>
        </div>
        <aside className="option-side" aria-label="Order this card">
          <OrderPrinted
            card={c}
            option={option}
            products={active}
            loading={products.isLoading}
            productId={productId}
            onProduct={setProductId}
          />
          <ShareOption card={c} option={option} />
        </aside>
      </div>
    </section>
  );
}

export function Page() {
  return (
    <RequireSignIn>
      <OptionView />
    </RequireSignIn>
  );
}
