import type { Order } from '@cards/contracts';
import type { SignedIn } from '@cards/testing/users';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { fillCart, ok, pay, products, readyInstances, startCartPlatform, until } from './cart-test-support.js';
import type { CartHarness } from './support/cart-harness.js';

/**
 * The "posted" mail goes once, when the cards leave. A tracking number the print team saves
 * only afterwards is news the customer would otherwise never hear: it is mailed, once a number.
 */
describe('a tracking number saved after the cards were posted', () => {
  let t: CartHarness;
  let alice: SignedIn;
  let order: Order;

  const posted = () => t.identity.mailsTo(alice.user.email, 'order_posted') as Array<{ data: Record<string, unknown> }>;
  const settle = () => new Promise((r) => setTimeout(r, 400));

  beforeAll(async () => {
    t = await startCartPlatform();
    alice = await t.identity.signUp({ name: 'Alice' });
    const [instance] = await readyInstances(t, alice);
    await fillCart(t, alice, instance!, (await products(t))[0]!.id);
    order = (await pay(t, alice)).body;
  }, 120_000);
  afterAll(async () => {
    await t?.stop();
  });

  it('when an order is dispatched without a number and one is saved later, then the customer gets one tracking mail with it; the same number saved again sends nothing', async () => {
    await ok(t, t.admin.token, 'PUT', `/admin/orders/${order.id}`, { order: { status: 'in_production' } });
    await ok(t, t.admin.token, 'PUT', `/admin/orders/${order.id}`, { order: { status: 'dispatched' } });
    await until(async () => (posted().length ? true : undefined), 5000, 'the posted mail');
    expect(posted()[0]!.data).toMatchObject({ tracking_number: null, tracking_update: false });

    await ok(t, t.admin.token, 'PUT', `/admin/orders/${order.id}`, { order: { tracking_number: 'TT123456785GB' } });
    await until(async () => (posted().length === 2 ? true : undefined), 5000, 'the tracking mail');
    expect(posted()[1]!.data).toMatchObject({ order_number: order.number, tracking_number: 'TT123456785GB', tracking_update: true });

    await ok(t, t.admin.token, 'PUT', `/admin/orders/${order.id}`, { order: { tracking_number: 'TT123456785GB', note: 'checked' } });
    await ok(t, t.admin.token, 'PUT', `/admin/orders/${order.id}`, { order: { status: 'delivered' } });
    await settle();
    expect(posted()).toHaveLength(2);
  });

  it('when an order is not yet posted and a number is saved, then no mail goes until it is dispatched', async () => {
    const [instance] = await readyInstances(t, alice);
    await fillCart(t, alice, instance!, (await products(t))[0]!.id);
    const next = (await pay(t, alice)).body;
    const before = posted().length;
    await ok(t, t.admin.token, 'PUT', `/admin/orders/${next.id}`, { order: { status: 'in_production', tracking_number: 'TT000000017GB' } });
    await settle();
    expect(posted()).toHaveLength(before);
  });
});
