import { plainResolver } from '../../components/plain-resolver';
import { LoginBody } from '@cards/contracts';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../app/toast';
import { z } from 'zod';
import { errorMessage } from '../../api/base-api';
import { TextField } from '../../components/Field';
import { Seo } from '../../seo/Seo';
import { useLoginMutation } from '../../api/user.api';
import { ResendConfirmation } from './resend-confirmation';
import { useEffect } from 'react';

/** The contract has no length rules (a refusal never hints why); the browser still says what is missing. */
const Schema = LoginBody.shape.user.extend({ email: LoginBody.shape.user.shape.email.pipe(z.string().min(1)), password: z.string().min(1).max(1024) });
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
  const { register, handleSubmit, setFocus, getValues, formState: { errors } } = useForm<Form>({ resolver: plainResolver(Schema), defaultValues: { email: params.get('email') ?? '' } });
  useEffect(() => { if (confirmed && params.get('email')) setFocus('password'); }, [confirmed, params, setFocus]);
  const onSubmit = handleSubmit(async (user) => {
    const r = await login({ user: Schema.parse(user) });
    if ('data' in r && r.data) {
      toast.success(`Welcome back${r.data.user.name ? `, ${r.data.user.name}` : ''}!`);
      void navigate(safeReturnTo(params.get('return_to')), { replace: true });
    }
  });
  const status = (error as { status?: unknown } | undefined)?.status;
  const unconfirmed = (error as { data?: { code?: string } } | undefined)?.data?.code === 'unconfirmed';
  return (
    <section className="page narrow">
      <Seo meta={{ title: 'Sign in | Greeting Cards' }} />
      <header className="page-head">
        <h1>{confirmed ? 'Your e-mail is confirmed' : 'Sign in'}</h1>
        <p>{confirmed ? 'Thank you! Sign in with your password to start designing.' : 'Welcome back. Sign in to see your cards, cart and orders.'}</p>
      </header>
      <form className="card-box form" onSubmit={onSubmit} noValidate>
        {error && <p className="form-error" role="alert">{status === 401 ? errorMessage(error, 'Invalid email or password') : errorMessage(error)}</p>}
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
        <button type="submit" className="button button-primary button-block" disabled={isLoading}>{isLoading ? 'Signing in…' : 'Sign in'}</button>
        <p className="field-hint" style={{ margin: 0, textAlign: 'center' }}><Link to="/password/new">Forgot your password?</Link></p>
      </form>
      {unconfirmed && <ResendConfirmation email={getValues('email')} intro="Your account is waiting for you to confirm your e-mail address. Lost the link, or did it expire?" />}
      <p className="muted" style={{ textAlign: 'center' }}>New here? <Link to="/signup">Create an account</Link></p>
    </section>
  );
}
