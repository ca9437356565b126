import { IdentityEvents, type DeviceCookie, type ResetPasswordBody, type SignupBody, type User } from '@cards/contracts';
import { isUniqueViolation } from '@cards/kit';
import { emailTaken } from './user.errors.js';
import { assertGoodPassword } from '../passwords/index.js';
import { confirmationTokenError, resetTokenError, undoTokenError } from '../tokens/index.js';
import { UserEntity } from './user.entity.js';
import { toUser } from './user.mapper.js';
import type { UsersDeps } from './user.service.js';
import { announceUpdated, assertEmailFree, createUserWithAccount, findLiveByEmail, lockLiveUser } from './user.store.js';

export const MESSAGES = {
  signedUp: 'Signed up successfully. Please follow the link we mailed you to confirm your e-mail address.',
  confirmed: 'Your email address has been successfully confirmed.',
  resent:
    'If your email address exists in our database and is not yet confirmed, you will receive an email with instructions for how to confirm it in a few minutes.',
  resetRequested:
    'If your email address exists in our database, you will receive a password recovery link at your email address in a few minutes.',
  resetDone: 'Your password has been changed successfully. Please sign in with it.',
  emailChangeUndone: (email: string) =>
    `Your e-mail address is ${email} again. We have signed everyone out of your account and sent you a link to choose a new password.`,
} as const;

/** Signing up, confirming the address, and recovering a forgotten password. */
export class RegistrationService {
  constructor(private readonly d: UsersDeps) {}

  async signup(input: SignupBody['user'], ip: string): Promise<User> {
    await this.d.limits.take('signupPerIp', ip);
    assertGoodPassword(input.password, input.password_confirmation, input.email);
    // Hash before the transaction: 50 ms of CPU need not hold a connection and a lock.
    const passwordHash = await this.d.hasher.hash(input.password);
    const { user, token } = await this.d.ds.transaction(async (m) => {
      const u = await createUserWithAccount(m, this.d.outbox, {
        email: input.email,
        name: input.name ?? '',
        passwordHash,
        admin: false,
        confirmed: false,
      });
      return { user: u, token: await this.d.links.issue(m, u.id, 'confirmation', u.email) };
    });
    await this.d.outbox.flush();
    await this.d.mail.confirmation(user.email, user.name, token);
    return toUser(user);
  }

  /** Follows a confirmation link: a new account's address, or a changed address. */
  async confirm(token: string, ip: string): Promise<User> {
    await this.d.limits.take('confirmPerIp', ip);
    const user = await this.d.ds.transaction(async (m) => {
      const t = await this.d.links.claim(m, token, ['confirmation', 'email_change']);
      if (typeof t === 'string') throw confirmationTokenError(t);
      const u = await lockLiveUser(m, t.user_id).catch(() => {
        throw confirmationTokenError('invalid');
      });
      await this.d.links.markUsed(m, t);
      if (t.purpose === 'confirmation') {
        if (u.confirmed_at) throw confirmationTokenError('used');
        u.confirmed_at = new Date();
        const saved = await m.getRepository(UserEntity).save(u);
        await this.d.outbox.add(m, IdentityEvents.userConfirmed, { user_id: u.id, email: u.email });
        return saved;
      }
      // An e-mail change: the link proves the new address; it must still be free.
      if (u.unconfirmed_email?.toLowerCase() !== t.email.toLowerCase()) throw confirmationTokenError('used');
      await assertEmailFree(m, t.email, u.id);
      u.email = t.email;
      u.unconfirmed_email = null;
      u.confirmed_at ??= new Date();
      const saved = await m
        .getRepository(UserEntity)
        .save(u)
        .catch((e: unknown) => {
          throw isUniqueViolation(e) ? emailTaken() : e;
        });
      await announceUpdated(m, this.d.outbox, saved, ['email']);
      return saved;
    });
    await this.d.outbox.flush();
    return toUser(user);
  }

