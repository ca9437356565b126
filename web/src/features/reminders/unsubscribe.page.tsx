import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useUnsubscribeRemindersMutation } from './reminders.api';
import { Spinner } from '../../components/icon';
import { Seo } from '../../seo/seo';
import { Alert, ErrorAlert } from '../../components/error-alert';

/** /reminders/unsubscribe?token=…: the reminder mail's one-click way out; no sign-in needed. */
export function Page() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [unsubscribe, state] = useUnsubscribeRemindersMutation();
  const asked = useRef(false);
  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    void unsubscribe(token);
  }, [token, unsubscribe]);
  return (
    <section className="page narrow">
      <Seo meta={{ title: 'Reminder e-mails | Greeting Cards' }} />
      <h1>Reminder e-mails</h1>
      <div aria-live="polite">
        {!token && <Alert>This link has no token. Use the link from the reminder e-mail, or turn reminders off in My Account.</Alert>}
        {state.isLoading && <Spinner label="Stopping reminder e-mails" />}
        {state.isSuccess && (
          <p className="form-note">
            Done: we will not e-mail you reminders any more. Your saved dates are kept; turn e-mails back on any time in{' '}
            <Link to="/profile/reminders">My Account</Link>.
          </p>
        )}
        {state.isError && <ErrorAlert error={state.error} fallback="We could not stop the reminders." />}
      </div>
    </section>
  );
}
