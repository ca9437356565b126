import { MAILING_LIMITS } from '@cards/contracts';
import type { ReactNode } from 'react';
import type { DeliveryOption, Product } from '../../api/types';
import { Icon, Spinner } from '../../components/icon';
import { recipientsInWords } from '../../components/recipients-in-words';
import { MailingPrice, ProductChoice } from './mailing-price';

const MAX = MAILING_LIMITS.maxRecipients;

interface Props {
  products: Product[];
  product?: Product;
  onProduct: (id: number) => void;
  counts: { post: number; ecard: number };
  postage?: DeliveryOption;
  /** Why the last try was refused, in the API's words. */
  error?: string;
  busy: boolean;
  /** The option can be ordered (its words and artwork are made). */
  ready: boolean;
  onSend: () => void;
  children?: ReactNode;
}

/**
 * "3. Size and price": the size, what the list will cost, how many people by post and by e-card,
 * the limit when it is passed, and the button that puts the list in the cart.
 */
export function SendAside({ products, product, onProduct, counts, postage, error, busy, ready, onSend, children }: Props) {
  const n = counts.post + counts.ecard;
  const over = n - MAX;
  return (
    <aside className="option-side card-box stack-sm" aria-label="Price and order">
      <h2>3. Size and price</h2>
      <ProductChoice products={products} productId={product?.id} onChange={onProduct} />
      {product && <MailingPrice product={product} post={counts.post} ecard={counts.ecard} postage={postage} />}
      {postage && counts.post > 0 && (
        <p className="field-hint" style={{ margin: 0 }} data-testid="send-post-promise">
          By post: {postage.promise}
        </p>
      )}
      <p role="status" style={{ margin: 0 }}>
        {recipientsInWords(counts)}
      </p>
      {over > 0 && (
        <p className="form-error" role="alert">
          One order takes at most {MAX} people. Untick {over} to go on.
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className="button button-primary button-block button-large"
        disabled={!product || !n || over > 0 || busy || !ready}
        onClick={onSend}
      >
        {busy ? <Spinner label="Adding" /> : <Icon name="add" />} Add {n || ''} {n === 1 ? 'card' : 'cards'} to cart
      </button>
      {!ready && <p className="field-hint">You can send it once this option is ready.</p>}
      {children}
    </aside>
  );
}
