import type { User, UserGetReply } from '@cards/contracts';
import { In, IsNull, type DataSource } from 'typeorm';
import { userNotFound } from './user.errors.js';
import { UserEntity } from './user.entity.js';
import { toUser, toUserFacts } from './user.mapper.js';
import { findLiveByEmail } from './user.store.js';

/** What signing in checks of the user an address belongs to. */
export interface Credentials {
  user: User;
  passwordHash: string;
  confirmed: boolean;
}

/**
 * What other parts of the service may read of users, lent through the module's front door:
 * the sessions module signs people in and checks tokens with it, mail finds whom a service's
 * mail goes to, and other services get users' public facts.
 */
export class UserDirectory {
  constructor(private readonly ds: DataSource) {}

  /** A live user's public facts (`IdentityCalls.userGet`); 404 `user_not_found` otherwise. */
  async facts(id: number): Promise<UserGetReply> {
    const u = await this.ds.getRepository(UserEntity).findOneBy({ id, deleted_at: IsNull() });
    if (!u) throw userNotFound();
    return toUserFacts(u);
  }

  /** The live users among `ids` (`IdentityCalls.userGetMany`: other services' admin views). */
  async factsOf(ids: number[]): Promise<UserGetReply[]> {
    if (!ids.length) return [];
    const rows = await this.ds.getRepository(UserEntity).findBy({ id: In([...new Set(ids)]), deleted_at: IsNull() });
    return rows.map(toUserFacts);
  }

  /** The live user with this address (in any case), with what signing in checks; null when there is none. */
  async credentials(email: string): Promise<Credentials | null> {
    const u = await findLiveByEmail(this.ds.manager, email);
    return u && { user: toUser(u), passwordHash: u.password_hash, confirmed: u.confirmed_at !== null };
  }

  /** Replaces a hash made with weaker settings than today's (at a successful sign-in). */
  async rehash(userId: number, passwordHash: string): Promise<void> {
    await this.ds.getRepository(UserEntity).update({ id: userId }, { password_hash: passwordHash });
  }
}
