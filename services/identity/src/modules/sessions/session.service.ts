import { IdentityEvents, type Actor, type DeviceCookie, type LoginBody, type SessionVerifyReply, type User } from '@cards/contracts';
import type { Outbox } from '@cards/kit';
import { IsNull, Not, Raw, type DataSource, type EntityManager } from 'typeorm';
import { invalidCredentials, tokenExpired, tokenInvalid, tokenRevoked, unconfirmed } from './session.errors.js';
import type { PasswordHasher } from '../passwords/index.js';
import type { UserDirectory } from '../users/index.js';
import type { DeviceCookies } from './device-cookies.js';
import type { LoginThrottle } from './login-throttle.js';
import { SessionEntity } from './session.entity.js';
import type { TokenSigner } from './token-signer.js';

export interface SessionServiceDeps {
  ds: DataSource;
  outbox: Outbox;
  signer: TokenSigner;
  hasher: PasswordHasher;
  throttle: LoginThrottle;
  devices: DeviceCookies;
  users: UserDirectory;
}

/** What the HTTP request of a sign-in tells: where it came from, and the device cookies it carried. */
export interface SignInMeta {
  ip?: string;
  userAgent?: string;
  devices?: string[];
}

/** Sign-in, token checks and revocation. */
export class SessionService {
  constructor(private readonly d: SessionServiceDeps) {}

  private get rows() {
    return this.d.ds.getRepository(SessionEntity);
  }

  /**
   * Checks the password and issues a token, and a fresh device cookie for the browser.
   * Unknown address and wrong password get the same answer in about the same time. A browser
   * holding the account's device cookie is trusted; the others are throttled per address and
   * per IP (see {@link LoginThrottle}), and a throttled attempt gets 429 before any password
   * is looked at.
   */
  async login(input: LoginBody['user'], meta: SignInMeta): Promise<{ token: string; user: User; device_cookie: DeviceCookie }> {
    const { hasher, throttle, devices } = this.d;
    const ip = meta.ip ?? 'unknown';
    const found = await this.d.users.credentials(input.email);
    const device = found ? devices.trusted(meta.devices, found.user.id) : undefined;
    await throttle.admit(input.email, ip, device);
    const ok = found ? await hasher.verify(found.passwordHash, input.password) : await hasher.verifyNobody(input.password);
    if (!found || !ok) {
      await throttle.failed(input.email, ip, device);
      throw invalidCredentials();
    }
    if (!found.confirmed) throw unconfirmed();
    await throttle.succeeded(input.email, device);
    const { user } = found;
    if (hasher.needsRehash(found.passwordHash)) await this.d.users.rehash(user.id, await hasher.hash(input.password));
    const { token, claims } = await this.d.signer.sign(user.id);
    await this.rows.insert({
      jti: claims.jti,
      user_id: user.id,
      expires_at: new Date(claims.exp * 1000),
      revoked_at: null,
      ip: meta.ip ?? null,
      user_agent: meta.userAgent?.slice(0, 400) ?? null,
    });
    return { token, user, device_cookie: devices.issue(user.id) };
  }

  /**
   * The check behind every authenticated call: signature and expiry, then the session's row
   * and its user's, by primary key, so a revoked token, a deleted or unconfirmed user and a
   * changed admin flag all take effect on the very next call. One statement joins the two rows
   * (the users table named, as the sessions' foreign key names it): it runs for nearly every
   * request the shop serves, and two side by side took two pooled connections each time.
   */
  async verify(token: string): Promise<SessionVerifyReply> {
    const claims = await this.d.signer.verify(token);
    if (claims === 'expired') throw tokenExpired();
    if (claims === 'invalid') throw tokenInvalid();
    const actor = await this.rows
      .createQueryBuilder('s')
      .innerJoin('UserEntity', 'u', 'u.id = s.user_id AND u.deleted_at IS NULL AND u.confirmed_at IS NOT NULL')
      .select(['u.id AS user_id', 'u.account_id AS account_id', 'u.email AS email', 'u.admin AS admin'])
      .where('s.jti = :jti AND s.user_id = :userId AND s.revoked_at IS NULL', { jti: claims.jti, userId: claims.userId })
      .getRawOne<Actor>();
    if (!actor) throw tokenRevoked();
    return { actor, jti: claims.jti, exp: claims.exp };
  }

  /** Logout: the session the call was made with goes on the denylist; sockets using it are closed. */
  async end(userId: number, jti: string | undefined): Promise<void> {
    if (!jti) throw tokenInvalid();
    await this.d.ds.transaction(async (m) => {
      const r = await m.update(SessionEntity, { jti, user_id: userId, revoked_at: IsNull() }, { revoked_at: () => 'now()' });
      if (!r.affected) throw tokenRevoked();
      await this.d.outbox.add(m, IdentityEvents.sessionRevoked, { user_id: userId, jti });
    });
    await this.d.outbox.flush();
  }

  /**
   * Every live token of the user (password reset or change, deletion), inside the caller's
   * transaction; `keep` spares one (the session that changed its own password stays signed in).
   */
  async revokeAll(m: EntityManager, userId: number, keep?: string): Promise<void> {
    await m.update(
      SessionEntity,
      { user_id: userId, revoked_at: IsNull(), ...(keep ? { jti: Not(keep) } : {}) },
      { revoked_at: () => 'now()' },
    );
    await this.d.outbox.add(m, IdentityEvents.sessionRevoked, { user_id: userId, jti: null, ...(keep ? { except_jti: keep } : {}) });
  }

  /**
   * The owner proved themselves through their inbox (a password reset): their address's delays
   * and lockout lift, and their browser gets a device cookie, so a lockout an attacker caused
   * (for the address or the network) no longer stops them signing in there.
   */
  async trustAfterReset(user: { id: number; email: string }): Promise<DeviceCookie> {
    await this.d.throttle.forgive(user.email);
    return this.d.devices.issue(user.id);
  }

  /** Drops rows of tokens that expired a day ago: they can no longer verify anyway. */
  async purgeExpired(): Promise<void> {
    // On the database's clock: the replicas' clocks may differ from it and from each other.
    await this.rows.delete({ expires_at: Raw((c) => `${c} < now() - interval '1 day'`) });
  }
}
