import { CartOrderCalls, CartOrderEvents, type Actor, type EventEnvelope } from '@cards/contracts';
import { MemoryEventBus, MemoryRequestBus, requestCall } from '@cards/kit';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '../eventually.js';
import { testLogger } from '../logger.js';
import { FakeCartOrder } from './cart-order.js';
import { recordEvents } from '../events.js';

const SAM: Actor = { user_id: 5, account_id: 5, email: 'sam@cards.test', admin: false };
const KIM: Actor = { user_id: 6, account_id: 6, email: 'kim@cards.test', admin: false };

describe('the cart-order fake', () => {
  const rpc = new MemoryRequestBus(testLogger());
  const bus = new MemoryEventBus(testLogger());
  let heard: EventEnvelope[] = [];
  let cartOrder: FakeCartOrder;
  beforeAll(async () => {
    cartOrder = await new FakeCartOrder(rpc, bus, 'http://shop.test').start();
    heard = await recordEvents(bus, CartOrderEvents.subscriptionChanged.subject);
  });
  afterAll(async () => {
    await rpc.close();
    await bus.close();
  });

  it('when a pack is sold, then the session is unpaid until paid on its page, sends the customer back, and is only its account’s', async () => {
    const made = await requestCall(rpc, CartOrderCalls.checkoutSessionCreate, {
      actor: SAM,
      kind: 'generation_pack',
      card_id: 12,
      amount: 299,
      success_url: 'http://shop.test/card/12?session_id={CHECKOUT_SESSION_ID}',
    });
    expect(made.url).toBe(`http://shop.test/subscription/new?test_checkout_session=${made.session_id}`);
    const verify = (actor: Actor, session_id = made.session_id) =>
      requestCall(rpc, CartOrderCalls.checkoutSessionVerify, { session_id, actor });
    expect(await verify(SAM)).toEqual({ status: 'unpaid', kind: 'generation_pack', account_id: 5, card_id: 12 });
    expect(cartOrder.pay(made.session_id)).toEqual({
      session_id: made.session_id,
      status: 'paid',
      success_url: `http://shop.test/card/12?session_id=${made.session_id}`,
    });
    expect(await verify(SAM)).toMatchObject({ status: 'paid' });
    await expect(verify(KIM)).rejects.toMatchObject({ status: 404 });
    await expect(verify(SAM, 'nope')).rejects.toMatchObject({ status: 404 });
    await expect(
      requestCall(rpc, CartOrderCalls.checkoutSessionCreate, { actor: SAM, kind: 'generation_pack', amount: 1 }),
    ).rejects.toMatchObject({
      status: 422,
    });
  });

  it("when an account subscribes, then cart-order's event says so with the plan", async () => {
    await cartOrder.subscribe(5, { id: 2, slug: 'plus' });
    await eventually(() => heard.map((e) => e.data)).toEqual([
      expect.objectContaining({ account_id: 5, plan_id: 2, plan_slug: 'plus', status: 'active' }),
    ]);
  });
});
