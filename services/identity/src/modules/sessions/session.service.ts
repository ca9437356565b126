import { IdentityEvents, type LoginBody, type SessionVerifyReply, type User } from '@cards/contracts';
import type { Outbox } from '@cards/kit';
import { IsNull, Not, Raw, type DataSource, type EntityManager } from 'typeorm';
import { invalidCredentials, tokenExpired, tokenInvalid, tokenRevoked, unconfirmed } from '../../errors.js';
import type { PasswordHasher } from '../passwords/password-hasher.js';
import { toUser, UserEntity } from '../users/user.entity.js';
import type { DeviceCookie, DeviceCookies } from './device-cookies.js';
import type { LoginThrottle } from './login-throttle.js';
import { UserTokenEntity } from '../tokens/user-token.entity.js';
import { SessionEntity } from './session.entity.js';
import type { TokenSigner } from './token-signer.js';

interface VerifyRow {
  revoked_at: Date | null;
  id: number;
  email: string;
  admin: boolean;
  account_id: number | null;
  confirmed_at: Date | null;
  deleted_at: Date | null;
}

/** Sign-in, token checks and revocation. */
export class SessionService {
  constructor(
    private readonly ds: DataSource,
    private readonly outbox: Outbox,
    private readonly signer: TokenSigner,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly devices: DeviceCookies,
  ) {}

  /**
   * Checks the password and issues a token, and a fresh device cookie for the browser.
   * Unknown address and wrong password get the same answer in about the same time. A browser
   * holding the account's device cookie is trusted; the others are throttled per address and
   * per IP (see {@link LoginThrottle}), and a throttled attempt gets 429 before any password
   * is looked at.
   */
  async login(
    input: LoginBody['user'],
    meta: { ip?: string; userAgent?: string; devices?: string[] },
  ): Promise<{ token: string; user: User; device_cookie: DeviceCookie }> {
    const ip = meta.ip ?? 'unknown';
    const user = await this.ds
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .where('lower(u.email) = :e AND u.deleted_at IS NULL', { e: input.email })
      .getOne();
    const device = user ? this.devices.trusted(meta.devices, user.id) : undefined;
    await this.throttle.admit(input.email, ip, device);
    const ok = user ? await this.hasher.verify(user.password_hash, input.password) : await this.hasher.verifyNobody(input.password);
    if (!user || !ok) {
      await this.throttle.failed(input.email, ip, device);
      throw invalidCredentials();
    }
    if (!user.confirmed_at) throw unconfirmed();
    await this.throttle.succeeded(input.email, device);
    if (this.hasher.needsRehash(user.password_hash)) {
      await this.ds.getRepository(UserEntity).update({ id: user.id }, { password_hash: await this.hasher.hash(input.password) });
    }
    const { token, claims } = await this.signer.sign(user.id);
    await this.ds.getRepository(SessionEntity).insert({
      jti: claims.jti,
      user_id: user.id,
      expires_at: new Date(claims.exp * 1000),
      revoked_at: null,
      ip: meta.ip ?? null,
      user_agent: meta.userAgent?.slice(0, 400) ?? null,
    });
    return { token, user: toUser(user), device_cookie: this.devices.issue(user.id) };
  }

  /**
   * The check behind every authenticated call: signature and expiry, then one primary-key
   * lookup of the session joined to its user, so a revoked token, a deleted or unconfirmed
   * user and a changed admin flag all take effect on the very next call.
   */
  async verify(token: string): Promise<SessionVerifyReply> {
    const claims = await this.signer.verify(token);
    if (claims === 'expired') throw tokenExpired();
    if (claims === 'invalid') throw tokenInvalid();
    const r = await this.ds
      .getRepository(SessionEntity)
      .createQueryBuilder('s')
      .innerJoin(UserEntity.options.name, 'u', 'u.id = s.user_id')
      .select('s.revoked_at', 'revoked_at')
      .addSelect('u.id', 'id')
      .addSelect('u.email', 'email')
      .addSelect('u.admin', 'admin')
      .addSelect('u.account_id', 'account_id')
      .addSelect('u.confirmed_at', 'confirmed_at')
      .addSelect('u.deleted_at', 'deleted_at')
      .where('s.jti = :jti AND s.user_id = :userId', { jti: claims.jti, userId: claims.userId })
      .getRawOne<VerifyRow>();
    if (!r || r.revoked_at || r.deleted_at || !r.confirmed_at) throw tokenRevoked();
    return { actor: { user_id: r.id, account_id: r.account_id, email: r.email, admin: r.admin }, jti: claims.jti, exp: claims.exp };
  }

  /** Logout: the presented token goes on the denylist; sockets using it are closed. */
  async revoke(token: string): Promise<void> {
    const who = await this.verify(token);
    await this.ds.transaction(async (m) => {
      await m.update(SessionEntity, { jti: who.jti, revoked_at: IsNull() }, { revoked_at: () => 'now()' });
      await this.outbox.add(m, IdentityEvents.sessionRevoked, { user_id: who.actor.user_id, jti: who.jti });
    });
    await this.outbox.flush();
  }

  /**
   * Every live token of the user (password reset or change, deletion), inside the caller's
   * transaction; `keep` spares one (the session that changed its own password stays signed in).
   */
  static async revokeAll(m: EntityManager, outbox: Outbox, userId: number, keep?: string): Promise<number> {
    const r = await m.update(
      SessionEntity,
      { user_id: userId, revoked_at: IsNull(), ...(keep ? { jti: Not(keep) } : {}) },
      { revoked_at: () => 'now()' },
    );
    await outbox.add(m, IdentityEvents.sessionRevoked, { user_id: userId, jti: null, ...(keep ? { except_jti: keep } : {}) });
    return r.affected ?? 0;
  }

  /** Drops rows of tokens that expired a day ago: they can no longer verify anyway. */
  async purgeExpired(): Promise<void> {
    // On the database's clock: the replicas' clocks may differ from it and from each other.
    await this.ds.getRepository(SessionEntity).delete({ expires_at: Raw((c) => `${c} < now() - interval '1 day'`) });
    await this.ds.getRepository(UserTokenEntity).delete({ expires_at: Raw((c) => `${c} < now() - interval '30 days'`) });
  }
}
