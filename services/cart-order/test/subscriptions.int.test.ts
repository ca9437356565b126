import type { Cart, EventEnvelope, Purchase, Subscription, SubscriptionChangedData, ErrorBody } from '@cards/contracts';
import type { CartHarness } from './support/cart-harness.js';
import type { SignedIn } from '@cards/testing/users';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@cards/testing';
import { call, fillCart, ok, products, readyInstances, startCartPlatform } from './cart-test-support.js';

interface Plan {
  id: number;
  slug: string;
  price: number;
}

describe('subscriptions with the test payment provider', () => {
  let t: CartHarness;
  let alice: SignedIn;
  let bob: SignedIn;
  let carol: SignedIn;
  let admin: SignedIn;
  let plus: Plan;
  let free: Plan;
  const changes: SubscriptionChangedData[] = [];

  beforeAll(async () => {
    t = await startCartPlatform();
    await t.infra.bus.subscribe({
      durable: 'test__subscription_changed',
      subject: 'cart_order.subscription.changed.v1',
      handler: async (e: EventEnvelope) => {
        changes.push(e.data as SubscriptionChangedData);
      },
    });
    [alice, bob, carol] = await Promise.all([t.identity.signUp(), t.identity.signUp(), t.identity.signUp()]);
    admin = t.admin;
    const plans = await ok<Plan[]>(t, null, 'GET', '/plans');
    plus = plans.find((p) => p.slug === 'plus')!;
    free = plans.find((p) => p.slug === 'free')!;
  }, 120_000);
  afterAll(async () => {
    await t?.stop();
  });

  let sub: Subscription;
  it('when a customer subscribes to a paid plan, then an incomplete subscription with a checkout session comes back', async () => {
    sub = await ok<Subscription>(t, alice.token, 'POST', '/subscriptions', { subscription: { plan_id: plus.id } }, 201);
    expect(sub).toMatchObject({
      account_id: alice.user.account_id,
      plan_id: plus.id,
      plan_slug: 'plus',
      status: 'incomplete',
      provider: 'test',
    });
    expect(sub.checkout_session_id).toMatch(/^cs_test_/);
    expect(sub.checkout_url).toContain(sub.checkout_session_id);
    // Asking again while it is unpaid gives the same checkout, not a second subscription.
    expect((await ok<Subscription>(t, alice.token, 'POST', '/subscriptions', { subscription: { plan_id: plus.id } }, 201)).id).toBe(sub.id);
  });

  it('when the checkout page asks what the session sells, then it names the plan and its price, for its owner only', async () => {
    const summary = await ok<{ description: string; amount: number; currency: string; interval: string; status: string; kind: string }>(
      t,
      alice.token,
      'GET',
      `/checkout_sessions/${sub.checkout_session_id}`,
    );
    expect(summary).toMatchObject({ kind: 'subscription', currency: 'GBP', status: 'open' });
    expect(summary.description).toMatch(/plan$/);
    expect(summary.amount).toBe(plus.price);
    expect(summary.interval).toMatch(/month|year/);
    expect((await call<ErrorBody>(t, bob.token, 'GET', `/checkout_sessions/${sub.checkout_session_id}`)).status).toBe(404);
  });

  it('when the session is verified before paying, then it is unpaid and nothing is granted', async () => {
    const r = await ok<{ status: string }>(
      t,
      alice.token,
      'GET',
      `/payment_session?session_id=${sub.checkout_session_id}&startGenerating=false`,
    );
    expect(r.status).toBe('unpaid');
    expect((await ok<Subscription>(t, alice.token, 'GET', `/subscriptions/${sub.id}`)).status).toBe('incomplete');
  });

  it('when the test checkout is paid with a declined card, then it says why; with a good card the plan is active once verified', async () => {
    const no = await call<ErrorBody>(t, alice.token, 'POST', `/checkout_sessions/${sub.checkout_session_id}/test_pay`, {
      payment_method: 'pm_card_chargeDeclined',
    });
    expect(no.status).toBe(402);
    expect(no.body.code).toBe('card_declined');
    const paid = await ok<{ status: string; success_url: string }>(
      t,
      alice.token,
      'POST',
      `/checkout_sessions/${sub.checkout_session_id}/test_pay`,
      { payment_method: 'pm_card_visa' },
    );
    expect(paid.status).toBe('paid');
    expect(paid.success_url).toContain(`session_id=${sub.checkout_session_id}`);
    const v = await ok<{ status: string; kind: string }>(
      t,
      alice.token,
      'GET',
      `/payment_session?session_id=${sub.checkout_session_id}&startGenerating=false`,
    );
    expect(v).toMatchObject({ status: 'paid', kind: 'subscription' });
    const active = await ok<Subscription>(t, alice.token, 'GET', `/subscriptions/${sub.id}`);
    expect(active.status).toBe('active');
    expect(new Date(active.current_period_end!).getTime()).toBeGreaterThan(Date.now() + 20 * 86_400_000);
    await eventually(() => changes.filter((c) => c.subscription_id === sub.id && c.status === 'active').length).toBe(1);
    expect(changes.find((c) => c.subscription_id === sub.id)).toMatchObject({
      account_id: alice.user.account_id,
      plan_id: plus.id,
      plan_slug: 'plus',
    });
  });

  it('when a plus customer fills a cart, then standard postage is free and tracked costs only its upgrade', async () => {
    const product = (await products(t))[0]!;
    const [card] = await readyInstances(t, alice);
    const cart = await fillCart(t, alice, card!, product.id, 1);
    expect(cart.shipping).toBe(0);
    expect(cart.delivery.options).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ postage_class: 'first', price: 0, free: true }),
        expect.objectContaining({ postage_class: 'tracked', price: 2.5 }),
      ]),
    );
    expect(cart.total).toBe(cart.subtotal);
  });

  it("when others look, then a customer sees only their account's subscriptions and an admin sees all", async () => {
    expect((await call(t, bob.token, 'GET', `/subscriptions/${sub.id}`)).status).toBe(404);
    expect(await ok<Subscription[]>(t, bob.token, 'GET', '/subscriptions')).toEqual([]);
    expect((await ok<Subscription[]>(t, admin.token, 'GET', '/subscriptions')).map((s) => s.id)).toContain(sub.id);
    expect((await call(t, bob.token, 'GET', `/payment_session?session_id=${sub.checkout_session_id}`)).status).toBe(404);
    expect((await call(t, bob.token, 'PUT', `/subscriptions/${sub.id}`, { subscription: { cancel_at_period_end: true } })).status).toBe(
      404,
    );
  });

  it("when an admin lists a customer's checkouts, then they see what was bought, when, its price and that it was paid; a customer is refused", async () => {
    const bought = await ok<Purchase[]>(t, admin.token, 'GET', `/admin/checkout_sessions?user_id=${alice.user.id}`);
    expect(bought).toEqual([
      expect.objectContaining({
        id: sub.checkout_session_id,
        kind: 'subscription',
        user_id: alice.user.id,
        amount: plus.price,
        status: 'paid',
        description: expect.stringMatching(/plan$/),
        created_at: expect.any(String),
      }),
    ]);
    expect(await ok<Purchase[]>(t, admin.token, 'GET', `/admin/checkout_sessions?user_id=${bob.user.id}`)).toEqual([]);
    expect((await call<ErrorBody>(t, bob.token, 'GET', `/admin/checkout_sessions?user_id=${alice.user.id}`)).status).toBe(403);
  });

  it('when a free plan is chosen or a customer tries to grant a plan, then it is refused', async () => {
    expect((await call<ErrorBody>(t, bob.token, 'POST', '/subscriptions', { subscription: { plan_id: free.id } })).body.code).toBe(
      'plan_is_free',
    );
    expect(
      (await call(t, bob.token, 'POST', '/subscriptions', { subscription: { plan_id: plus.id, account_id: bob.user.account_id } })).status,
    ).toBe(403);
  });

  it('when the customer schedules cancellation and then cancels now, then the plan ends and free delivery with it', async () => {
    expect(
      await ok<Subscription>(t, alice.token, 'PUT', `/subscriptions/${sub.id}`, { subscription: { cancel_at_period_end: true } }),
    ).toMatchObject({ cancel_at_period_end: true, status: 'active' });
    expect((await call(t, alice.token, 'PUT', `/subscriptions/${sub.id}`, { subscription: { status: 'active' } })).status).toBe(403);
    await ok(t, alice.token, 'DELETE', `/subscriptions/${sub.id}`, undefined, 204);
    expect((await ok<Subscription>(t, alice.token, 'GET', `/subscriptions/${sub.id}`)).status).toBe('canceled');
    expect((await ok<Cart>(t, alice.token, 'GET', '/cart')).shipping).toBe(0.99);
    await eventually(() => changes.some((c) => c.subscription_id === sub.id && c.status === 'canceled')).toBe(true);
  });

  it('when an admin grants a plan to an account, then it is active at once without payment and can be changed by the admin', async () => {
    const granted = await ok<Subscription>(
      t,
      admin.token,
      'POST',
      '/subscriptions',
      { subscription: { plan_id: plus.id, account_id: carol.user.account_id } },
      201,
    );
    expect(granted).toMatchObject({ status: 'active', provider: 'manual', account_id: carol.user.account_id });
    expect(
      (
        await call<ErrorBody>(t, admin.token, 'POST', '/subscriptions', {
          subscription: { plan_id: plus.id, account_id: carol.user.account_id },
        })
      ).body.code,
    ).toBe('subscription_exists');
    const end = new Date(Date.now() + 86_400_000).toISOString();
    expect(
      (await ok<Subscription>(t, admin.token, 'PUT', `/subscriptions/${granted.id}`, { subscription: { current_period_end: end } }))
        .current_period_end,
    ).toBe(end);
    expect((await ok<Subscription[]>(t, carol.token, 'GET', '/subscriptions')).map((s) => s.id)).toEqual([granted.id]);
  });
});
