import {
  IdentityEvents,
  type Actor,
  type AdminUserInput,
  type ListQuery,
  type Page,
  type ProfileBody,
  type UpdateUserBody,
  type User,
  type UserGetReply,
} from '@cards/contracts';
import { containsPattern, type Outbox } from '@cards/kit';
import { IsNull, type DataSource } from 'typeorm';
import {
  cannotDeleteSelf,
  cannotDemoteSelf,
  currentPasswordNeeded,
  emailTaken,
  fieldsAdminOnly,
  userNotFound,
  wrongCurrentPassword,
} from '../../errors.js';
import { AccountEntity } from '../accounts/account.entity.js';
import type { IdentityLimits } from '../limits/identity-limits.js';
import type { MailService } from '../mail/mail.service.js';
import type { PasswordHasher } from '../passwords/password-hasher.js';
import { SessionService } from '../sessions/session.service.js';
import { issueToken, voidTokens } from '../tokens/one-time-tokens.js';
import { UserTokenEntity } from '../tokens/user-token.entity.js';
import { assertGoodPassword } from './registration.service.js';
import { toUser, UserEntity, type UserRow } from './user.entity.js';
import { announceUpdated, assertEmailFree, createUserWithAccount, lockLiveUser } from './user-store.js';

/** The signed-in user's own profile, and administrators' management of every user. */
export class UserService {
  constructor(
    private readonly ds: DataSource,
    private readonly outbox: Outbox,
    private readonly hasher: PasswordHasher,
    private readonly mail: MailService,
    private readonly limits: IdentityLimits,
  ) {}

  private async live(id: number): Promise<UserRow> {
    const u = await this.ds.getRepository(UserEntity).findOneBy({ id });
    if (!u || u.deleted_at) throw userNotFound();
    return u;
  }

  async current(actor: Actor): Promise<User> {
    return toUser(await this.live(actor.user_id));
  }

  /** `IdentityCalls.userGet` for other services. */
  async getPublic(id: number): Promise<UserGetReply> {
    const u = await this.live(id);
    return { id: u.id, email: u.email, name: u.name, admin: u.admin, account_id: u.account_id };
  }

  /** `IdentityCalls.userGetMany`: live users among `ids`, for other services' admin views. */
  async getManyPublic(ids: number[]): Promise<UserGetReply[]> {
    if (!ids.length) return [];
    const rows = await this.ds
      .getRepository(UserEntity)
      .createQueryBuilder('u')
      .where('u.id IN (:...ids)', { ids: [...new Set(ids)] })
      .andWhere('u.deleted_at IS NULL')
      .getMany();
    return rows.map((u) => ({ id: u.id, email: u.email, name: u.name, admin: u.admin, account_id: u.account_id }));
  }

  /** A user sees only themselves (anyone else is 404, as if absent); an admin sees anyone. */
  async show(actor: Actor, id: number): Promise<User> {
    if (!actor.admin && actor.user_id !== id) throw userNotFound();
    return toUser(await this.live(id));
  }

  async list(q: ListQuery): Promise<Page<User>> {
    const qb = this.ds.getRepository(UserEntity).createQueryBuilder('u').where('u.deleted_at IS NULL');
    if (q.search) qb.andWhere('(u.email ILIKE :s OR u.name ILIKE :s)', { s: containsPattern(q.search) });
    qb.orderBy('u.id', 'ASC')
      .skip((q.page - 1) * q.per_page)
      .take(q.per_page);
    const [rows, total] = await qb.getManyAndCount();
    return { items: rows.map(toUser), total };
  }

  /**
   * `PUT /profile`: the name at once; a new address only once its link (mailed to it) is
   * followed, with a notice and an undo link mailed to the old one; a new password at once,
   * signing out every other session of the user (`session`, the one asking, stays). A new
   * address or password needs the current password.
   */
  async updateProfile(actor: Actor, input: ProfileBody['user'], session?: string): Promise<User> {
    const before = await this.live(actor.user_id);
    const emailChange = input.email !== undefined && input.email.toLowerCase() !== before.email.toLowerCase();
    if (input.password !== undefined || emailChange) {
      if (!input.current_password) throw currentPasswordNeeded();
      await this.limits.check('currentPasswordFailuresPerUser', actor.user_id);
      if (!(await this.hasher.verify(before.password_hash, input.current_password))) {
        await this.limits.fail('currentPasswordFailuresPerUser', actor.user_id);
        throw wrongCurrentPassword();
      }
    }
    if (input.password !== undefined) assertGoodPassword(input.password, input.password_confirmation, before.email);
    const newHash = input.password !== undefined ? await this.hasher.hash(input.password) : undefined;
    const { user, mail } = await this.ds.transaction(async (m) => {
      const u = await lockLiveUser(m, actor.user_id);
      const changes: string[] = [];
      let mail: { to: string; confirm: string; from: string; undo: string } | undefined;
      if (input.name !== undefined && input.name !== u.name) {
        u.name = input.name;
        changes.push('name');
      }
      if (newHash) {
        u.password_hash = newHash;
        changes.push('password');
      }
      if (input.email !== undefined && input.email.toLowerCase() !== u.email.toLowerCase()) {
        await assertEmailFree(m, input.email, u.id);
        // Only the newest request's links work.
        await voidTokens(m, u.id, 'email_change');
        u.unconfirmed_email = input.email;
        mail = {
          to: input.email,
          confirm: await issueToken(m, u.id, 'email_change', input.email),
          from: u.email,
          undo: await issueToken(m, u.id, 'email_change_undo', u.email),
        };
      } else if (input.email !== undefined && u.unconfirmed_email) {
        // Typing the current address again cancels a pending change.
        u.unconfirmed_email = null;
        await voidTokens(m, u.id, 'email_change');
      }
      const saved = await m.getRepository(UserEntity).save(u);
      // Whoever else knew the old password is signed out; this session stays.
      if (newHash) await SessionService.revokeAll(m, this.outbox, u.id, session);
      if (changes.length) await announceUpdated(m, this.outbox, saved, changes);
      return { user: saved, mail };
    });
    await this.outbox.flush();
    if (mail) {
      await this.mail.emailChange(mail.to, user.name, mail.confirm);
      await this.mail.emailChangeNotice(mail.from, user.name, mail.undo, mail.to);
    }
    return toUser(user);
  }

