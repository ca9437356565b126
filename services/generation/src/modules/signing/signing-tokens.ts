import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * The secrets of group cards. A link's token is `HMAC(key, salt)` (256 bits, base64url): the
 * database keeps the salt and the token's sha256, so the owner can be shown the link again
 * while a copy of the database alone opens no link. Edit tokens are random and kept hashed.
 */
export class SigningTokens {
  constructor(private readonly key: Uint8Array) {}

  /** A new link: its salt to store, its token to show, the hash to find it by. */
  newLink(): { salt: string; token: string; hash: string } {
    const salt = randomBytes(16).toString('base64url');
    const token = this.tokenOf(salt);
    return { salt, token, hash: sha256(token) };
  }

  tokenOf(salt: string): string {
    return createHmac('sha256', this.key).update(`card-signing:${salt}`).digest('base64url');
  }

  /** What a presented link token is looked up by. */
  hashOf(token: string): string {
    return sha256(token);
  }

  /** A signer's edit token and its stored hash. */
  newEditToken(): { token: string; hash: string } {
    const token = randomBytes(24).toString('base64url');
    return { token, hash: sha256(token) };
  }

  editTokenMatches(token: string, hash: string): boolean {
    const a = Buffer.from(sha256(token), 'hex'),
      b = Buffer.from(hash, 'hex');
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
