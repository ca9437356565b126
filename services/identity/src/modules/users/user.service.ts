import {
  IdentityEvents,
  type Actor,
  type AdminUserInput,
  type ListQuery,
  type Page,
  type ProfileBody,
  type UpdateUserBody,
  type User,
} from '@cards/contracts';
import { containsPattern, isUniqueViolation, type Outbox } from '@cards/kit';
import type { DataSource } from 'typeorm';
import {
  cannotDeleteSelf,
  cannotDemoteSelf,
  currentPasswordNeeded,
  emailTaken,
  fieldsAdminOnly,
  userNotFound,
  wrongCurrentPassword,
} from './user.errors.js';
import type { IdentityLimits } from '../limits/index.js';
import type { MailService } from '../mail/index.js';
import { assertGoodPassword, type PasswordHasher } from '../passwords/index.js';
import { AccountEntity } from './account.entity.js';
import type { MailedLinks } from './links.port.js';
import type { Sessions } from './sessions.port.js';
import { UserEntity } from './user.entity.js';
import { toUser } from './user.mapper.js';
import { announceUpdated, assertEmailFree, createUserWithAccount, lockLiveUser } from './user.store.js';

/** What the users module's use cases work with. */
export interface UsersDeps {
  ds: DataSource;
  outbox: Outbox;
  hasher: PasswordHasher;
  mail: MailService;
  limits: IdentityLimits;
  sessions: Sessions;
  /** The one-time tokens of the links mailed to a user, written in the use case's transaction. */
  links: MailedLinks;
}

/** The signed-in user's own profile, and administrators' management of every user. */
export class UserService {
  constructor(private readonly d: UsersDeps) {}

  private async live(id: number): Promise<UserEntity> {
    const u = await this.d.ds.getRepository(UserEntity).findOneBy({ id });
    if (!u || u.deleted_at) throw userNotFound();
    return u;
  }

  async current(actor: Actor): Promise<User> {
    return toUser(await this.live(actor.user_id));
  }

  /** A user sees only themselves (anyone else is 404, as if absent); an admin sees anyone. */
  async show(actor: Actor, id: number): Promise<User> {
    if (!actor.admin && actor.user_id !== id) throw userNotFound();
    return toUser(await this.live(id));
  }

  async list(q: ListQuery): Promise<Page<User>> {
    const qb = this.d.ds.getRepository(UserEntity).createQueryBuilder('u').where('u.deleted_at IS NULL');
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
      await this.d.limits.check('currentPasswordFailuresPerUser', actor.user_id);
      if (!(await this.d.hasher.verify(before.password_hash, input.current_password))) {
        await this.d.limits.fail('currentPasswordFailuresPerUser', actor.user_id);
        throw wrongCurrentPassword();
      }
    }
    if (input.password !== undefined) assertGoodPassword(input.password, input.password_confirmation, before.email);
    const newHash = input.password !== undefined ? await this.d.hasher.hash(input.password) : undefined;
    const { user, mail } = await this.d.ds.transaction(async (m) => {
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
        await this.d.links.void(m, u.id, 'email_change');
        u.unconfirmed_email = input.email;
        mail = {
          to: input.email,
          confirm: await this.d.links.issue(m, u.id, 'email_change', input.email),
          from: u.email,
          undo: await this.d.links.issue(m, u.id, 'email_change_undo', u.email),
        };
      } else if (input.email !== undefined && u.unconfirmed_email) {
        // Typing the current address again cancels a pending change.
        u.unconfirmed_email = null;
        await this.d.links.void(m, u.id, 'email_change');
      }
      const saved = await m.getRepository(UserEntity).save(u);
      // Whoever else knew the old password is signed out; this session stays.
      if (newHash) await this.d.sessions.revokeAll(m, u.id, session);
      if (changes.length) await announceUpdated(m, this.d.outbox, saved, changes);
      return { user: saved, mail };
    });
    await this.d.outbox.flush();
    if (mail) {
      await this.d.mail.emailChange(mail.to, user.name, mail.confirm);
      await this.d.mail.emailChangeNotice(mail.from, user.name, mail.undo, mail.to);
    }
    return toUser(user);
  }

  async create(input: AdminUserInput): Promise<User> {
    assertGoodPassword(input.password, undefined, input.email);
    const passwordHash = await this.d.hasher.hash(input.password);
    const { user, token } = await this.d.ds.transaction(async (m) => {
      const u = await createUserWithAccount(m, this.d.outbox, {
        email: input.email,
        name: input.name,
        passwordHash,
        admin: input.admin,
        confirmed: input.confirmed,
      });
      return { user: u, token: input.confirmed ? undefined : await this.d.links.issue(m, u.id, 'confirmation', u.email) };
    });
    await this.d.outbox.flush();
    if (token) await this.d.mail.confirmation(user.email, user.name, token);
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
    const passwordHash = input.password !== undefined ? await this.d.hasher.hash(input.password) : undefined;
    const user = await this.d.ds.transaction(async (m) => {
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
        if (input.confirmed) await this.d.outbox.add(m, IdentityEvents.userConfirmed, { user_id: u.id, email: u.email });
      }
      if (passwordHash) {
        u.password_hash = passwordHash;
        changes.push('password');
      }
      const saved = await m
        .getRepository(UserEntity)
        .save(u)
        .catch((e: unknown) => {
          throw isUniqueViolation(e) ? emailTaken() : e;
        });
      // A new password set by an admin signs out whoever used the old one.
      if (passwordHash) await this.d.sessions.revokeAll(m, u.id);
      if (changes.length) await announceUpdated(m, this.d.outbox, saved, changes);
      return saved;
    });
    await this.d.outbox.flush();
    return toUser(user);
  }

  /**
   * Soft delete: the address is freed, every token revoked at once, the account kept (orders
   * and invoices hang on it) but no longer owned.
   */
  async remove(actor: Actor, id: number): Promise<void> {
    if (actor.user_id === id) throw cannotDeleteSelf();
    await this.d.ds.transaction(async (m) => {
      const u = await lockLiveUser(m, id);
      u.deleted_at = new Date();
      await m.getRepository(UserEntity).save(u);
      await m.update(AccountEntity, { user_id: u.id }, { user_id: null, updated_at: () => 'now()' });
      await this.d.links.voidAll(m, u.id);
      await this.d.sessions.revokeAll(m, u.id);
      await this.d.outbox.add(m, IdentityEvents.userDeleted, { user_id: u.id, account_id: u.account_id });
    });
    await this.d.outbox.flush();
  }
}
