import { useSetDeliveryMutation } from './cart.api';
import type { Cart } from '../../api/types';
import { money } from '../../components/format';
import { Alert } from '../../components/error-alert';

/**
 * The postage classes with price and dates; choosing one saves it on the cart. The dates are the
 * server's promise in the shop's one wording ("Posted today if you order by 3pm; expected …"),
 * the same sentence checkout, the Christmas page and the mails use.
 */
export function PostageOptions({ cart }: { cart: Cart }) {
  const [setDelivery, saving] = useSetDeliveryMutation();
  const chosen = cart.delivery.postage_class;
  return (
    <fieldset className="product-options" style={{ border: 0, padding: 0, margin: 0 }} aria-busy={saving.isLoading || undefined}>
      <legend className="field-label">Postage</legend>
      {cart.delivery.options.map((o) => (
        <label key={o.postage_class} className={`product-option ${o.postage_class === chosen ? 'is-selected' : ''}`}>
          <input
            type="radio"
            name="postage"
            value={o.postage_class}
            checked={o.postage_class === chosen}
            onChange={() => void setDelivery({ postage_class: o.postage_class })}
          />
          <span>
            <strong>{o.name}</strong>
            <br />
            <small className="muted">{o.description}</small>
            <br />
            <small className="postage-dates">{o.promise}</small>
          </span>
          <span className="price">{o.price > 0 && !o.free ? money(o.price) : 'Free'}</span>
        </label>
      ))}
      {saving.isError && <Alert>We could not change the postage. Please try again.</Alert>}
    </fieldset>
  );
}
