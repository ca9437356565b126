import { randomUUID } from 'node:crypto';
import { IdentityCalls, IdentityEvents, type Actor, type EventEnvelope } from '@cards/contracts';
import { MemoryEventBus, MemoryRequestBus, requestCall } from '@cards/kit';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '../eventually.js';
import { testLogger } from '../logger.js';
import { FakeIdentity } from './identity.js';
import { recordEvents } from '../events.js';

const ADMIN: Actor = { user_id: 1, account_id: 1, email: 'admin@cards.test', admin: true };

describe('the identity fake', () => {
  const rpc = new MemoryRequestBus(testLogger());
  const bus = new MemoryEventBus(testLogger());
  let revoked: EventEnvelope[] = [];
  let identity: FakeIdentity;
  beforeAll(async () => {
    identity = await new FakeIdentity(rpc, bus).start();
    revoked = await recordEvents(bus, IdentityEvents.sessionRevoked.subject);
  });
  afterAll(async () => {
    await rpc.close();
    await bus.close();
  });

  it("when a signed-in token is verified, then the reply is identity's contract with the actor", async () => {
    const token = identity.signIn(ADMIN);
    const reply = await requestCall(rpc, IdentityCalls.sessionVerify, { token });
    expect(reply.actor).toEqual(ADMIN);
    expect(reply.exp).toBeGreaterThan(Date.now() / 1000);
    expect(identity.calls.get(IdentityCalls.sessionVerify.subject)).toBe(1);
  });

  it("when a request breaks identity's contract or the token is unknown, then it is refused as identity would", async () => {
    await expect(requestCall(rpc, IdentityCalls.sessionVerify, { token: '' })).rejects.toMatchObject({ status: 422 });
    await expect(requestCall(rpc, IdentityCalls.sessionVerify, { token: 'nobody' })).rejects.toMatchObject({
      status: 401,
      code: 'invalid_token',
    });
    await expect(requestCall(rpc, IdentityCalls.logout, { actor: null })).rejects.toMatchObject({ status: 401 });
    await expect(requestCall(rpc, IdentityCalls.logout, { actor: ADMIN, meta: { session: randomUUID() } })).rejects.toMatchObject({
      status: 401,
      code: 'token_revoked',
    });
  });

  it('when a session is logged out, then its token is refused and the revocation is announced', async () => {
    const token = identity.signIn(ADMIN);
    const { jti } = await requestCall(rpc, IdentityCalls.sessionVerify, { token });
    expect(await requestCall(rpc, IdentityCalls.logout, { actor: ADMIN, meta: { session: jti } })).toEqual({
      message: 'Logged out successfully.',
    });
    await expect(requestCall(rpc, IdentityCalls.sessionVerify, { token })).rejects.toMatchObject({ status: 401, code: 'token_revoked' });
    await eventually(() => revoked.map((e) => e.data)).toEqual([{ user_id: 1, jti }]);
  });
});

describe("the identity fake's customers and mails", () => {
  const rpc = new MemoryRequestBus(testLogger());
  const bus = new MemoryEventBus(testLogger());
  let heard: EventEnvelope[] = [];
  let identity: FakeIdentity;
  beforeAll(async () => {
    identity = await new FakeIdentity(rpc, bus).start();
    heard = await recordEvents(
      bus,
      ...[IdentityEvents.userRegistered, IdentityEvents.accountCreated, IdentityEvents.userDeleted].map((e) => e.subject),
    );
  });
  afterAll(async () => {
    await rpc.close();
    await bus.close();
  });

  it('when a customer signs up, then they are announced with their account, signed in, and known to user look-ups', async () => {
    const sam = await identity.signUp({ name: 'Sam', email: 'Sam@Cards.test' });
    expect(sam.user).toMatchObject({ name: 'Sam', email: 'sam@cards.test', admin: false, confirmed: true, account_id: sam.user.id });
    await eventually(() => heard.map((e) => e.type)).toEqual([
      IdentityEvents.userRegistered.subject,
      IdentityEvents.accountCreated.subject,
    ]);
    expect((await requestCall(rpc, IdentityCalls.sessionVerify, { token: sam.token })).actor.user_id).toBe(sam.user.id);
    expect(await requestCall(rpc, IdentityCalls.userGet, { id: sam.user.id })).toMatchObject({ email: 'sam@cards.test' });
    expect((await requestCall(rpc, IdentityCalls.userGetMany, { ids: [sam.user.id, 9999] })).users.map((u) => u.id)).toEqual([sam.user.id]);
    await expect(requestCall(rpc, IdentityCalls.userGet, { id: 9999 })).rejects.toMatchObject({ status: 404, code: 'user_not_found' });

    await identity.deleteUser(sam.user.id);
    await eventually(() => heard.at(-1)?.data).toEqual({ user_id: sam.user.id, account_id: sam.user.account_id });
    await expect(requestCall(rpc, IdentityCalls.sessionVerify, { token: sam.token })).rejects.toMatchObject({ status: 401 });
  });

  it('when a service asks for a mail, then it is kept as asked, addressed like identity would, and a mail to nobody is refused', async () => {
    const kim = await identity.signUp({ name: 'Kim' });
    const ecard = { sender_name: 'Kim', message: 'Hello', image_url: 'http://api.test/assets/x.png' };
    const r = await requestCall(rpc, IdentityCalls.mailSend, {
      template: 'ecard',
      user_id: kim.user.id,
      to: 'Rose@Example.com',
      data: ecard,
    });
    expect(r.message_id).toMatch(/^<.+@cards\.test>$/);
    expect(identity.mailsTo('rose@example.com', 'ecard')).toEqual([expect.objectContaining({ to: 'rose@example.com', data: ecard })]);
    await expect(
      requestCall(rpc, IdentityCalls.mailSend, { template: 'order_confirmation', user_id: 9999, data: { order_number: 'X', total: 1 } }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      requestCall(rpc, IdentityCalls.mailSend, { template: 'ecard', user_id: kim.user.id, to: 'not-an-address', data: ecard }),
    ).rejects.toMatchObject({
      status: 422,
    });
    expect(identity.mails).toHaveLength(1);
  });
});
