import { randomBytes, randomUUID } from 'node:crypto';
import { type Actor, IdentityCalls, IdentityEvents, type SessionVerifyReply, type UserGetReply } from '@cards/contracts';
import { makeEnvelope, notFound, requireActor, unauthorized, type EventBus, type RequestBus } from '@cards/kit';
import { z } from 'zod';
import type { SignedIn } from '../users.js';
import { ServedCalls } from './served-calls.js';

/** A mail a service asked identity to send: the request as identity parsed it, and the address it went to. */
export type SentMail = z.output<(typeof IdentityCalls)['mailSend']['request']> & { address: string; message_id: string };

const userNotFound = () => notFound('user_not_found', 'User not found');

interface Session {
  actor: Actor;
  jti: string;
  exp: number;
  revoked: boolean;
}

/**
 * The identity service as the other services and the BFF see it, for a service's own test lane:
 * sessions for the actors a test names, checked and revoked over the real request bus. It serves
 * identity's declared calls with their replies checked, and its events are made from their
 * declarations, so a fake that drifts from the contract fails the test that uses it.
 * Not a sign-in: tests get a token with `signIn(actor)`, no password or mail involved, or a
 * whole new customer with `signUp()` (announced as identity announces one). Mails other services
 * ask for are kept in `mails`, as identity's mailer was asked for them (templates are identity's own).
 */
export class FakeIdentity extends ServedCalls {
  private readonly sessions = new Map<string, Session>();
  private readonly users = new Map<number, UserGetReply>();
  private nextId = 101;
  /** Mails asked for with `identity.mail.send`, oldest first. */
  readonly mails: SentMail[] = [];

  constructor(
    rpc: RequestBus,
    private readonly bus: EventBus,
  ) {
    super(rpc);
  }

  async start(): Promise<this> {
    await this.serve(IdentityCalls.sessionVerify, async (req) => {
      return this.verify(req.token);
    });
    // Identity ends the session the BFF checked the caller's token for.
    await this.serve(IdentityCalls.logout, async (call) => {
      const actor = requireActor(call);
      const token = [...this.sessions].find(([, s]) => s.jti === call.meta.session && s.actor.user_id === actor.user_id)?.[0];
      if (!token) throw unauthorized('Your session has ended, please sign in again', 'token_revoked');
      await this.revoke(token);
      return { message: 'Logged out successfully.' };
    });
    await this.serve(IdentityCalls.userGet, async (req) => {
      const u = this.users.get(req.id);
      if (!u) throw userNotFound();
      return u;
    });
    await this.serve(IdentityCalls.userGetMany, async (req) => {
      return { users: req.ids.flatMap((id) => this.users.get(id) ?? []) };
    });
    await this.serve(IdentityCalls.mailSend, async (req) => {
      const user = this.users.get(req.user_id);
      if (!user) throw userNotFound();
      const message_id = `<${randomUUID()}@cards.test>`;
      this.mails.push({ ...req, address: req.template === 'ecard' ? req.to : user.email, message_id });
      return { message_id };
    });
    return this;
  }

  /**
   * A new confirmed customer with an account of their own (or an administrator), signed in:
   * announced as identity announces a signup (`user.registered`, `account.created`), so
   * services that keep per-account facts learn of them. Returns what `POST /login` gives.
   */
  async signUp(opts: { name?: string; email?: string; admin?: boolean } = {}): Promise<SignedIn> {
    const id = this.nextId++;
    const user = {
      id,
      account_id: id,
      email: (opts.email ?? `user-${randomBytes(5).toString('hex')}@cards.test`).toLowerCase(),
      name: opts.name ?? 'Test Customer',
      admin: opts.admin ?? false,
    };
    this.users.set(id, user);
    const source = { source: 'identity' };
    await this.bus.publish(
      makeEnvelope(IdentityEvents.userRegistered, { user_id: id, account_id: id, email: user.email, name: user.name }, source),
    );
    await this.bus.publish(makeEnvelope(IdentityEvents.accountCreated, { account_id: id, user_id: id, email: user.email }, source));
    const token = this.signIn({ user_id: id, account_id: id, email: user.email, admin: user.admin });
    return { token, user: { ...user, confirmed: true } };
  }

  /** Deletes a user as identity does: their sessions end and the deletion is announced (the account stays). */
  async deleteUser(id: number): Promise<void> {
    const user = this.users.get(id);
    if (!user) throw new Error(`the identity fake has no user ${id}`);
    this.users.delete(id);
    for (const s of this.sessions.values()) if (s.actor.user_id === id) s.revoked = true;
    await this.bus.publish(makeEnvelope(IdentityEvents.userDeleted, { user_id: id, account_id: user.account_id }, { source: 'identity' }));
  }

  /** The mails sent to `address` so far (of `template`, if given), oldest first. */
  mailsTo(address: string, template?: SentMail['template']): SentMail[] {
    const a = address.toLowerCase();
    return this.mails.filter((m) => m.address.toLowerCase() === a && (!template || m.template === template));
  }

  /** A bearer token for `actor`, valid for an hour, as `POST /login` would give it. */
  signIn(actor: Actor): string {
    const token = `fake.${randomUUID()}`;
    this.sessions.set(token, { actor, jti: randomUUID(), exp: Math.floor(Date.now() / 1000) + 3600, revoked: false });
    return token;
  }

  /** Ends a session as a logout would, announcing it as identity does. */
  async revoke(token: string): Promise<void> {
    const s = this.sessions.get(token);
    if (!s || s.revoked) return;
    s.revoked = true;
    await this.bus.publish(makeEnvelope(IdentityEvents.sessionRevoked, { user_id: s.actor.user_id, jti: s.jti }, { source: 'identity' }));
  }

  private verify(token: string): SessionVerifyReply {
    const s = this.sessions.get(token);
    if (!s) throw unauthorized('Your session is not valid, please sign in', 'invalid_token');
    if (s.revoked) throw unauthorized('Your session has ended, please sign in again', 'token_revoked');
    return { actor: s.actor, jti: s.jti, exp: s.exp };
  }
}
