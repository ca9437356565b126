import { IdentityEvents, type UserUpdatedData } from '@cards/contracts';
import { isUniqueViolation, type Outbox } from '@cards/kit';
import type { EntityManager } from 'typeorm';
import { emailTaken, userNotFound } from './user.errors.js';
import { AccountEntity } from './account.entity.js';
import { UserEntity } from './user.entity.js';

/** Row-level steps several use cases share; each runs inside the caller's transaction. */

export async function findLiveByEmail(m: EntityManager, email: string, lock = false): Promise<UserEntity | null> {
  const qb = m.getRepository(UserEntity).createQueryBuilder('u').where('lower(u.email) = lower(:e) AND u.deleted_at IS NULL', { e: email });
  if (lock) qb.setLock('pessimistic_write');
  return qb.getOne();
}

export async function lockLiveUser(m: EntityManager, id: number): Promise<UserEntity> {
  const u = await m.getRepository(UserEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  if (!u || u.deleted_at) throw userNotFound();
  return u;
}

/** Throws 422 `email_taken` when another live user has (or is confirming) the address. */
export async function assertEmailFree(m: EntityManager, email: string, exceptUserId = 0) {
  const taken = await m
    .getRepository(UserEntity)
    .createQueryBuilder('u')
    .where('u.deleted_at IS NULL AND u.id <> :id AND lower(u.email) = lower(:e)', { id: exceptUserId, e: email })
    .getExists();
  if (taken) throw emailTaken();
}

/**
 * A user and their account, announced as `identity.user.registered.v1` and
 * `identity.account.created.v1` in the same transaction. The address's uniqueness is finally
 * enforced by the database's index (two signups racing: one gets 422).
 */
export async function createUserWithAccount(
  m: EntityManager,
  outbox: Outbox,
  input: {
    email: string;
    name: string;
    passwordHash: string;
    admin: boolean;
    confirmed: boolean;
  },
): Promise<UserEntity> {
  await assertEmailFree(m, input.email);
  const accounts = m.getRepository(AccountEntity);
  const account = await accounts.save({ name: input.name || input.email, user_id: null, deleted_at: null });
  let user: UserEntity;
  try {
    user = await m.getRepository(UserEntity).save({
      email: input.email,
      name: input.name,
      password_hash: input.passwordHash,
      admin: input.admin,
      confirmed_at: input.confirmed ? new Date() : null,
      unconfirmed_email: null,
      account_id: account.id,
      deleted_at: null,
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw emailTaken();
    throw e;
  }
  await accounts.update({ id: account.id }, { user_id: user.id });
  await outbox.add(m, IdentityEvents.userRegistered, { user_id: user.id, account_id: account.id, email: user.email, name: user.name });
  await outbox.add(m, IdentityEvents.accountCreated, { account_id: account.id, user_id: user.id, email: user.email });
  if (input.confirmed) await outbox.add(m, IdentityEvents.userConfirmed, { user_id: user.id, email: user.email });
  return user;
}

export function announceUpdated(m: EntityManager, outbox: Outbox, u: UserEntity, changes: string[]) {
  const data: UserUpdatedData = { user_id: u.id, account_id: u.account_id, email: u.email, name: u.name, admin: u.admin, changes };
  return outbox.add(m, IdentityEvents.userUpdated, data);
}
