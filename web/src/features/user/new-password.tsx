import type { UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { TextField } from '../../components/field';

/**
 * A new password typed twice must match: signup, the reset link and the profile form say it
 * alike. `optional` where leaving both empty keeps the old password (the profile form).
 */
export function confirmedPassword<T extends z.ZodType<{ password: string; password_confirmation: string }>>(
  schema: T,
  { optional = false } = {},
): T {
  return schema.refine((u) => (optional && !u.password) || u.password === u.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The two passwords do not match.',
  });
}

/** The two fields of a new password: what each is called, the hint under the first, both registered, their errors. */
export function NewPasswordFields(props: {
  labels: readonly [string, string];
  hint?: string;
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  errors: readonly [string | undefined, string | undefined];
}) {
  const { labels, hint, password, confirmation, errors } = props;
  return (
    <>
      <TextField label={labels[0]} type="password" autoComplete="new-password" hint={hint} error={errors[0]} {...password} />
      <TextField label={labels[1]} type="password" autoComplete="new-password" error={errors[1]} {...confirmation} />
    </>
  );
}

/** Under both forms of a forgotten password: the way back for one remembered after all. */
export function RememberedIt() {
  return (
    <p className="muted" style={{ textAlign: 'center' }}>
      Remembered it? <Link to="/login">Sign in</Link>
    </p>
  );
}
