import { IdentityEvents } from '@cards/contracts';
import { lockForTransaction, type Logger, type Outbox } from '@cards/kit';
import type { DataSource } from 'typeorm';
import type { PasswordHasher } from '../passwords/index.js';
import { UserEntity } from './user.entity.js';
import type { UsersConfig } from './users.config.js';
import { announceUpdated, createUserWithAccount, findLiveByEmail } from './user.store.js';

/**
 * Makes sure the administrator from `ADMIN_EMAIL`/`ADMIN_PASSWORD` exists, is an admin, is
 * confirmed and has that password: created on the first start, repaired on every later one
 * (so an operator can reset a lost admin password by restarting with a new one). The common
 * password list is not applied: the operator chose it, and production config is theirs.
 */
export async function ensureAdmin(
  { ds, outbox, hasher, log }: { ds: DataSource; outbox: Outbox; hasher: PasswordHasher; log: Logger },
  config: UsersConfig,
) {
  const admin = { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD };
  const email = admin.email.trim().toLowerCase();
  await ds.transaction(async (m) => {
    await lockForTransaction(m, 'identity-admin-seed');
    const u = await findLiveByEmail(m, email, true);
    if (!u) {
      await createUserWithAccount(m, outbox, {
        email,
        name: 'Administrator',
        passwordHash: await hasher.hash(admin.password),
        admin: true,
        confirmed: true,
      });
      log.info('administrator created');
      return;
    }
    const changes: string[] = [];
    if (!u.admin) {
      u.admin = true;
      changes.push('admin');
    }
    if (!u.confirmed_at) {
      u.confirmed_at = new Date();
      changes.push('confirmed');
      await outbox.add(m, IdentityEvents.userConfirmed, { user_id: u.id, email: u.email });
    }
    if (!(await hasher.verify(u.password_hash, admin.password))) {
      u.password_hash = await hasher.hash(admin.password);
      changes.push('password');
    }
    if (changes.length) {
      const saved = await m.getRepository(UserEntity).save(u);
      await announceUpdated(m, outbox, saved, changes);
      log.info({ changes }, 'administrator updated from configuration');
    }
  });
  await outbox.flush();
}
