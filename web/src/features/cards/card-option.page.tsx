import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../app/toast';
import { errorMessage } from '../../api/base-api';
import { useAddToCartMutation } from '../cart/cart.api';
import { useListProductsQuery } from '../catalog/catalog.api';
import type { Card, CardInstance, Product } from '../../api/types';
import { useAppSelector } from '../../app/hooks';
import { TextArea, TextField } from '../../components/field';
import { money } from '../../components/format';
import { Icon, Spinner } from '../../components/icon';
import { RequireSignIn } from '../../components/require-sign-in';
import { Seo } from '../../seo/seo';
import {
  useDeleteCardInstanceMutation,
  useGetCardInstanceQuery,
  useGetCardQuery,
  useRegenerateImageMutation,
  useRegenerateTextMutation,
  useUpdateCardInstanceMutation,
} from './cards.api';
import { AllowanceOffers, allowanceOf } from './allowance-offers';
import { cardTitle, isWorking, STATUS_TEXT, textParts } from './card-helpers';
import { DownloadPdf, SendEcard, StarRating, WordsFeedback } from './option-actions';
import { PrintPreview } from './print-preview';
import { WordsHistory } from './words-history';
import { ArtworkHistory } from './artwork-history';
import { DesignsLeft } from './designs-left';
import { photoPrintCheck } from '@cards/card-layout';
import { PrintChecks } from '../../components/print-checks';

/**
 * The words being edited; the print preview follows them before they are saved. The sheet
 * being typed on (outside for the greeting, inside for the message) is shown again above the
 * fields, so it stays in sight on a phone while the keyboard is up.
 */
