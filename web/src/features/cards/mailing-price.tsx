import type { DeliveryOption, Product } from '../../api/types';
import { Dropdown } from '../../components/dropdown';
import { money } from '../../components/format';
import { nextTier, tierInWords, unitPriceAt, volumeTier } from '../../components/volume-price';

/** A size's price and its volume tiers in words: "£3.95 each · £3.50 each from 10". */
const pricesOf = (p: Product) => [`${money(p.price)} each`, ...p.volume_prices.map(tierInWords)].join(' · ');

/**
 * The sizes to choose from, in the shop's one menu (components/dropdown.tsx): each with its
 * price and volume tiers as its hint, and the chosen size's prices shown under it.
 */
export function ProductChoice({
  products,
  productId,
  onChange,
}: {
  products: Product[];
  productId?: number;
  onChange: (id: number) => void;
}) {
  const chosen = products.find((p) => p.id === productId);
  return (
    <div className="product-choice">
      <Dropdown<number>
        label="Size and paper"
        options={products.map((p) => ({ value: p.id, label: p.name, hint: pricesOf(p) }))}
        value={chosen ? [chosen.id] : []}
        onChange={(v) => v[0] !== undefined && onChange(v[0])}
        // A card is always printed on one size: nothing to clear.
        clearable={false}
        searchable={false}
        placeholder="Choose a size"
      />
      {chosen && <small className="muted">{pricesOf(chosen)}</small>}
    </div>
  );
}

/**
 * What the list will cost, as the cart will reckon it: printed cards at the tier their number
 * reaches, postage per envelope at the cart's postage class, e-cards free. The cart shows the
 * server's figures once the line is in it.
 */
export function MailingPrice({
  product,
  post,
  ecard,
  postage,
}: {
  product: Product;
  post: number;
  ecard: number;
  postage?: DeliveryOption;
}) {
  const unit = unitPriceAt(product, post);
  const tier = volumeTier(product, post);
  const next = nextTier(product, post);
  const perEnvelope = postage && !postage.free ? postage.price : 0;
  const total = unit * post + perEnvelope * post;
  return (
    <div className="stack-sm" aria-live="polite">
      <dl className="totals">
        <dt>
          {post} printed {post === 1 ? 'card' : 'cards'}{' '}
          <small className="muted">({tier ? tierInWords(tier) : `${money(unit)} each`})</small>
        </dt>
        <dd>{money(unit * post)}</dd>
        <dt>
          Postage, {post} {post === 1 ? 'envelope' : 'envelopes'}{' '}
          {postage && (
            <small className="muted">
              ({postage.free ? `${postage.name}, free with your plan` : `${postage.name}, ${money(postage.price)} each`})
            </small>
          )}
        </dt>
        <dd>{perEnvelope ? money(perEnvelope * post) : 'Free'}</dd>
        {ecard > 0 && (
          <>
            <dt>
              {ecard} {ecard === 1 ? 'e-card' : 'e-cards'}
            </dt>
            <dd>Free</dd>
          </>
        )}
        <dt className="grand">Estimated total</dt>
        <dd className="grand">{money(total)}</dd>
      </dl>
      {next && post > 0 && (
        <p className="field-hint" style={{ margin: 0 }}>
          {next.min_quantity - post} more printed {next.min_quantity - post === 1 ? 'card' : 'cards'} and each costs{' '}
          {money(next.unit_price)} ({tierInWords(next)}).
        </p>
      )}
    </div>
  );
}
