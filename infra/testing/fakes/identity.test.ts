import { IdentityCalls, IdentityEvents, type Actor, type EventEnvelope } from '@cards/contracts';
import { MemoryEventBus, MemoryRequestBus, requestCall } from '@cards/kit';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '../eventually.js';
import { testLogger } from '../logger.js';
import { FakeIdentity } from './identity.js';

const ADMIN: Actor = { user_id: 1, account_id: 1, email: 'admin@cards.test', admin: true };

describe('the identity fake', () => {
  const rpc = new MemoryRequestBus(testLogger());
  const bus = new MemoryEventBus(testLogger());
  const revoked: EventEnvelope[] = [];
  let identity: FakeIdentity;
  beforeAll(async () => {
    identity = await new FakeIdentity(rpc, bus).start();
    await bus.subscribe({
      durable: 'test__revoked',
      subject: IdentityEvents.sessionRevoked.subject,
      ephemeral: true,
      handler: async (e) => {
        revoked.push(e);
      },
    });
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
    await expect(requestCall(rpc, IdentityCalls.logout, { actor: null, body: { token: 'x' } })).rejects.toMatchObject({ status: 401 });
  });

  it('when a session is logged out, then its token is refused and the revocation is announced', async () => {
    const token = identity.signIn(ADMIN);
    const { jti } = await requestCall(rpc, IdentityCalls.sessionVerify, { token });
    expect(await requestCall(rpc, IdentityCalls.logout, { actor: ADMIN, body: { token } })).toEqual({
      message: 'Logged out successfully.',
    });
    await expect(requestCall(rpc, IdentityCalls.sessionVerify, { token })).rejects.toMatchObject({ status: 401, code: 'token_revoked' });
    await eventually(() => revoked.map((e) => e.data)).toEqual([{ user_id: 1, jti }]);
  });
});
