import { plainResolver } from '../../components/plain-resolver';
import { ResetPasswordBody } from '@cards/contracts';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../app/toast';
import { z } from 'zod';
import { errorMessage, fieldErrors } from '../../api/base-api';
import { sessionExpired } from '../../api/session';
import { useAppDispatch } from '../../app/hooks';
import { Icon } from '../../components/icon';
import { NOT_INDEXED, Seo } from '../../seo/seo';
import { confirmedPassword, NewPasswordFields, RememberedIt } from './new-password';
import { useResetPasswordMutation, waitInWords } from './password-reset.api';
import { Alert } from '../../components/error-alert';

/** The contract's password rules (8–128 characters) plus a confirmation that must match, as on signup. */
const Schema = confirmedPassword(
  ResetPasswordBody.shape.user.omit({ reset_password_token: true }).extend({ password_confirmation: z.string() }),
);
type Form = z.input<typeof Schema>;

type LinkProblem = 'invalid' | 'used' | 'expired' | 'replaced';
const PROBLEM_TEXT: Record<LinkProblem, string> = {
  invalid: 'This password reset link is not valid.',
  used: 'This password reset link has already been used.',
  expired: 'This password reset link has expired.',
  replaced: 'A newer password reset link has been sent to you: only the link in the latest e-mail works.',
};
export const PASSWORD_CHANGED = 'Your password has been changed. Please sign in.';

const meta = { title: 'Choose a new password | Greeting Cards', description: 'Choose a new password for your Greeting Cards account.' };

/** What is wrong with the link, from the server's `reset_password_token_<problem>` code or a 422 on the token. */
function linkProblem(code: string | null, fields: Record<string, string>): LinkProblem | null {
  const m = /^reset_password_token_(invalid|used|expired|replaced)$/.exec(code ?? '');
  if (m) return m[1] as LinkProblem;
  return fields.reset_password_token ? 'invalid' : null;
}

/**
 * `/password/edit?reset_password_token=`: sets a new password with the mailed link. Success
 * signs the browser out (the server has revoked every session of the user) and goes to /login.
 */
export function Page() {
  const [params] = useSearchParams();
  const token = params.get('reset_password_token') ?? '';
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [reset, { isLoading }] = useResetPasswordMutation();
  const [problem, setProblem] = useState<LinkProblem | null>(token ? null : 'invalid');
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Form>({ resolver: plainResolver(Schema) });
  const onSubmit = handleSubmit(async (form) => {
    const { password, password_confirmation } = Schema.parse(form);
    setFormError(null);
    const r = await reset({ user: { reset_password_token: token, password, password_confirmation } });
    if (!('data' in r) || !r.data) return; // a network failure: the app sends people to /maintenance
    const outcome = r.data;
    if (outcome.ok) {
      dispatch(sessionExpired());
      toast.success(PASSWORD_CHANGED);
      void navigate('/login', { replace: true });
      return;
    }
    const fields = fieldErrors(outcome.error);
    const bad = linkProblem(outcome.code, fields);
    if (bad) return setProblem(bad);
    if (outcome.status === 429)
      return setFormError(`You’ve tried several times in a short time. Please wait ${waitInWords(outcome.retryAfter)} and try again.`);
    const placed = (['password', 'password_confirmation'] as const).filter((f) => fields[f]);
    placed.forEach((f, i) => setError(f, { type: 'server', message: fields[f] }, { shouldFocus: i === 0 }));
    if (!placed.length) setFormError(errorMessage(outcome.error));
  });
  if (problem) return <BadLink problem={problem} />;
  return (
    <section className="page narrow">
      <Seo meta={meta} robots={NOT_INDEXED} />
      <header className="page-head">
        <h1>Choose a new password</h1>
        <p>Once it’s changed, you’ll be signed out on every device and can sign in with the new one.</p>
      </header>
      <form className="card-box form" onSubmit={onSubmit} noValidate>
        {formError && <Alert>{formError}</Alert>}
        <NewPasswordFields
          labels={['New password', 'Confirm new password']}
          hint="8 to 128 characters."
          password={register('password')}
          confirmation={register('password_confirmation')}
          errors={[errors.password?.message, errors.password_confirmation?.message]}
        />
        <button type="submit" className="button button-primary button-block" disabled={isLoading}>
          {isLoading ? 'Changing your password…' : 'Change password'}
        </button>
      </form>
      <RememberedIt />
    </section>
  );
}

function BadLink({ problem }: { problem: LinkProblem }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone (or never came): move focus to the explanation so screen readers read it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="page narrow empty">
      <Seo meta={meta} robots={NOT_INDEXED} />
      <Icon name="info" size={44} />
      <h1 ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
        This link can’t be used
      </h1>
      <p role="alert">{PROBLEM_TEXT[problem]}</p>
      <p className="muted">Reset links work once and for a limited time. Ask for a new one and we’ll email it to you.</p>
      <Link to="/password/new" className="button button-primary">
        Request a new link
      </Link>
    </section>
  );
}
