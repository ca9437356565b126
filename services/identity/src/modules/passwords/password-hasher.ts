import argon2 from 'argon2';

/**
 * argon2id with at least OWASP's minimum (m = 19 MiB, t = 2, p = 1). Hashes made with weaker
 * settings are upgraded at the next successful sign-in (`needsRehash`).
 */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export class PasswordHasher {
  private dummy?: Promise<string>;

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  needsRehash(hash: string): boolean {
    try {
      return argon2.needsRehash(hash, ARGON2_OPTIONS);
    } catch {
      return true;
    }
  }

  /**
   * Spends the same time as a real check when the e-mail is unknown, so the answer's timing
   * does not tell which addresses have accounts.
   */
  async verifyNobody(password: string): Promise<false> {
    this.dummy ??= this.hash('not-a-real-password-just-for-timing');
    await this.verify(await this.dummy, password);
    return false;
  }
}
