import { Link } from 'react-router';
import { Icon } from '../../components/icon';
import { Seo } from '../../seo/seo';

export function Page() {
  return (
    <section className="page narrow empty">
      <Seo
        meta={{
          title: 'Page not found | Greeting Cards',
          description: 'This page does not exist. Design a personalised card or browse our samples instead.',
        }}
      />
      <Icon name="search" size={44} />
      <h1>We couldn’t find that page</h1>
      <p>The link may be old or mistyped. Let’s get you somewhere lovely instead.</p>
      <div className="button-row">
        <Link to="/" className="button button-primary">
          Home
        </Link>
        <Link to="/card/new" className="button">
          Design a card
        </Link>
      </div>
    </section>
  );
}
