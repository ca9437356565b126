import { Link } from 'react-router';

/** Where a customer goes once an order is placed: their orders, or another card. */
export function AfterOrderLinks() {
  return (
    <div className="button-row" style={{ justifyContent: 'center' }}>
      <Link to="/profile/orders" className="button">
        My orders
      </Link>
      <Link to="/card/new" className="button button-primary">
        Design another card
      </Link>
    </div>
  );
}
