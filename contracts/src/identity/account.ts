import { z } from 'zod';
import { Id, Timestamp } from '../common.js';

/**
 * An account: what a user's cards, cart, orders, plan and realtime channel hang on. Every user
 * gets one at signup; other services learn of it from `identity.account.created.v1`.
 */
export const Account = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The user who owns it; null after that user was deleted. */
  user_id: z.number().int().nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Account = z.infer<typeof Account>;

export const AccountInput = z.object({
  name: z.string().trim().min(1).max(100),
  /** The owner; a user has one account, so they must not have one already. */
  user_id: z.number().int().positive(),
});
export type AccountInput = z.infer<typeof AccountInput>;

/** `POST /accounts {account:{name,user_id}}` (admin). */
export const CreateAccountBody = z.object({ account: AccountInput });
/** `PUT /accounts/{id} {account:{name}}`: the owner may rename it; only admins move it to another user. */
export const UpdateAccountBody = z.object({ account: AccountInput.partial() });
export const AccountIdParams = z.object({ id: Id });