  async create(input: AdminUserInput): Promise<User> {
    assertGoodPassword(input.password, undefined, input.email);
    const passwordHash = await this.hasher.hash(input.password);
    const { user, token } = await this.ds.transaction(async (m) => {
      const u = await createUserWithAccount(m, this.outbox, {
        email: input.email,
        name: input.name,
        passwordHash,
        admin: input.admin,
        confirmed: input.confirmed,
      });
      return { user: u, token: input.confirmed ? undefined : await issueToken(m, u.id, 'confirmation', u.email) };
    });
    await this.outbox.flush();
    if (token) await this.mail.confirmation(user.email, user.name, token);
    return toUser(user);
  }

  /**
   * `PUT /users/{id}`: an admin changes any field of anyone (but cannot take away their own
   * admin flag); a user may rename themselves here and nothing else. The change applies to
   * the user's live tokens at once: verification reads the current row.
   */
  async update(actor: Actor, id: number, input: UpdateUserBody['user']): Promise<User> {
    if (!actor.admin) {
      if (actor.user_id !== id) throw userNotFound();
      const restricted = (['email', 'password', 'admin', 'confirmed'] as const).filter((k) => input[k] !== undefined);
      if (restricted.length) throw fieldsAdminOnly(restricted);
    }
    if (actor.user_id === id && input.admin === false) throw cannotDemoteSelf();
    const passwordHash = input.password !== undefined ? await this.hasher.hash(input.password) : undefined;
    const user = await this.ds.transaction(async (m) => {
      const u = await lockLiveUser(m, id);
      if (input.password !== undefined) assertGoodPassword(input.password, input.password_confirmation, input.email ?? u.email);
      const changes: string[] = [];
      if (input.name !== undefined && input.name !== u.name) {
        u.name = input.name;
        changes.push('name');
      }
      if (input.email !== undefined && input.email.toLowerCase() !== u.email.toLowerCase()) {
        await assertEmailFree(m, input.email, u.id);
        u.email = input.email;
        u.unconfirmed_email = null;
        changes.push('email');
      }
      if (input.admin !== undefined && input.admin !== u.admin) {
        u.admin = input.admin;
        changes.push('admin');
      }
      if (input.confirmed !== undefined && input.confirmed !== (u.confirmed_at !== null)) {
        u.confirmed_at = input.confirmed ? new Date() : null;
        changes.push('confirmed');
        if (input.confirmed) await this.outbox.add(m, IdentityEvents.userConfirmed, { user_id: u.id, email: u.email });
      }
      if (passwordHash) {
        u.password_hash = passwordHash;
        changes.push('password');
      }
      const saved = await m
        .getRepository(UserEntity)
        .save(u)
        .catch((e: { code?: string }) => {
          throw e.code === '23505' ? emailTaken() : e;
        });
      // A new password set by an admin signs out whoever used the old one.
      if (passwordHash) await SessionService.revokeAll(m, this.outbox, u.id);
      if (changes.length) await announceUpdated(m, this.outbox, saved, changes);
      return saved;
    });
    await this.outbox.flush();
    return toUser(user);
  }

  /**
   * Soft delete: the address is freed, every token revoked at once, the account kept (orders
   * and invoices hang on it) but no longer owned.
   */
  async remove(actor: Actor, id: number): Promise<void> {
    if (actor.user_id === id) throw cannotDeleteSelf();
    await this.ds.transaction(async (m) => {
      const u = await lockLiveUser(m, id);
      u.deleted_at = new Date();
      await m.getRepository(UserEntity).save(u);
      await m.update(AccountEntity, { user_id: u.id }, { user_id: null, updated_at: () => 'now()' });
      await m.update(UserTokenEntity, { user_id: u.id, used_at: IsNull() }, { used_at: () => 'now()' });
      await SessionService.revokeAll(m, this.outbox, u.id);
      await this.outbox.add(m, IdentityEvents.userDeleted, { user_id: u.id, account_id: u.account_id });
    });
    await this.outbox.flush();
  }
}
