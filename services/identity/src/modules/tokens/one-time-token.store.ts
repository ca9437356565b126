import { createHash, randomBytes } from 'node:crypto';
import { IsNull, Raw, type DataSource, type EntityManager } from 'typeorm';
import { UserTokenEntity, type TokenPurpose } from './user-token.entity.js';
import { TOKEN_TTL_SECONDS } from './token-ttl.js';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues a token (256 random bits, URL-safe); the caller mails it, the database keeps its hash. */
export async function issueToken(m: EntityManager, userId: number, purpose: TokenPurpose, email: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
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

/** `replaced`: a newer password reset link was mailed to the user since, which ended this one. */
export type TokenProblem = 'invalid' | 'used' | 'expired' | 'replaced';

/**
 * Finds and locks the token's row and checks it can still be used. The caller marks it used
 * in the same transaction, so two clicks on one link cannot both succeed.
 */
export async function claimToken(
  m: EntityManager,
  token: string,
  purposes: TokenPurpose[],
  now = new Date(),
): Promise<UserTokenEntity | TokenProblem> {
  const row = await m
    .getRepository(UserTokenEntity)
    .createQueryBuilder('t')
    .setLock('pessimistic_write')
    .where('t.token_hash = :h', { h: hashToken(token) })
    .andWhere('t.purpose IN (:...p)', { p: purposes })
    .getOne();
  if (!row) return 'invalid';
  const problem = row.used_at ? 'used' : row.expires_at.getTime() <= now.getTime() ? 'expired' : null;
  if (!problem) return row;
  if (row.purpose !== 'password_reset') return problem;
  // A reset link that no longer works because a newer one was mailed says so: the newer one is in the inbox.
  const newer = await m
    .getRepository(UserTokenEntity)
    .createQueryBuilder('t')
    .where('t.user_id = :u AND t.purpose = :p AND t.id > :id', { u: row.user_id, p: row.purpose, id: row.id })
    .getExists();
  return newer ? 'replaced' : problem;
}

export async function markUsed(m: EntityManager, row: Pick<UserTokenEntity, 'id'>, now = new Date()) {
  await m.getRepository(UserTokenEntity).update({ id: row.id }, { used_at: now });
}

/** Voids every outstanding token of a purpose (a new password, or a newer link mailed, voids older reset links). */
export async function voidTokens(m: EntityManager, userId: number, purpose: TokenPurpose, now = new Date()) {
  await m.update(UserTokenEntity, { user_id: userId, purpose, used_at: IsNull() }, { used_at: now });
}

/** Voids every outstanding token of the user, whatever its purpose (the user is deleted). */
export async function voidAllTokens(m: EntityManager, userId: number) {
  await m.update(UserTokenEntity, { user_id: userId, used_at: IsNull() }, { used_at: () => 'now()' });
}

/** Drops tokens that expired 30 days ago: no link of theirs can work any more. */
export async function purgeExpiredTokens(ds: DataSource): Promise<void> {
  // On the database's clock: the replicas' clocks may differ from it and from each other.
  await ds.getRepository(UserTokenEntity).delete({ expires_at: Raw((c) => `${c} < now() - interval '30 days'`) });
}
