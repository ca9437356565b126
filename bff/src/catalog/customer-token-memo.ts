import { createHash } from 'node:crypto';

/**
 * Remembers, for a short while, tokens that identity said belong to a customer (or are not
 * valid at all), so public catalogue reads with such a token skip the `identity.session.verify`
 * round trip. This is safe even if the token is revoked meanwhile: a customer's view of the
 * catalogue is exactly what an anonymous visitor sees, and reads with a bad token are served
 * as anonymous anyway. Admin tokens are never remembered: each admin read is verified, so a
 * revoked or demoted admin loses the admin view at once. A customer promoted to admin gets
 * the admin view once the entry expires (`ttlMs`). Tokens are kept only as hashes.
 */
export class CustomerTokenMemo {
  private readonly map = new Map<string, number>();

  constructor(private readonly ttlMs = 60_000, private readonly maxEntries = 10_000, private readonly now = () => Date.now()) {}

  private key(token: string) {
    return createHash('sha256').update(token).digest('base64url');
  }

  isCustomer(token: string): boolean {
    const k = this.key(token);
    const until = this.map.get(k);
    if (until === undefined) return false;
    if (until < this.now()) {
      this.map.delete(k);
      return false;
    }
    return true;
  }

  rememberCustomer(token: string) {
    if (this.map.size >= this.maxEntries) this.map.delete(this.map.keys().next().value!);
    this.map.set(this.key(token), this.now() + this.ttlMs);
  }

  clear() {
    this.map.clear();
  }
}
