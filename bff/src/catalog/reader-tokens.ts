import { hash } from 'node:crypto';

/** Which answers a bearer token reads: the public catalogue, or the admin view with inactive rows too. */
export type CatalogView = 'public' | 'admin';

interface Entry {
  view: CatalogView;
  until: number;
  userId?: number;
  jti?: string;
}

/** What identity said about a token: its holder, or nothing for a bad, expired or revoked token. */
export interface VerifiedToken {
  actor: { user_id: number; admin: boolean };
  jti: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/**
 * Remembers which view the bearer tokens seen lately read, so catalogue reads skip the
 * `IdentityCalls.sessionVerify` round trip. Tokens are kept only as hashes.
 *
 * - Customer tokens, and tokens identity refused, read the public view, exactly what a
 *   visitor sees; remembering them for `publicTtlMs` cannot show anyone more than a visitor.
 * - Admin tokens read inactive rows too, so losing that must follow identity closely. An admin
 *   entry is dropped when identity announces the session revoked, the user changed (a demotion)
 *   or deleted; every write this replica forwards drops all of them first (a logout or
 *   demotion through this replica is in effect before its answer leaves, as before); and an
 *   entry lives `adminTtlMs` at most, in case an announcement is lost. An admin verification
 *   that started before any of this is not remembered after it (`generation`).
 * - A customer promoted to admin gets the admin view once their entry is dropped or expires.
 */
export class ReaderTokens {
  /** Apart, so forgetting the admins (on every write) costs as many steps as there are admins. */
  private readonly views: Record<CatalogView, Map<string, Entry>> = { public: new Map(), admin: new Map() };
  private gen = 0;

  constructor(private readonly opts: { publicTtlMs?: number; adminTtlMs?: number; maxEntries?: number; now?: () => number } = {}) {}

  private key(token: string) {
    // The one-shot form: a token client's every catalogue read hashes its token, and a Hash object per call costs half as much again.
    return hash('sha256', token, 'base64url');
  }

  private now() {
    return this.opts.now?.() ?? Date.now();
  }

  /** The view a remembered token reads, or undefined when it must be verified. */
  viewOf(token: string): CatalogView | undefined {
    const k = this.key(token);
    return this.live(this.views.public, k) ?? this.live(this.views.admin, k);
  }

  private live(map: Map<string, Entry>, k: string): CatalogView | undefined {
    const e = map.get(k);
    if (e === undefined) return undefined;
    if (e.until >= this.now()) return e.view;
    map.delete(k);
    return undefined;
  }

  /** Read before verifying; pass it to `remember`. */
  generation() {
    return this.gen;
  }

  /**
   * Remembers identity's answer (`null`: refused). An admin answer is dropped if anything was
   * revoked since `generation`; the public view needs no such care.
   */
  remember(token: string, verified: VerifiedToken | null, generation: number) {
    const view: CatalogView = verified?.actor.admin === true ? 'admin' : 'public';
    if (view === 'admin' && generation !== this.gen) return;
    const now = this.now();
    const ttl = view === 'admin' ? (this.opts.adminTtlMs ?? 10_000) : (this.opts.publicTtlMs ?? 60_000);
    const until = verified ? Math.min(now + ttl, verified.exp * 1000) : now + ttl;
    const k = this.key(token);
    const other = this.views[view === 'admin' ? 'public' : 'admin'];
    other.delete(k);
    const map = this.views[view];
    if (map.size >= (this.opts.maxEntries ?? 10_000)) map.delete(map.keys().next().value!);
    map.set(k, { view, until, userId: verified?.actor.user_id, jti: verified?.jti });
  }

  /** Before a write is forwarded: any of them may revoke or demote an admin. */
  forgetAdmins() {
    this.gen++;
    this.views.admin.clear();
  }

  /** A session was revoked (`jti`), or every session of the user (`jti` null). */
  revoked(userId: number, jti: string | null) {
    this.gen++;
    for (const map of [this.views.public, this.views.admin]) {
      for (const [k, e] of map) if (e.userId === userId && (jti === null || e.jti === jti)) map.delete(k);
    }
  }

  /** The user changed (perhaps became or stopped being an admin) or was deleted. */
  userChanged(userId: number) {
    this.revoked(userId, null);
  }
}
