import { z } from 'zod';
import { IdentityMessageReply, User } from './user.js';

/** Names of device cookies start with this; the BFF forwards only those, and only to sign-in. */
export const DEVICE_COOKIE_PREFIX = 'cards_device_';

/**
 * A device cookie identity asks the BFF to set on the browser that just proved it knows the
 * password (sign-in) or owns the inbox (password reset). The BFF writes it HttpOnly,
 * SameSite=Strict, `Path=/login`, Secure in production, and never in a body.
 */
export const DeviceCookie = z.object({
  name: z.string().startsWith(DEVICE_COOKIE_PREFIX).max(64),
  value: z.string().max(512),
  max_age_seconds: z.number().int().positive(),
});
export type DeviceCookie = z.infer<typeof DeviceCookie>;

/**
 * The browser's session cookie: the session token itself, set by `POST /login` beside the
 * Authorization header, HttpOnly (no script reads it), SameSite=Strict, Secure in production,
 * and sent only to `Path=/session`, whose one use is to hand a new tab of the shop the token
 * it holds. It never authorizes a call: every call still carries `Authorization: Bearer`.
 * Revoking the session (logout, a password reset or change, deletion) makes it worthless.
 */
export const SESSION_COOKIE = { name: 'cards_session', path: '/session' } as const;

/** `identity.session.login`'s reply: the token (for the Authorization header), the user, a device cookie. */
export const LoginCallReply = z.object({ token: z.string(), user: User, device_cookie: DeviceCookie });

/** `identity.password.reset`'s reply: the message for the body and a device cookie for the browser. */
export const ResetPasswordCallReply = IdentityMessageReply.extend({ device_cookie: DeviceCookie });

/** `identity.session.verify` request; the reply is {@link SessionVerifyReply}. 401 for a bad, expired or revoked token. */
export const SessionVerifyRequest = z.object({ token: z.string().min(1).max(4096) });

/** `identity.user.get {id}`: a user's public facts for other services. 404 `user_not_found`. */
export const UserGetRequest = z.object({ id: z.coerce.number().int().positive() });
export const UserGetReply = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  admin: z.boolean(),
  account_id: z.number().int().nullable(),
});
export type UserGetReply = z.infer<typeof UserGetReply>;

/** `identity.user.get_many {ids}`: the live users among `ids` (deleted and unknown ones are left out), for admin views. */
export const UserGetManyRequest = z.object({ ids: z.array(z.number().int().positive()).max(500) });
export const UserGetManyReply = z.object({ users: z.array(UserGetReply) });
