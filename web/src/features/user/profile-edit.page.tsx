import { plainResolver } from '../../components/plain-resolver';
import { ProfileBody } from '@cards/contracts';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '../../app/toast';
import { z } from 'zod';
import { fieldErrors } from '../../api/base-api';
import { useAppSelector } from '../../app/hooks';
import { TextField } from '../../components/field';
import { confirmedPassword, NewPasswordFields } from './new-password';
import { useUpdateProfileMutation } from './user.api';
import { selectCurrentUser } from '../../api/user.state';
import { ErrorAlert } from '../../components/error-alert';

const Schema = confirmedPassword(
  z.object({
    name: z.string().trim().max(100),
    email: z.string().trim(),
    password: z.string(),
    password_confirmation: z.string(),
    current_password: z.string(),
  }),
  { optional: true },
);
type Form = z.infer<typeof Schema>;

/** What the toast says once the details are saved: each change, and what it set off. */
function savedWords(f: Form, newEmail: boolean, oldEmail: string | undefined): string {
  return [
    'Your details are saved.',
    newEmail ? `We’ve sent a link to ${f.email} to confirm it, and told ${oldEmail} about the change.` : '',
    f.password ? 'You have been signed out everywhere else.' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** A new password, typed twice. */
function PasswordFields(props: { register: UseFormRegister<Form>; errors: FieldErrors<Form>; server: Record<string, string> }) {
  const { register, errors, server } = props;
  return (
    <fieldset className="fieldset">
      <legend>Change password</legend>
      <NewPasswordFields
        labels={['New password', 'Confirm new password']}
        hint="Setting a new password signs you out on your other devices."
        password={register('password')}
        confirmation={register('password_confirmation')}
        errors={[errors.password?.message ?? server.password, errors.password_confirmation?.message ?? server.password_confirmation]}
      />
    </fieldset>
  );
}

export function Page() {
  const user = useAppSelector(selectCurrentUser);
  const navigate = useNavigate();
  const [update, { isLoading, error }] = useUpdateProfileMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Form>({
    resolver: plainResolver(Schema),
    defaultValues: { name: user?.name ?? '', email: user?.email ?? '', password: '', password_confirmation: '', current_password: '' },
  });
  const server = fieldErrors(error);
  const onSubmit = handleSubmit(async (f) => {
    const newEmail = !!f.email && f.email.toLowerCase() !== user?.email.toLowerCase();
    // A new address or password needs the current password: someone at an unlocked screen cannot take the account.
    if ((newEmail || f.password) && !f.current_password) {
      setError('current_password', {
        message:
          newEmail && !f.password
            ? 'Enter your current password to change your e-mail address.'
            : 'Enter your current password to change it.',
      });
      return;
    }
    const candidate = {
      name: f.name,
      ...(newEmail ? { email: f.email } : {}),
      ...(f.password ? { password: f.password, password_confirmation: f.password_confirmation } : {}),
      ...(newEmail || f.password ? { current_password: f.current_password } : {}),
    };
    const parsed = ProfileBody.safeParse({ user: candidate });
    if (!parsed.success) {
      for (const i of parsed.error.issues) setError(String(i.path[i.path.length - 1]) as keyof Form, { message: i.message });
      return;
    }
    const r = await update(parsed.data);
    if ('data' in r) {
      toast.success(savedWords(f, newEmail, user?.email));
      void navigate('/profile');
    }
  });
  return (
    <form className="card-box form" onSubmit={onSubmit} noValidate>
      {error && !Object.keys(server).length && <ErrorAlert error={error} />}
      <TextField label="Name" autoComplete="name" error={errors.name?.message ?? server.name} {...register('name')} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        hint="We’ll send a link to confirm a new address, and tell your current one."
        error={errors.email?.message ?? server.email}
        {...register('email')}
      />
      <PasswordFields register={register} errors={errors} server={server} />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        hint="Needed to change your e-mail address or password."
        error={errors.current_password?.message ?? server.current_password}
        {...register('current_password')}
      />
      <div className="button-row">
        <button type="submit" className="button button-primary" disabled={isLoading}>
          {isLoading ? 'Saving…' : 'Save changes'}
        </button>
        <button type="button" className="button button-ghost" onClick={() => void navigate('/profile')}>
          Cancel
        </button>
      </div>
    </form>
  );
}
