import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { sessionExpired } from '../../api/session';
import { useUndoEmailChangeMutation } from './user.api';
import { useAppDispatch } from '../../app/hooks';
import { Icon, Spinner } from '../../components/icon';
import { NOT_INDEXED, Seo } from '../../seo/seo';
import { Alert, ErrorAlert } from '../../components/error-alert';

const meta = {
  title: 'Undo an e-mail change | Greeting Cards',
  description: 'Put your old e-mail address back on your Greeting Cards account.',
};

/**
 * `/email/undo?undo_token=`: the link mailed to the old address when the account's e-mail
 * changed. Nothing happens until the person presses the button (mail scanners open links).
 * Undoing signs everyone out, this browser included.
 */
export function Page() {
  const [params] = useSearchParams();
  const token = params.get('undo_token') ?? '';
  const [undo, { data, error, isLoading }] = useUndoEmailChangeMutation();
  const dispatch = useAppDispatch();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!data) return;
    dispatch(sessionExpired());
    heading.current?.focus();
  }, [data, dispatch]);

  if (data) {
    return (
      <section className="page narrow empty">
        <Seo meta={meta} robots={NOT_INDEXED} />
        <Icon name="check" size={44} />
        <h1 ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          Your e-mail address is back
        </h1>
        <p>{data.message}</p>
        <Link to="/login" className="button button-primary">
          Sign in
        </Link>
      </section>
    );
  }
  return (
    <section className="page narrow">
      <Seo meta={meta} robots={NOT_INDEXED} />
      <header className="page-head">
        <h1>Undo the change of your e-mail address</h1>
        <p>
          If you did not ask to change the e-mail address of your account, undo it here. Your old address comes back, everyone is signed out
          of your account, and we send you a link to choose a new password.
        </p>
      </header>
      <div className="card-box form">
        {!token && <Alert>This link is incomplete. Open the link from the e-mail we sent you.</Alert>}
        {error && <ErrorAlert error={error} fallback="The change could not be undone." />}
        <button
          type="button"
          className="button button-primary button-block"
          disabled={!token || isLoading}
          onClick={() => void undo(token)}
        >
          {isLoading ? <Spinner label="Undoing" /> : <Icon name="shield" />} Undo the change
        </button>
      </div>
      <p className="muted" style={{ textAlign: 'center' }}>
        Did you make the change yourself? Then there is nothing to do: <Link to="/">back to the shop</Link>.
      </p>
    </section>
  );
}
