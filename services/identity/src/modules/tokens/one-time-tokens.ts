import { createHash, randomBytes } from 'node:crypto';
import { gone, conflict, notFound } from '../../errors.js';
import { IsNull, type EntityManager } from 'typeorm';
import { UserTokenEntity, type TokenPurpose, type UserTokenRow } from './user-token.entity.js';

/** How long each kind of mailed link works. */
export const TOKEN_TTL_SECONDS: Record<TokenPurpose, number> = {
  confirmation: 3 * 24 * 3600,
  email_change: 3 * 24 * 3600,
  // Longer than the change's own link: the owner may read the old inbox only after it went through.
  email_change_undo: 7 * 24 * 3600,
  password_reset: 2 * 3600,
};

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues a token (256 random bits, URL-safe); the caller mails it, the database keeps its hash. */
export async function issueToken(
  m: EntityManager,
  userId: number,
  purpose: TokenPurpose,
  email: string,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await m.getRepository(UserTokenEntity).insert({
    user_id: userId,
    purpose,
    token_hash: hashToken(token),
    email,
    expires_at: new Date(now.getTime() + TOKEN_TTL_SECONDS[purpose] * 1000),
    used_at: null,
  });
  return token;
}

export type TokenProblem = 'invalid' | 'used' | 'expired';

/**
 * Finds and locks the token's row and checks it can still be used. The caller marks it used
 * in the same transaction, so two clicks on one link cannot both succeed.
 */
export async function claimToken(
  m: EntityManager,
  token: string,
  purposes: TokenPurpose[],
  now = new Date(),
): Promise<UserTokenRow | TokenProblem> {
  const row = await m
    .getRepository(UserTokenEntity)
    .createQueryBuilder('t')
    .setLock('pessimistic_write')
    .where('t.token_hash = :h', { h: hashToken(token) })
    .andWhere('t.purpose IN (:...p)', { p: purposes })
    .getOne();
  if (!row) return 'invalid';
  if (row.used_at) return 'used';
  if (row.expires_at.getTime() <= now.getTime()) return 'expired';
  return row;
}

export async function markUsed(m: EntityManager, row: UserTokenRow, now = new Date()) {
  await m.getRepository(UserTokenEntity).update({ id: row.id }, { used_at: now });
}

/** Voids every outstanding token of a purpose (a new password voids older reset links). */
export async function voidTokens(m: EntityManager, userId: number, purpose: TokenPurpose, now = new Date()) {
  await m.update(UserTokenEntity, { user_id: userId, purpose, used_at: IsNull() }, { used_at: now });
}

/** The 4xx an undo link's problem gets (as a confirmation link's: 404 unknown, 409 used, 410 expired). */
export function undoTokenError(p: TokenProblem) {
  if (p === 'used') return conflict('undo_token_used', 'This link has already been used to undo the change');
  if (p === 'expired')
    return gone(
      'undo_token_expired',
      'This undo link has expired; reset your password and contact us if your account is not yours any more',
    );
  return notFound('undo_token_invalid', 'This undo link is not valid');
}

/** The 4xx a confirmation link's problem gets. */
export function confirmationTokenError(p: TokenProblem) {
  if (p === 'used') return conflict('confirmation_token_used', 'This confirmation link has already been used');
  if (p === 'expired') return gone('confirmation_token_expired', 'This confirmation link has expired; ask for a new one');
  return notFound('confirmation_token_invalid', 'This confirmation link is not valid');
}
