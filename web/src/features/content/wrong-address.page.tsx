import { useSearchParams } from 'react-router';
import { runtimeConfig, SITE } from '../../api/config';
import { Icon } from '../../components/icon';
import { Seo } from '../../seo/seo';

/** Only a path of this site may be carried over to the right address. */
const safePath = (p: string | null) => (p && p.startsWith('/') && !p.startsWith('//') ? p : '/');

/**
 * Where the app goes when the API is up but refuses the address this page was opened at
 * (its CORS rule): it names the address the shop is set up for, with a link to the same page
 * there, and tells whoever runs the shop how to allow this address too.
 */
export function Page() {
  const [params] = useSearchParams();
  const setUpFor = (runtimeConfig().webUrl ?? SITE.origin).replace(/\/$/, '');
  const here = typeof window === 'undefined' ? '' : window.location.origin;
  const there = `${setUpFor}${safePath(params.get('return_to'))}`;
  return (
    <section className="page narrow empty">
      <Seo meta={{ title: 'Open the shop at its own address | Greeting Cards' }} />
      <Icon name="shield" size={44} />
      <h1>Open the shop at its own address</h1>
      <p role="alert">
        The shop is running, but it is set up for <strong>{setUpFor}</strong>
        {here && (
          <>
            , and you opened it at <strong>{here}</strong>
          </>
        )}
        . Your cards and cart are safe.
      </p>
      <div className="button-row">
        <a className="button button-primary" href={there}>
          Open {setUpFor}
        </a>
      </div>
      <p className="muted">
        Running the shop yourself? To allow this address as well, start it with <code>CORS_ORIGINS={here || 'https://your-address'}</code>{' '}
        (separate several addresses with commas), or set <code>PUBLIC_WEB_URL</code> to it.
      </p>
    </section>
  );
}
