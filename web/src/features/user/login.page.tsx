import { plainResolver } from '../../components/plain-resolver';
import { LoginBody } from '@cards/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../app/toast';
import { z } from 'zod';
import { errorMessage } from '../../api/base-api';
import { TextField } from '../../components/field';
import { Seo } from '../../seo/seo';
import { useLoginMutation } from './user.api';
import { waitInWords } from './password-reset.api';
import { ResendConfirmation } from './resend-confirmation';
import { Alert } from '../../components/error-alert';

interface Throttled {
  retry_after?: number;
  details?: { reason?: string; retry_after?: number };
}

/** Seconds left of a 429's `retry_after`, counting down once a second from when it arrived. */
function useWaitLeft(error: unknown): number | null {
  const e = error as { status?: unknown; data?: Throttled } | undefined;
  const total = e?.status === 429 ? (e.data?.retry_after ?? e.data?.details?.retry_after ?? null) : null;
  // A new error object is a new answer: the wait starts from its arrival.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `error` is a dependency on purpose
  const until = useMemo(() => (total == null ? null : Date.now() + total * 1000), [error, total]);
  const [, setNow] = useState(0);
  useEffect(() => {
    if (until == null) return;
    const tick = setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= until) clearInterval(tick);
    }, 1000);
    return () => clearInterval(tick);
  }, [until]);
  return until == null ? null : Math.max(0, Math.ceil((until - Date.now()) / 1000));
}

/** Why sign-in is paused, said plainly; the wait itself comes from `retry_after`. */
const PAUSED: Record<string, string> = {
  account_delay: 'There have been several wrong passwords for this address.',
  account_locked: 'There have been too many wrong passwords for this address, so signing in from a new browser is paused.',
  network_locked: 'There have been too many failed sign-ins from your network, so signing in from a new browser is paused.',
  device_locked: 'There have been too many wrong passwords in this browser.',
};

function WaitMessage({ reason, left }: { reason?: string; left: number }) {
  const why = PAUSED[reason ?? ''] ?? 'There have been too many sign-in attempts.';
  const resetHelps = reason === 'account_locked' || reason === 'network_locked' || reason === 'device_locked';
  return (
    <p className="form-error" role="alert">
      {why} {left > 0 ? <>You can try again in {waitInWords(left)}.</> : <>You can try again now.</>}
      {resetHelps && (
        <>
          {' '}
          Or <Link to="/password/new">reset your password</Link> to sign in straight away.
        </>
      )}
    </p>
  );
}

/** The contract has no length rules (a refusal never hints why); the browser still says what is missing. */
const Schema = LoginBody.shape.user.extend({
  email: LoginBody.shape.user.shape.email.pipe(z.string().min(1)),
  password: z.string().min(1).max(1024),
});
type Form = z.input<typeof Schema>;

/** Only same-site paths are followed after signing in. */
export function safeReturnTo(v: string | null): string {
  return v && v.startsWith('/') && !v.startsWith('//') && !v.startsWith('/login') ? v : '/';
}

export function Page() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [login, { isLoading, error }] = useLoginMutation();
  // Arriving from a confirmation link: the address is filled in and the password is next.
  const confirmed = params.get('confirmed') === '1';
  const {
    register,
    handleSubmit,
    setFocus,
    getValues,
    formState: { errors },
  } = useForm<Form>({ resolver: plainResolver(Schema), defaultValues: { email: params.get('email') ?? '' } });
  useEffect(() => {
    if (confirmed && params.get('email')) setFocus('password');
  }, [confirmed, params, setFocus]);
  const onSubmit = handleSubmit(async (user) => {
    const r = await login({ user: Schema.parse(user) });
    if ('data' in r && r.data) {
      toast.success(`Welcome back${r.data.user.name ? `, ${r.data.user.name}` : ''}!`);
      void navigate(safeReturnTo(params.get('return_to')), { replace: true });
    }
  });
  const status = (error as { status?: unknown } | undefined)?.status;
  const left = useWaitLeft(error);
  const reason = (error as { data?: Throttled } | undefined)?.data?.details?.reason;
  const unconfirmed = (error as { data?: { code?: string } } | undefined)?.data?.code === 'unconfirmed';
  return (
    <section className="page narrow">
      <Seo meta={{ title: 'Sign in | Greeting Cards' }} />
      <header className="page-head">
        <h1>{confirmed ? 'Your e-mail is confirmed' : 'Sign in'}</h1>
        <p>
          {confirmed
            ? 'Thank you! Sign in with your password to start designing.'
            : 'Welcome back. Sign in to see your cards, cart and orders.'}
        </p>
      </header>
      <form className="card-box form" onSubmit={onSubmit} noValidate>
        {error &&
          (left != null ? (
            <WaitMessage reason={reason} left={left} />
          ) : (
            <Alert>{status === 401 ? errorMessage(error, 'Invalid email or password') : errorMessage(error)}</Alert>
          ))}
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <button type="submit" className="button button-primary button-block" disabled={isLoading || (left ?? 0) > 0}>
          {isLoading ? 'Signing in…' : (left ?? 0) > 0 ? `Sign in (wait ${waitInWords(left!)})` : 'Sign in'}
        </button>
        <p className="field-hint" style={{ margin: 0, textAlign: 'center' }}>
          <Link to="/password/new">Forgot your password?</Link>
        </p>
      </form>
      {unconfirmed && (
        <ResendConfirmation
          email={getValues('email')}
          intro="Your account is waiting for you to confirm your e-mail address. Lost the link, or did it expire?"
        />
      )}
      <p className="muted" style={{ textAlign: 'center' }}>
        New here? <Link to="/signup">Create an account</Link>
      </p>
    </section>
  );
}
