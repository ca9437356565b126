import type { EntityManager } from 'typeorm';
import type { ClaimedToken, TokenProblem, TokenPurpose } from '../tokens/index.js';

/**
 * The one-time tokens behind the links the users module mails (confirmation, e-mail change and
 * its undo, password reset): a port of this module, filled in app.ts from the tokens module, so
 * a user's change and its link's token are written in one transaction while the tokens table
 * stays the tokens module's to write.
 */
export interface MailedLinks {
  issue(m: EntityManager, userId: number, purpose: TokenPurpose, email: string): Promise<string>;
  /** Finds and locks the token; mark it used in the same transaction, so a link works once. */
  claim(m: EntityManager, token: string, purposes: TokenPurpose[]): Promise<ClaimedToken | TokenProblem>;
  markUsed(m: EntityManager, token: ClaimedToken): Promise<void>;
  void(m: EntityManager, userId: number, purpose: TokenPurpose): Promise<void>;
  voidAll(m: EntityManager, userId: number): Promise<void>;
}
