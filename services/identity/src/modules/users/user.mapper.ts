import type { Account, User, UserGetReply } from '@cards/contracts';
import type { AccountEntity } from './account.entity.js';
import type { UserEntity } from './user.entity.js';

/** The API's view of a user: never the hash, never a token. */
export function toUser(r: UserEntity): User {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    admin: r.admin,
    confirmed: r.confirmed_at !== null,
    account_id: r.account_id,
    unconfirmed_email: r.unconfirmed_email,
    created_at: r.created_at.toISOString(),
  };
}

/** A user's public facts, as other services get them (`IdentityCalls.userGet`). */
export function toUserFacts(r: UserEntity): UserGetReply {
  return { id: r.id, email: r.email, name: r.name, admin: r.admin, account_id: r.account_id };
}

export function toAccount(r: AccountEntity): Account {
  return { id: r.id, name: r.name, user_id: r.user_id, created_at: r.created_at.toISOString(), updated_at: r.updated_at.toISOString() };
}