  /**
   * Follows the undo link mailed to the old address when the e-mail changed: a pending change is
   * cancelled, a completed one reverted. Someone else may hold the account, so every session
   * is revoked and a password reset link goes to the restored address.
   */
  async undoEmailChange(token: string, ip: string): Promise<User> {
    await this.d.limits.take('confirmPerIp', ip);
    const { user, reset } = await this.d.ds.transaction(async (m) => {
      const t = await this.d.links.claim(m, token, ['email_change_undo']);
      if (typeof t === 'string') throw undoTokenError(t);
      const u = await lockLiveUser(m, t.user_id).catch(() => {
        throw undoTokenError('invalid');
      });
      await this.d.links.markUsed(m, t);
      await this.d.links.void(m, u.id, 'email_change');
      u.unconfirmed_email = null;
      const changes: string[] = [];
      if (u.email.toLowerCase() !== t.email.toLowerCase()) {
        await assertEmailFree(m, t.email, u.id);
        u.email = t.email;
        changes.push('email');
      }
      const saved = await m
        .getRepository(UserEntity)
        .save(u)
        .catch((e: unknown) => {
          throw isUniqueViolation(e) ? emailTaken() : e;
        });
      await this.d.sessions.revokeAll(m, u.id);
      if (changes.length) await announceUpdated(m, this.d.outbox, saved, changes);
      await this.d.links.void(m, u.id, 'password_reset');
      return { user: saved, reset: await this.d.links.issue(m, u.id, 'password_reset', saved.email) };
    });
    await this.d.outbox.flush();
    await this.d.mail.passwordReset(user.email, user.name, reset);
    return toUser(user);
  }

  /** Mails a fresh confirmation link; answers the same whether or not the address is known. */
  async resendConfirmation(email: string, ip: string): Promise<void> {
    await this.d.limits.take('mailPerIp', ip);
    await this.d.limits.take('mailPerEmail', `confirm:${email}`);
    const sent = await this.d.ds.transaction(async (m) => {
      const u = await findLiveByEmail(m, email);
      if (!u || u.confirmed_at) return null;
      return { u, token: await this.d.links.issue(m, u.id, 'confirmation', u.email) };
    });
    if (sent) await this.d.mail.confirmation(sent.u.email, sent.u.name, sent.token);
  }

  async requestPasswordReset(email: string, ip: string): Promise<void> {
    await this.d.limits.take('mailPerIp', ip);
    await this.d.limits.take('mailPerEmail', `reset:${email}`);
    const sent = await this.d.ds.transaction(async (m) => {
      const u = await findLiveByEmail(m, email);
      if (!u) return null;
      // A newer link ends the older ones: only the latest mail can set the password.
      await this.d.links.void(m, u.id, 'password_reset');
      return { u, token: await this.d.links.issue(m, u.id, 'password_reset', u.email) };
    });
    if (sent) await this.d.mail.passwordReset(sent.u.email, sent.u.name, sent.token);
  }

  /**
   * Sets the password with a mailed token. Every live token of the user is revoked (whoever
   * knew the old password is signed out), other reset links die, and an unconfirmed address
   * counts as confirmed: the link reached its inbox. The owner proved themselves through that
   * inbox, so the browser they used gets a device cookie: a lockout an attacker caused (for the
   * address or the network) no longer stops them signing in there.
   */
  async resetPassword(input: ResetPasswordBody['user'], ip: string): Promise<DeviceCookie> {
    await this.d.limits.take('resetPerIp', ip);
    const passwordHash = await this.d.hasher.hash(input.password);
    const user = await this.d.ds.transaction(async (m) => {
      const t = await this.d.links.claim(m, input.reset_password_token, ['password_reset']);
      if (typeof t === 'string') throw resetTokenError(t);
      const u = await lockLiveUser(m, t.user_id).catch(() => {
        throw resetTokenError('invalid');
      });
      assertGoodPassword(input.password, input.password_confirmation, u.email);
      await this.d.links.markUsed(m, t);
      await this.d.links.void(m, u.id, 'password_reset');
      const changes = ['password'];
      u.password_hash = passwordHash;
      if (!u.confirmed_at) {
        u.confirmed_at = new Date();
        changes.push('confirmed');
        await this.d.outbox.add(m, IdentityEvents.userConfirmed, { user_id: u.id, email: u.email });
      }
      const saved = await m.getRepository(UserEntity).save(u);
      await this.d.sessions.revokeAll(m, u.id);
      await announceUpdated(m, this.d.outbox, saved, changes);
      return saved;
    });
    await this.d.outbox.flush();
    return this.d.sessions.trustAfterReset(user);
  }
}
