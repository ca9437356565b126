import type { CardInstance, Order } from '@cards/contracts';
import { generation } from '../../../api/route-table.gen';
import { useAdminGetQuery } from '../api/admin.api';

/** One order line as it will print: the front picture, the front greeting and the inside words, read from the card option. */
function OrderLineWords({ line }: { line: Order['items'][number] }) {
  const { data, isLoading, isError } = useAdminGetQuery({ route: generation.getCardInstance, id: line.card_instance_id });
  const option = data as CardInstance | undefined;
  const front = option?.thumbnail_url ?? line.thumbnail_url;
  return (
    <li className="admin-line" data-testid={`order-line-${line.id}`}>
      {front ? (
        <img className="admin-line-front" src={front} alt={`Front of ${line.title ?? 'the card'}`} loading="lazy" />
      ) : (
        <div className="admin-line-front is-empty">No picture</div>
      )}
      <div className="admin-line-words">
        <p className="admin-line-title">
          <strong>{line.title ?? line.product_name}</strong> · {line.product_name} × {line.quantity} · option #{line.card_instance_id}
        </p>
        {isLoading ? (
          <p className="muted">Loading the words…</p>
        ) : isError || !option ? (
          <p className="field-error">The card option could not be read (it may have been deleted).</p>
        ) : (
          <>
            <h3>Front greeting</h3>
            <p className="admin-line-front-text">{option.front_text || <span className="muted">none</span>}</p>
            <h3>Inside</h3>
            <p className="admin-line-inside">{option.text || <span className="muted">none</span>}</p>
            {option.edited && <p className="muted">The customer edited these words by hand.</p>}
          </>
        )}
      </div>
    </li>
  );
}

/**
 * What each line will print, so an admin answering a complaint can read the words and see the
 * front before the print file exists. The words are the option's current ones: the print file is
 * made from them when the order is released to print.
 */
export function OrderLines({ order }: { order: Order }) {
  return (
    <div className="card-box">
      <h2>What will print</h2>
      <ul className="admin-lines">
        {order.items.map((line) => (
          <OrderLineWords key={line.id} line={line} />
        ))}
      </ul>
    </div>
  );
}