function EditWords({
  card,
  option,
  product,
  words,
  onChange,
  onDone,
}: {
  card: Card;
  option: CardInstance;
  product?: Product;
  words: { front: string; inside: string };
  onChange: (w: { front: string; inside: string }) => void;
  onDone: () => void;
}) {
  const { front, inside } = words;
  const [sheet, setSheet] = useState<0 | 1>(1);
  const setFront = (v: string) => onChange({ front: v, inside });
  const setInside = (v: string) => onChange({ front, inside: v });
  const [update, state] = useUpdateCardInstanceMutation();
  const save = async () => {
    if (!front.trim() || !inside.trim()) {
      toast.error('The front and the inside both need some words.');
      return;
    }
    const r = await update({ id: option.id, card_id: option.card_id, card_instance: { front_text: front.trim(), text: inside.trim() } });
    if (!('error' in r)) {
      toast.success('Your words are saved.');
      onDone();
    }
  };
  return (
    <form
      className="form card-box edit-words"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2>Edit the words</h2>
      <div className="edit-live">
        <PrintPreview card={card} option={option} words={words} product={product} only={sheet} />
      </div>
      <TextField
        label="Front greeting"
        value={front}
        onChange={(e) => setFront(e.target.value)}
        onFocus={() => setSheet(0)}
        maxLength={200}
      />
      <TextArea
        label="Inside message"
        value={inside}
        onChange={(e) => setInside(e.target.value)}
        onFocus={() => setSheet(1)}
        maxLength={2000}
        rows={8}
      />
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={state.isLoading}>
          {state.isLoading ? <Spinner label="Saving" /> : <Icon name="check" />} Save words
        </button>
        <button type="button" className="button button-ghost" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function OptionView() {
  const params = useParams();
  const cardId = Number(params.id);
  const optionId = Number(params.option_id);
  const navigate = useNavigate();
  const live = useAppSelector((s) => s.socket.isConnected);
  const card = useGetCardQuery(cardId);
  const fromCard = card.data?.card_instances?.find((i) => i.id === optionId);
  const single = useGetCardInstanceQuery(optionId, { skip: !!fromCard });
  const option = fromCard ?? single.data;
  const working = option ? isWorking(option) : false;
  useGetCardQuery(cardId, { pollingInterval: working && !live ? 3000 : 0, skip: !working || live });
  const products = useListProductsQuery();
  const [chosenProduct, setProductId] = useState<number>();
  const [quantity, setQuantity] = useState(1);
  const [draft, setDraft] = useState<{ front: string; inside: string } | null>(null);
  const editing = draft !== null;
  const [regenText, rt] = useRegenerateTextMutation();
  // New words keep the front greeting unless the customer asks for a new one too.
  const [newFront, setNewFront] = useState(false);
  const [regenImage, ri] = useRegenerateImageMutation();
  const [addToCart, adding] = useAddToCartMutation();
  const [remove] = useDeleteCardInstanceMutation();
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
  if (!card.data || !option)
    return (
      <section className="page narrow empty">
        <h1>Option not found</h1>
        <p role="alert">{errorMessage(card.error ?? single.error, 'This option does not exist or is not yours.')}</p>
        <Link to="/cards" className="button">
          My Cards
        </Link>
      </section>
    );

  const c = card.data;
  const product = active.find((p) => p.id === productId);
  const saved = textParts(option);
  const words = draft ?? saved;
  // New words or artwork cost a design too: when none are left, say so and offer more.
  const offers = allowanceOf(rt.error) ?? allowanceOf(ri.error);
  const textBusy = rt.isLoading || option.text_status === 'queued' || option.text_status === 'generating';
  const imageBusy = ri.isLoading || option.image_status === 'queued' || option.image_status === 'generating';
  const add = async () => {
    if (!product) return;
    const r = await addToCart({ card_instance_id: option.id, product_id: product.id, quantity });
    if (!('error' in r))
      toast.success(
        <span>
          Added to your cart. <Link to="/cart">View cart</Link>
        </span>,
      );
  };
  const onDelete = async () => {
    if (!window.confirm('Delete this option?')) return;
    const r = await remove({ id: option.id, card_id: c.id });
    if (!('error' in r)) void navigate(`/card/${c.id}`);
  };

  return (
    <section className="page">
      <Seo meta={{ title: `${cardTitle(c)} — preview | Greeting Cards` }} />
      <nav aria-label="Breadcrumb" className="breadcrumbs no-print">
        <ol>
          <li>
            <Link to="/cards">My Cards</Link>
          </li>
          <li>
            <Link to={`/card/${c.id}`}>{cardTitle(c)}</Link>
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
      <div className="option-layout">
        <div className="stack-sm">
          <PrintPreview card={c} option={option} words={words} product={product} />
          <div className="button-row no-print">
            <button
              type="button"
              className="button"
              onClick={() => {
                // Hand-edited words (saved or still in the form) are the customer's work: ask first, and say how to get them back.
                if (
                  (option.edited || editing) &&
                  !window.confirm(
                    editing
                      ? 'Your unsaved changes to the words will be lost. Write new words anyway?'
                      : 'You changed these words by hand. New words will replace them; Undo brings yours back. Write new words?',
                  )
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
                onClick={() => {
                  if (editing && !window.confirm('Your changes to the words are not saved yet. Make new artwork and drop them?')) return;
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
          {offers ? <AllowanceOffers details={offers} /> : <DesignsLeft />}
          {draft && (
            <EditWords card={c} option={option} product={product} words={draft} onChange={setDraft} onDone={() => setDraft(null)} />
          )}
          <div className="row no-print">
            <StarRating option={option} />
          </div>
        </div>
        <aside className="option-side" aria-label="Order this card">
          <div className="card-box stack-sm">
            <h2>Order printed cards</h2>
            {products.isLoading && <Spinner label="Loading products" />}
            <fieldset className="product-options" style={{ border: 0, padding: 0, margin: 0 }}>
              <legend className="field-label">Size and paper</legend>
              {active.map((p) => (
                <label key={p.id} className={`product-option ${p.id === productId ? 'is-selected' : ''}`}>
                  <input type="radio" name="product" value={p.id} checked={p.id === productId} onChange={() => setProductId(p.id)} />
                  <span>
                    <strong>{p.name}</strong>
                    <br />
                    <small className="muted">{p.description || `${p.size} · ${p.flat_width_mm / 2} × ${p.flat_height_mm} mm folded`}</small>
                    {/* How sharp the card's own photos print at this size, before it goes in the cart. */}
                    <PrintChecks
                      compact
                      checks={(c.photos ?? []).map((ph) =>
                        photoPrintCheck(p, { panel: ph.panel, width_px: ph.width_px, height_px: ph.height_px, crop: ph.crop }),
                      )}
                    />
                  </span>
                  <span className="price">{money(p.price)}</span>
                </label>
              ))}
            </fieldset>
            <div className="row space-between">
              <span className="field-label" id="qty-label">
                Quantity
              </span>
              <span className="qty" role="group" aria-labelledby="qty-label">
                <button type="button" aria-label="One fewer" onClick={() => setQuantity((q) => Math.max(1, q - 1))}>
                  −
                </button>
                <input
                  type="number"
                  min={1}
                  max={100}
                  value={quantity}
                  aria-label="Quantity"
                  onChange={(e) => setQuantity(Math.min(100, Math.max(1, Number(e.target.value) || 1)))}
                />
                <button type="button" aria-label="One more" onClick={() => setQuantity((q) => Math.min(100, q + 1))}>
                  +
                </button>
              </span>
            </div>
            {product && (
              <p className="row space-between" style={{ margin: 0 }}>
                <span>Total</span>
                <strong>{money(product.price * quantity)}</strong>
              </p>
            )}
            <button
              type="button"
              className="button button-primary button-block button-large"
              onClick={() => void add()}
              disabled={!product || adding.isLoading || option.status !== 'ready'}
            >
              {adding.isLoading ? <Spinner label="Adding" /> : <Icon name="add" />} Add to cart
            </button>
            {option.status !== 'ready' && <p className="field-hint">You can order once this option is ready.</p>}
          </div>
          <div className="card-box stack-sm">
            <h2>Send to many</h2>
            <p className="field-hint" style={{ margin: 0 }}>
              One card each for a whole list from your address book, each greeting its person by name, posted or sent as an e-card.
            </p>
            <Link to={`/card/${c.id}/option/${option.id}/send`} className="button button-block">
              <Icon name="email" /> Send to many
            </Link>
          </div>
          <div className="card-box stack-sm">
            <h2>Or share it yourself</h2>
            <DownloadPdf option={option} />
            <button type="button" className="button" onClick={() => window.print()} disabled={option.status !== 'ready'}>
              <Icon name="print" /> Print at home
            </button>
            <SendEcard option={option} recipient={c.recipient_name} />
            <button type="button" className="button button-ghost button-danger" onClick={() => void onDelete()}>
              <Icon name="delete" /> Delete this option
            </button>
          </div>
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
