import { useNavigate } from 'react-router';
import { Icon } from '../../components/icon';
import { Seo } from '../../seo/seo';

/** Where a network failure lands (the 'maintenance' route, docs/product.md). */
export function Page() {
  const navigate = useNavigate();
  return (
    <section className="page narrow empty">
      <Seo meta={{ title: 'We’ll be right back | Greeting Cards' }} />
      <Icon name="settings" size={44} />
      <h1>We’ll be right back</h1>
      <p>We can’t reach our servers at the moment. This is usually brief maintenance — your cards and cart are safe.</p>
      <div className="button-row">
        <button
          type="button"
          className="button button-primary"
          onClick={() => {
            void navigate(-1);
          }}
        >
          Try again
        </button>
        <a className="button" href="/">
          Go to the home page
        </a>
      </div>
    </section>
  );
}
