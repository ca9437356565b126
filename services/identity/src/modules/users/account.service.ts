import { IdentityEvents, type Account, type AccountInput, type Actor, type ListQuery, type Page } from '@cards/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { containsPattern, unprocessable, type Outbox } from '@cards/kit';
import { accountNotFound, fieldsAdminOnly, userHasAccount } from './user.errors.js';
import { AccountEntity } from './account.entity.js';
import { UserEntity } from './user.entity.js';
import { toAccount } from './user.mapper.js';

/** Accounts: admins manage all; a customer sees and renames only their own (others are 404). */
export class AccountService {
  constructor(
    private readonly ds: DataSource,
    private readonly outbox: Outbox,
  ) {}

  private visibleTo(actor: Actor, row: AccountEntity | null): AccountEntity {
    if (!row || row.deleted_at) throw accountNotFound();
    if (!actor.admin && row.id !== actor.account_id) throw accountNotFound();
    return row;
  }

  async list(actor: Actor, q: ListQuery): Promise<Page<Account>> {
    const qb = this.ds.getRepository(AccountEntity).createQueryBuilder('a').where('a.deleted_at IS NULL');
    if (!actor.admin) qb.andWhere('a.id = :own', { own: actor.account_id ?? 0 });
    if (q.search) qb.andWhere('a.name ILIKE :s', { s: containsPattern(q.search) });
    qb.orderBy('a.id', 'ASC')
      .skip((q.page - 1) * q.per_page)
      .take(q.per_page);
    const [rows, total] = await qb.getManyAndCount();
    return { items: rows.map(toAccount), total };
  }

  async get(actor: Actor, id: number): Promise<Account> {
    return toAccount(this.visibleTo(actor, await this.ds.getRepository(AccountEntity).findOneBy({ id })));
  }

  /** An account for a user who has none (theirs was deleted); the user's tokens carry it at once. */
  async create(input: AccountInput): Promise<Account> {
    const row = await this.ds.transaction(async (m) => {
      const user = await this.ownerWithoutAccount(m, input.user_id);
      const a = await m.getRepository(AccountEntity).save({ name: input.name, user_id: user.id, deleted_at: null });
      await m.getRepository(UserEntity).update({ id: user.id }, { account_id: a.id });
      await this.outbox.add(m, IdentityEvents.accountCreated, { account_id: a.id, user_id: user.id, email: user.email });
      return a;
    });
    await this.outbox.flush();
    return toAccount(row);
  }

  async update(actor: Actor, id: number, patch: Partial<AccountInput>): Promise<Account> {
    if (!actor.admin && patch.user_id !== undefined) {
      // A customer may not even learn whether another account exists.
      if (id !== actor.account_id) throw accountNotFound();
      throw fieldsAdminOnly(['user_id']);
    }
    const row = await this.ds.transaction(async (m) => {
      const a = this.visibleTo(actor, await m.getRepository(AccountEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } }));
      if (patch.name !== undefined) a.name = patch.name;
      if (patch.user_id !== undefined && patch.user_id !== a.user_id) {
        const user = await this.ownerWithoutAccount(m, patch.user_id);
        if (a.user_id) await m.getRepository(UserEntity).update({ id: a.user_id }, { account_id: null });
        await m.getRepository(UserEntity).update({ id: user.id }, { account_id: a.id });
        a.user_id = user.id;
      }
      const saved = await m.getRepository(AccountEntity).save(a);
      await this.outbox.add(m, IdentityEvents.accountUpdated, { account_id: saved.id, user_id: saved.user_id, name: saved.name });
      return saved;
    });
    await this.outbox.flush();
    return toAccount(row);
  }

  /** Soft delete: other services keep the id in their history; the owner is left without one. */
  async remove(id: number): Promise<void> {
    await this.ds.transaction(async (m) => {
      const a = await m.getRepository(AccountEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!a || a.deleted_at) throw accountNotFound();
      a.deleted_at = new Date();
      await m.getRepository(AccountEntity).save(a);
      await m.update(UserEntity, { account_id: a.id }, { account_id: null, updated_at: () => 'now()' });
      await this.outbox.add(m, IdentityEvents.accountDeleted, { account_id: a.id, user_id: a.user_id });
    });
    await this.outbox.flush();
  }

  private async ownerWithoutAccount(m: EntityManager, userId: number) {
    const user = await m.getRepository(UserEntity).findOne({ where: { id: userId }, lock: { mode: 'pessimistic_write' } });
    if (!user || user.deleted_at) throw unprocessable('account_owner_not_found', 'No such user', { 'account.user_id': ['does not exist'] });
    if (user.account_id !== null) throw userHasAccount();
    return user;
  }
}
