import { UserEmail } from '@cards/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useResendConfirmationMutation } from './user.api';
import { TextField } from '../../components/field';
import { plainResolver } from '../../components/plain-resolver';
import { waitInWords } from './password-reset.api';

const Schema = z.object({ email: UserEmail });
type Form = z.input<typeof Schema>;

/**
 * "Send the link again": mails a fresh confirmation link. The API answers the same whether or
 * not the address has an account waiting (so this tells nobody who is registered) and limits
 * how often one address may ask; only that limit is explained.
 */
export function ResendConfirmation({ email, intro }: { email?: string; intro?: string }) {
  const [resend, { isLoading }] = useResendConfirmationMutation();
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Form>({ resolver: plainResolver(Schema), defaultValues: { email: email ?? '' } });
  const onSubmit = handleSubmit(async (form) => {
    const { email: to } = Schema.parse(form);
    setNote(null);
    const r = await resend(to);
    if ('data' in r) {
      setNote({
        ok: true,
        text: `If ${to} is waiting to be confirmed, a new link is on its way. It works for 3 days; check your spam folder too.`,
      });
      return;
    }
    const e = r.error as { status?: unknown; data?: { details?: { retry_after?: number } } };
    setNote(
      e.status === 429
        ? {
            ok: false,
            text: `You’ve asked for several links in a short time. Please wait ${waitInWords(e.data?.details?.retry_after ?? null)} and try again.`,
          }
        : { ok: false, text: 'We could not send the link just now. Please try again.' },
    );
  });
  return (
    <form className="card-box form" onSubmit={onSubmit} noValidate aria-labelledby="resend-title">
      <h2 id="resend-title" style={{ margin: 0, fontSize: '1.15rem' }}>
        Send the link again
      </h2>
      {intro && (
        <p className="muted" style={{ margin: 0 }}>
          {intro}
        </p>
      )}
      <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <button type="submit" className="button button-block" disabled={isLoading}>
        {isLoading ? 'Sending…' : 'Send the link again'}
      </button>
      <div aria-live="polite">{note && <p className={note.ok ? 'form-note' : 'form-error'}>{note.text}</p>}</div>
    </form>
  );
}
