import { z } from 'zod';
import { defineEvent } from '../events.js';

/** A session token was revoked (logout, password reset, user deleted): sockets using it close. */
export const SessionRevokedData = z.object({
  user_id: z.number().int(),
  /** The token's id; absent when every token of the user was revoked. */
  jti: z.string().nullable(),
  /** With `jti: null`: the one token spared (a password changed on the profile keeps its own session). */
  except_jti: z.string().optional(),
});

/** Someone signed up (or an admin created a user); their account exists from this moment. */
export const UserRegisteredData = z.object({
  user_id: z.number().int(),
  account_id: z.number().int().nullable(),
  email: z.string(),
  name: z.string(),
});
export type UserRegisteredData = z.infer<typeof UserRegisteredData>;

/** The user followed their confirmation link (or an admin confirmed them). */
export const UserConfirmedData = z.object({ user_id: z.number().int(), email: z.string() });

/** A user's facts changed; `changes` names the fields (never their secret values). */
export const UserUpdatedData = z.object({
  user_id: z.number().int(),
  account_id: z.number().int().nullable(),
  email: z.string(),
  name: z.string(),
  admin: z.boolean(),
  changes: z.array(z.string()),
});
export type UserUpdatedData = z.infer<typeof UserUpdatedData>;

/** A user was deleted; their sessions are revoked. The account stays (orders hang on it). */
export const UserDeletedData = z.object({ user_id: z.number().int(), account_id: z.number().int().nullable() });

/** An account was created, at signup or by an admin. Other services learn of accounts from this. */
export const AccountCreatedData = z.object({ account_id: z.number().int(), user_id: z.number().int(), email: z.string() });
export type AccountCreatedData = z.infer<typeof AccountCreatedData>;

export const AccountUpdatedData = z.object({ account_id: z.number().int(), user_id: z.number().int().nullable(), name: z.string() });
export const AccountDeletedData = z.object({ account_id: z.number().int(), user_id: z.number().int().nullable() });

export const IdentityEvents = {
  sessionRevoked: defineEvent('identity.session.revoked.v1', SessionRevokedData),
  userRegistered: defineEvent('identity.user.registered.v1', UserRegisteredData),
  userConfirmed: defineEvent('identity.user.confirmed.v1', UserConfirmedData),
  userUpdated: defineEvent('identity.user.updated.v1', UserUpdatedData),
  userDeleted: defineEvent('identity.user.deleted.v1', UserDeletedData),
  accountCreated: defineEvent('identity.account.created.v1', AccountCreatedData),
  accountUpdated: defineEvent('identity.account.updated.v1', AccountUpdatedData),
  accountDeleted: defineEvent('identity.account.deleted.v1', AccountDeletedData),
} as const;

/** Reply of the `identity.session.verify` request the BFF makes for every token it sees. */
export const SessionVerifyReply = z.object({
  actor: z.object({ user_id: z.number().int(), account_id: z.number().int().nullable(), email: z.string(), admin: z.boolean() }),
  jti: z.string(),
  /** Expiry, seconds since the epoch. */
  exp: z.number().int(),
});
export type SessionVerifyReply = z.infer<typeof SessionVerifyReply>;
