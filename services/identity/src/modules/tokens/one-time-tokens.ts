import type { DataSource, EntityManager } from 'typeorm';
import {
  claimToken,
  issueToken,
  markUsed,
  purgeExpiredTokens,
  voidAllTokens,
  voidTokens,
  type TokenProblem,
} from './one-time-token.store.js';
import type { TokenPurpose } from './token-ttl.js';
import type { UserTokenEntity } from './user-token.entity.js';

/** Why a token cannot be used: never issued, used, expired, or replaced by a newer link. */
export type { TokenProblem };

/** A token claimed for use: whose it is, what for, and the address it was mailed to. */
export type ClaimedToken = Readonly<UserTokenEntity>;

/**
 * The tokens module's operations for the users module, each in the caller's transaction: a
 * mailed link's token issued, claimed and used once, or voided. The user-tokens table is written
 * by this module only.
 */
export class OneTimeTokens {
  /** A new token for the user's link; only its SHA-256 is kept. */
  issue(tx: EntityManager, userId: number, purpose: TokenPurpose, email: string): Promise<string> {
    return issueToken(tx, userId, purpose, email);
  }

  /**
   * Finds and locks the token and checks it can still be used; mark it used in the same
   * transaction, so two clicks on one link cannot both succeed.
   */
  claim(tx: EntityManager, token: string, purposes: TokenPurpose[]): Promise<ClaimedToken | TokenProblem> {
    return claimToken(tx, token, purposes);
  }

  markUsed(tx: EntityManager, token: ClaimedToken): Promise<void> {
    return markUsed(tx, token);
  }

  /** Voids the user's unused tokens for one purpose (a new link replaces the old). */
  void(tx: EntityManager, userId: number, purpose: TokenPurpose): Promise<void> {
    return voidTokens(tx, userId, purpose);
  }

  /** Voids every unused token of the user (the account is gone or locked out). */
  voidAll(tx: EntityManager, userId: number): Promise<void> {
    return voidAllTokens(tx, userId);
  }

  /** Deletes tokens expired for 30 days (the service's periodic upkeep). */
  purgeExpired(ds: DataSource): Promise<void> {
    return purgeExpiredTokens(ds);
  }
}
