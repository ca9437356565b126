import { plainResolver } from '../../components/plain-resolver';
import { SignupBody } from '@cards/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { fieldErrors } from '../../api/base-api';
import { TextField } from '../../components/field';
import { Icon } from '../../components/icon';
import { Seo } from '../../seo/seo';
import { useSignupMutation } from './user.api';
import { ResendConfirmation } from './resend-confirmation';
import { confirmedPassword, NewPasswordFields } from './new-password';
import { ErrorAlert } from '../../components/error-alert';

const Schema = confirmedPassword(SignupBody.shape.user.extend({ password_confirmation: z.string() }));
type Form = z.input<typeof Schema>;

export function Page() {
  const [signup, { isLoading, error }] = useSignupMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Form>({ resolver: plainResolver(Schema) });
  const server = fieldErrors(error);
  const onSubmit = handleSubmit(async (form) => {
    const user = Schema.parse(form);
    const r = await signup({ user });
    if ('data' in r) setSentTo(user.email);
  });
  if (sentTo) {
    return (
      <section className="page narrow empty">
        <Seo meta={{ title: 'Check your inbox | Greeting Cards' }} />
        <Icon name="email" size={44} />
        <h1>Check your inbox</h1>
        <p>
          We sent a confirmation link to <strong>{sentTo}</strong>. Follow it to activate your account, then sign in.
        </p>
        <Link to="/login" className="button button-primary">
          Go to sign in
        </Link>
        <ResendConfirmation email={sentTo} intro="Nothing after a few minutes? Check your spam folder, or ask for the link again." />
      </section>
    );
  }
  return (
    <section className="page narrow">
      <Seo meta={{ title: 'Create an account | Greeting Cards' }} />
      <header className="page-head">
        <h1>Create an account</h1>
        <p>Save your designs, order printed cards and keep track of your orders.</p>
      </header>
      <form className="card-box form" onSubmit={onSubmit} noValidate>
        {error && !Object.keys(server).length && <ErrorAlert error={error} />}
        <TextField label="Name" autoComplete="name" error={errors.name?.message ?? server.name} {...register('name')} />
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message ?? server.email} {...register('email')} />
        <NewPasswordFields
          labels={['Password', 'Confirm password']}
          hint="At least 8 characters."
          password={register('password')}
          confirmation={register('password_confirmation')}
          errors={[errors.password?.message ?? server.password, errors.password_confirmation?.message ?? server.password_confirmation]}
        />
        <button type="submit" className="button button-primary button-block" disabled={isLoading}>
          {isLoading ? 'Creating your account…' : 'Create account'}
        </button>
        <p className="field-hint">
          By creating an account you agree to our <Link to="/privacy">privacy policy</Link>.
        </p>
      </form>
      <p className="muted" style={{ textAlign: 'center' }}>
        Already have an account? <Link to="/login">Sign in</Link>
      </p>
    </section>
  );
}
