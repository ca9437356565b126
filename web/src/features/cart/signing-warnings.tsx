import { Link } from 'react-router';
import { useGetCardSigningQuery } from '../cards/signing.api';
import type { Cart } from '../../api/types';
import { Icon } from '../../components/icon';

/** One group card whose signing link is open while nobody has signed it yet. */
function UnsignedGroupCard({ cardId, title }: { cardId: number; title: string }) {
  const { data } = useGetCardSigningQuery(cardId);
  if (!data?.link?.open || data.signatures.length > 0) return null;
  return (
    <p className="form-warning" role="status">
      <Icon name="info" size={16} className="inline-icon" /> <strong>{title}</strong> is open for signing, but nobody has signed it yet: it
      would print without signatures. <Link to={`/card/${cardId}`}>Share the signing link</Link> and order once they have signed, or go
      ahead if you mean to.
    </p>
  );
}

/**
 * A warning, not a block, for each card in the cart whose group signing is open with no
 * signatures yet (docs/group-cards.md): the signatures in a print are those at payment.
 */
export function SigningWarnings({ cart }: { cart: Cart }) {
  const cards = new Map<number, string>();
  for (const i of cart.items) {
    const id = i.card_instance.card_id;
    if (id != null && !cards.has(id)) cards.set(id, i.card_instance.title ?? 'Your card');
  }
  return (
    <>
      {[...cards].map(([id, title]) => (
        <UnsignedGroupCard key={id} cardId={id} title={title} />
      ))}
    </>
  );
}
