import { z } from 'zod';
import { Id, Timestamp } from '../common.js';

/**
 * A user as the API shows it. Password hashes and tokens never appear in any body: the
 * session token travels only in the `Authorization` response header of `POST /login`.
 */
export const User = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  admin: z.boolean(),
  confirmed: z.boolean(),
  /** The account the user's cards, cart, orders and plan hang on (null only after an admin deleted it). */
  account_id: z.number().int().nullable(),
  /** A new address waiting for its confirmation link to be followed. */
  unconfirmed_email: z.string().nullable().optional(),
  created_at: Timestamp,
});
export type User = z.infer<typeof User>;

/** The e-mail rule every form shares: trimmed, lower-cased, at most 254 characters. */
export const UserEmail = z.string().trim().toLowerCase().max(254).pipe(z.email());

/**
 * A password's shape. Strength (the common-password list) is checked by the identity service;
 * the length bounds are here so the API document shows them.
 */
export const UserPassword = z.string().min(8).max(128);

export const UserName = z.string().trim().max(100);

/** `POST /signup {user:{email,password,password_confirmation?,name?}}` */
export const SignupBody = z.object({
  user: z.object({
    email: UserEmail,
    password: UserPassword,
    password_confirmation: z.string().max(128).optional(),
    name: UserName.optional(),
  }),
});
export type SignupBody = z.infer<typeof SignupBody>;

/** `POST /login {user:{email,password}}`: no length rules, so a failure never hints at why. */
export const LoginBody = z.object({
  user: z.object({ email: z.string().trim().toLowerCase().max(254), password: z.string().max(1024) }),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** `GET /confirmation?confirmation_token=` */
export const ConfirmationQuery = z.object({ confirmation_token: z.string().min(1).max(200) });

/** `POST /confirmation {user:{email}}` resends the link; `POST /password {user:{email}}` mails a reset link. */
export const UserEmailBody = z.object({ user: z.object({ email: z.string().trim().toLowerCase().max(254) }) });

/** `PUT /password {user:{reset_password_token,password,password_confirmation?}}` */
export const ResetPasswordBody = z.object({
  user: z.object({
    reset_password_token: z.string().min(1).max(200),
    password: UserPassword,
    password_confirmation: z.string().max(128).optional(),
  }),
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/**
 * `PUT /profile {user:{...}}`: own name; a new e-mail (confirmed through a link sent to it, with
 * a notice and an undo link sent to the old one); a new password. A new e-mail or password
 * needs `current_password` (422 naming it when it is missing or wrong).
 */
export const ProfileBody = z.object({
  user: z.object({
    name: UserName.optional(),
    email: UserEmail.optional(),
    password: UserPassword.optional(),
    password_confirmation: z.string().max(128).optional(),
    current_password: z.string().max(1024).optional(),
  }),
});
export type ProfileBody = z.infer<typeof ProfileBody>;

const AdminUserFields = {
  email: UserEmail,
  name: UserName,
  password: UserPassword,
  admin: z.boolean(),
  confirmed: z.boolean(),
};

/** What an administrator sets on a new user (`POST /users`, `POST /admin/users`). */
export const AdminUserInput = z.object({
  ...AdminUserFields,
  name: UserName.default(''),
  admin: z.boolean().default(false),
  /** Users made by an admin are confirmed unless this says otherwise. */
  confirmed: z.boolean().default(true),
});
export type AdminUserInput = z.infer<typeof AdminUserInput>;

export const CreateUserBody = z.object({ user: AdminUserInput });
/**
 * `PUT /users/{id}` and `/admin/users/{id}`: admins change any field; a user only their own
 * name. No defaults here: an absent field stays as it is.
 */
export const UpdateUserBody = z.object({
  user: z
    .object(AdminUserFields)
    .partial()
    .extend({ password_confirmation: z.string().max(128).optional() }),
});
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;
export const UserIdParams = z.object({ id: Id });

/** `POST /email/undo {user:{undo_token}}`: the link mailed to the old address when the e-mail changed. */
export const UndoEmailChangeBody = z.object({ user: z.object({ undo_token: z.string().min(1).max(200) }) });

/** Body of `POST /email/undo`. */
export const UndoEmailChangeReply = z.object({ message: z.string(), user: User });

/** Body of `POST /login` (the token is in the `Authorization` header, never here). */
export const LoginReply = z.object({
  status: z.object({ code: z.literal(200), message: z.string(), data: z.object({ user: User }) }),
});
export type LoginReply = z.infer<typeof LoginReply>;

/** Body of `POST /signup`. */
export const SignupReply = z.object({
  status: z.object({ code: z.literal(200), message: z.string(), data: z.object({ user: User }) }),
});

/** A plain acknowledgement, e.g. of `POST /password` (worded the same whether the address exists or not). */
export const IdentityMessageReply = z.object({ message: z.string() });

/** Body of `GET /confirmation`. */
export const ConfirmationReply = z.object({ message: z.string(), user: User });
