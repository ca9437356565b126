import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/base-api';
import { Icon, Spinner } from '../../components/Icon';
import { Seo } from '../../seo/Seo';
import { useConfirmQuery } from '../../api/user.api';

export function Page() {
  const [params] = useSearchParams();
  const token = params.get('confirmation_token') ?? '';
  const { isLoading, isSuccess, error } = useConfirmQuery(token, { skip: !token });
  return (
    <section className="page narrow empty">
      <Seo meta={{ title: 'Confirm your e-mail | Greeting Cards' }} />
      {!token ? (
        <><Icon name="email" size={44} /><h1>Confirm your e-mail</h1><p>Open the link in the e-mail we sent you to confirm your address.</p></>
      ) : isLoading ? (
        <><Spinner label="Confirming your e-mail" size={32} /><h1>Confirming your e-mail…</h1></>
      ) : isSuccess ? (
        <><Icon name="check" size={44} /><h1>Your e-mail is confirmed</h1><p>Thank you! You can now sign in and start designing.</p><Link to="/login" className="button button-primary">Sign in</Link></>
      ) : (
        <><Icon name="info" size={44} /><h1>This link didn’t work</h1><p role="alert">{errorMessage(error, 'The confirmation link is invalid or has expired.')}</p><Link to="/login" className="button">Go to sign in</Link></>
      )}
    </section>
  );
}
