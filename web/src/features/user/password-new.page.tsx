import { plainResolver } from '../../components/plain-resolver';
import { UserEmail } from '@cards/contracts';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { TextField } from '../../components/field';
import { Icon } from '../../components/icon';
import { NOT_INDEXED, Seo } from '../../seo/seo';
import { RememberedIt } from './new-password';
import { useRequestPasswordResetMutation, waitInWords } from './password-reset.api';
import { Alert } from '../../components/error-alert';

const Schema = z.object({ email: UserEmail });
type Form = z.input<typeof Schema>;

const meta = {
  title: 'Reset your password | Greeting Cards',
  description: 'Forgotten your password? We’ll email you a link to choose a new one.',
};

/**
 * `/password/new`: asks for a reset link. The answer is the same whether or not the address
 * has an account (so the page tells nobody who is registered); only a rate limit is explained.
 */
export function Page() {
  const [request, { isLoading }] = useRequestPasswordResetMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [wait, setWait] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Form>({ resolver: plainResolver(Schema) });
  const onSubmit = handleSubmit(async (form) => {
    const { email } = Schema.parse(form);
    setWait(null);
    const r = await request(email);
    if (!('data' in r) || !r.data) return; // a network failure: the app sends people to /maintenance
    if (!r.data.ok && r.data.status === 429) setWait(waitInWords(r.data.retryAfter));
    else setSentTo(email);
  });
  if (sentTo) return <Sent email={sentTo} onAgain={() => setSentTo(null)} />;
  return (
    <section className="page narrow">
      <Seo meta={meta} robots={NOT_INDEXED} />
      <header className="page-head">
        <h1>Reset your password</h1>
        <p>Enter the email address you signed up with and we’ll send you a link to choose a new password.</p>
      </header>
      <form className="card-box form" onSubmit={onSubmit} noValidate>
        {wait && <Alert>You’ve asked for several links in a short time. Please wait {wait} and try again.</Alert>}
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <button type="submit" className="button button-primary button-block" disabled={isLoading}>
          {isLoading ? 'Sending…' : 'Send reset link'}
        </button>
      </form>
      <RememberedIt />
    </section>
  );
}

function Sent({ email, onAgain }: { email: string; onAgain: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: move focus to the news so screen readers read it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="page narrow empty">
      <Seo meta={meta} robots={NOT_INDEXED} />
      <Icon name="email" size={44} />
      <h1 ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
        Check your inbox
      </h1>
      <p>
        If an account exists for <strong>{email}</strong>, we’ve sent a link to choose a new password. It can take a few minutes to arrive;
        check your spam folder too.
      </p>
      <Link to="/login" className="button button-primary">
        Back to sign in
      </Link>
      <button type="button" className="link-button" onClick={onAgain}>
        Use a different address
      </button>
    </section>
  );
}
