import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/base-api';
import { Icon, Spinner } from '../../components/icon';
import { Seo } from '../../seo/seo';
import { useConfirmQuery } from './user.api';
import { ResendConfirmation } from './resend-confirmation';

/**
 * The mailed link lands here. A confirmed address goes straight on to sign in with the address
 * filled in (signing in stays a password step: a link in a mailbox is no key to the account); a
 * link that failed offers a new one.
 */
const sentence = (s: string) => (/[.!?]$/.test(s) ? s : `${s}.`);

export function Page() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('confirmation_token') ?? '';
  const { data, isLoading, isSuccess, error } = useConfirmQuery(token, { skip: !token });
  useEffect(() => {
    if (isSuccess)
      void navigate(`/login?confirmed=1${data?.user?.email ? `&email=${encodeURIComponent(data.user.email)}` : ''}`, { replace: true });
  }, [isSuccess, data, navigate]);
  const code = (error as { data?: { code?: string } } | undefined)?.data?.code;
  return (
    <section className="page narrow">
      <Seo meta={{ title: 'Confirm your e-mail | Greeting Cards' }} />
      {!token ? (
        <div className="empty">
          <Icon name="email" size={44} />
          <h1>Confirm your e-mail</h1>
          <p>Open the link in the e-mail we sent you to confirm your address.</p>
          <ResendConfirmation intro="Lost the e-mail? Enter your address and we’ll send a new link." />
        </div>
      ) : isLoading || isSuccess ? (
        <div className="empty">
          <Spinner label="Confirming your e-mail" size={32} />
          <h1>Confirming your e-mail…</h1>
        </div>
      ) : (
        <div className="stack-sm">
          <div className="empty">
            <Icon name="info" size={44} />
            <h1>This link didn’t work</h1>
            <p role="alert">
              {sentence(errorMessage(error, 'The confirmation link is invalid or has expired.'))}
              {code === 'confirmation_token_used' ? ' If you followed it before, your address is confirmed: just sign in.' : ''}
            </p>
            <Link to="/login" className="button button-primary">
              Go to sign in
            </Link>
          </div>
          <ResendConfirmation intro="Enter the address you signed up with and we’ll send a new confirmation link." />
        </div>
      )}
    </section>
  );
}
