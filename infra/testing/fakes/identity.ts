import { randomUUID } from 'node:crypto';
import { type Actor, IdentityCalls, IdentityEvents, type SessionVerifyReply } from '@cards/contracts';
import { makeEnvelope, parseInput, requireActor, serveCall, unauthorized, type EventBus, type RequestBus } from '@cards/kit';
import { z } from 'zod';

const RevokeBody = z.object({ token: z.string().min(1).max(4096) });

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
 * Not a sign-in: tests get a token with `signIn(actor)`, no password or mail involved.
 */
export class FakeIdentity {
  private readonly sessions = new Map<string, Session>();
  /** Calls served by subject, and how often: what the service under test asked of identity. */
  readonly calls = new Map<string, number>();

  constructor(
    private readonly rpc: RequestBus,
    private readonly bus: EventBus,
  ) {}

  async start(): Promise<this> {
    const checked = { checkReplies: true };
    await serveCall(
      this.rpc,
      IdentityCalls.sessionVerify,
      async (req) => {
        this.count(IdentityCalls.sessionVerify.subject);
        return this.verify(req.token);
      },
      checked,
    );
    await serveCall(
      this.rpc,
      IdentityCalls.logout,
      async (call) => {
        this.count(IdentityCalls.logout.subject);
        requireActor(call);
        await this.revoke(parseInput(RevokeBody, call.body).token);
        return { message: 'Logged out successfully.' };
      },
      checked,
    );
    return this;
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

  private count(subject: string) {
    this.calls.set(subject, (this.calls.get(subject) ?? 0) + 1);
  }
}
