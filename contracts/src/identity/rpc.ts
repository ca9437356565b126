import { z } from 'zod';

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

/** Subjects the identity service answers. */
export const IdentitySubjects = {
  sessionVerify: 'identity.session.verify',
  sessionLogin: 'identity.session.login',
  sessionRevoke: 'identity.session.revoke',
  userGet: 'identity.user.get',
  userGetMany: 'identity.user.get_many',
  mailSend: 'identity.mail.send',
} as const;
