import { photoPrintCheck } from '@cards/card-layout';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../app/toast';
import type { Card, CardInstance, Product } from '../../api/types';
import { money } from '../../components/format';
import { Icon, Spinner } from '../../components/icon';
import { PrintChecks } from '../../components/print-checks';
import { useAddToCartMutation } from '../cart/cart.api';

interface Props {
  card: Card;
  option: CardInstance;
  /** The sizes on sale. */
  products: Product[];
  loading: boolean;
  productId: number | undefined;
  onProduct: (id: number) => void;
}

/** Choosing a size and a quantity of an option, and putting it in the cart. */
export function OrderPrinted({ card, option, products, loading, productId, onProduct }: Props) {
  const [quantity, setQuantity] = useState(1);
  const [addToCart, adding] = useAddToCartMutation();
  const product = products.find((p) => p.id === productId);
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
  return (
    <div className="card-box stack-sm">
      <h2>Order printed cards</h2>
      {loading && <Spinner label="Loading products" />}
      <fieldset className="product-options" style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className="field-label">Size and paper</legend>
        {products.map((p) => (
          <label key={p.id} className={`product-option ${p.id === productId ? 'is-selected' : ''}`}>
            <input type="radio" name="product" value={p.id} checked={p.id === productId} onChange={() => onProduct(p.id)} />
            <span>
              <strong>{p.name}</strong>
              <br />
              <small className="muted">{p.description || `${p.size} · ${p.flat_width_mm / 2} × ${p.flat_height_mm} mm folded`}</small>
              {/* How sharp the card's own photos print at this size, before it goes in the cart. */}
              <PrintChecks
                compact
                checks={(card.photos ?? []).map((ph) =>
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
  );
}
