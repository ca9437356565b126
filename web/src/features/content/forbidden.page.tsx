import { Link } from 'react-router';
import { Icon } from '../../components/icon';
import { Seo } from '../../seo/seo';

/** The fixed message (docs/product.md) is shown once, here, and nowhere else. */
export const FORBIDDEN_MESSAGE = 'You need administrator privileges to access this area.';

export function Page() {
  return (
    <section className="page narrow empty">
      <Seo meta={{ title: 'Access denied | Greeting Cards' }} />
      <Icon name="shield" size={44} />
      <h1>Access denied</h1>
      <p role="alert">{FORBIDDEN_MESSAGE}</p>
      <Link to="/" className="button button-primary">
        Back to the shop
      </Link>
    </section>
  );
}
