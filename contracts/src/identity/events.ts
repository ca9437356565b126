import { z } from 'zod';
import { defineEvent } from '../events.js';

/** A session token was revoked (logout, password reset, user deleted): sockets using it close. */
export const SessionRevokedData = z.object({
  user_id: z.number().int(),
  /** The token's id; absent when every token of the user was revoked. */
  jti: z.string().nullable(),
});

export const IdentityEvents = {
  sessionRevoked: defineEvent('identity.session.revoked.v1', SessionRevokedData),
} as const;

/** Reply of the `identity.session.verify` request the BFF makes for every token it sees. */
export const SessionVerifyReply = z.object({
  actor: z.object({ user_id: z.number().int(), account_id: z.number().int().nullable(), email: z.string(), admin: z.boolean() }),
  jti: z.string(),
  /** Expiry, seconds since the epoch. */
  exp: z.number().int(),
});
export type SessionVerifyReply = z.infer<typeof SessionVerifyReply>;
