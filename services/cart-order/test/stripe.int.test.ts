import type { Order, Subscription, ErrorBody } from '@cards/contracts';
import type { CartHarness } from './support/cart-harness.js';
import type { SignedIn } from '@cards/testing/users';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, fillCart, ok, products, readyInstances, type ShopProduct, startCartPlatform, type Intent } from './cart-test-support.js';
import { FakeStripe } from './fake-stripe.js';

const SECRET = 'whsec_test_secret_for_the_fake';

describe('checkout with Stripe (the real SDK against a local fake Stripe API)', () => {
  let stripe: FakeStripe;
  let t: CartHarness;
  let alice: SignedIn;
  let product: ShopProduct;
  let cards: number[];
  let hook: string;

  beforeAll(async () => {
    stripe = await new FakeStripe().start();
    t = await startCartPlatform({
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_API_BASE: stripe.url,
    });
    hook = `${t.baseUrl}/webhooks/stripe`;
    alice = await t.identity.signUp();
    product = (await products(t))[0]!;
    cards = await readyInstances(t, alice);
  }, 120_000);
  afterAll(async () => {
    await t?.stop();
    await stripe?.stop();
  });

  it('when a payment starts, then Stripe gets a PaymentIntent in pence and GBP with the cart in metadata and an idempotency key', async () => {
    const cart = await fillCart(t, alice, cards[0]!, product.id, 2);
    const intent = await ok<Intent>(t, alice.token, 'POST', '/cart/payment_intent');
    expect(intent).toMatchObject({ provider: 'stripe', publishable_key: 'pk_test_fake', amount: cart.total, currency: 'GBP' });
    const pi = stripe.intents.get(intent.payment_intent_id)!;
    expect(pi).toMatchObject({
      amount: Math.round(cart.total * 100),
      currency: 'gbp',
      metadata: { cart_id: String(cart.id), cart_version: String(cart.version) },
    });
    expect(intent.client_secret).toBe(pi.client_secret);
    const create = stripe.requests.find((r) => r.path === '/v1/payment_intents' && r.method === 'POST')!;
    expect(create.idempotencyKey).toMatch(/^cart-payment-\d+$/);
  });

  it('when the browser pays and never comes back, then the webhook delivered three times makes exactly one order', async () => {
    const intent = await ok<Intent>(t, alice.token, 'POST', '/cart/payment_intent');
    stripe.confirmFromBrowser(intent.payment_intent_id, 'pm_card_visa');
    const pi = stripe.intents.get(intent.payment_intent_id)!;
    const first = await stripe.sendWebhook(hook, SECRET, 'payment_intent.succeeded', pi, 'evt_once');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    const again = await Promise.all([
      stripe.sendWebhook(hook, SECRET, 'payment_intent.succeeded', pi, 'evt_once'),
      stripe.sendWebhook(hook, SECRET, 'payment_intent.succeeded', pi, 'evt_once'),
    ]);
    expect(again.map((r) => r.status)).toEqual([200, 200]);
    const orders = await ok<Order[]>(t, alice.token, 'GET', '/orders');
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'paid', payment_intent_id: intent.payment_intent_id, total: intent.amount });
    // The browser's late payment_complete finds the same order.
    expect(
      (await ok<Order>(t, alice.token, 'POST', '/cart/payment_complete', { cart: { payment_intent_id: intent.payment_intent_id } })).id,
    ).toBe(orders[0]!.id);
    expect(stripe.charges.get(intent.payment_intent_id)).toBe(1);
    expect((await ok<{ items: unknown[] }>(t, alice.token, 'GET', '/cart')).items).toEqual([]);
  });

  it('when a webhook is not signed with the secret, then it is refused with 400 and changes nothing', async () => {
    const r = await fetch(hook, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=deadbeef' },
      body: JSON.stringify({ id: 'evt_forged', type: 'payment_intent.succeeded', data: { object: {} } }),
    });
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({ code: 'invalid_signature' });
    const wrong = await stripe.sendWebhook(hook, 'whsec_someone_else', 'payment_intent.succeeded', {});
    expect(wrong.status).toBe(400);
  });

  it('when the server confirms: a declined card says why, 3-D Secure asks for action, and after it the order is made', async () => {
    await fillCart(t, alice, cards[0]!, product.id, 1);
    const intent = await ok<Intent>(t, alice.token, 'POST', '/cart/payment_intent');
    const body = { payment_intent_id: intent.payment_intent_id };
    const no = await call<ErrorBody>(t, alice.token, 'POST', '/cart/payment_complete', {
      cart: { ...body, payment_method: 'pm_card_chargeDeclined' },
    });
    expect(no.status).toBe(402);
    expect(no.body).toMatchObject({ code: 'card_declined', details: { decline_code: 'generic_decline' } });
    const action = await call<ErrorBody>(t, alice.token, 'POST', '/cart/payment_complete', {
      cart: { ...body, payment_method: 'pm_card_authenticationRequired' },
    });
    expect(action.status).toBe(402);
    expect(action.body).toMatchObject({
      code: 'requires_action',
      details: { client_secret: intent.client_secret, next_action: { type: 'use_stripe_sdk' } },
    });
    stripe.authenticate(intent.payment_intent_id, true); // Stripe.js handleNextAction in the browser
    const order = await ok<Order>(t, alice.token, 'POST', '/cart/payment_complete', { cart: body });
    expect(order.status).toBe('paid');
    expect(stripe.charges.get(intent.payment_intent_id)).toBe(1);
    const confirms = stripe.requests.filter((r) => r.path.endsWith('/confirm'));
    expect(new Set(confirms.map((r) => r.idempotencyKey)).size).toBe(confirms.length);
  });

  it('when 20 payment_complete calls race through Stripe, then Stripe charges once and there is one order', async () => {
    await fillCart(t, alice, cards[1] ?? cards[0]!, product.id, 1);
    const intent = await ok<Intent>(t, alice.token, 'POST', '/cart/payment_intent');
    const before = (await ok<Order[]>(t, alice.token, 'GET', '/orders')).length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call<Order>(t, alice.token, 'POST', '/cart/payment_complete', {
          cart: { payment_intent_id: intent.payment_intent_id, payment_method: 'pm_card_visa' },
        }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(stripe.charges.get(intent.payment_intent_id)).toBe(1);
    expect((await ok<Order[]>(t, alice.token, 'GET', '/orders')).length).toBe(before + 1);
  });

  it('when a paid order is cancelled, then Stripe refunds the total once, with an idempotency key', async () => {
    const [order] = await ok<Order[]>(t, alice.token, 'GET', '/orders');
    const cancelled = await ok<Order>(t, alice.token, 'POST', `/orders/${order!.id}/cancel`);
    expect(cancelled).toMatchObject({ status: 'cancelled', refunded_amount: order!.total });
    const refunds = stripe.refunds.filter((r) => r.payment_intent === order!.payment_intent_id);
    expect(refunds).toEqual([expect.objectContaining({ amount: Math.round(order!.total * 100) })]);
    expect(stripe.requests.find((r) => r.path === '/v1/refunds')!.idempotencyKey).toBe(`order-refund-${order!.id}`);
  });

  it('when a plan is bought through Stripe Checkout, then the completed-session webhook activates it and a deleted-subscription webhook ends it', async () => {
    const plus = (await ok<Array<{ id: number; slug: string }>>(t, null, 'GET', '/plans')).find((p) => p.slug === 'plus')!;
    const sub = await ok<Subscription>(t, alice.token, 'POST', '/subscriptions', { subscription: { plan_id: plus.id } }, 201);
    expect(sub.checkout_url).toBe(`https://checkout.stripe.test/c/pay/${sub.checkout_session_id}`);
    expect(stripe.sessions.get(sub.checkout_session_id!)).toMatchObject({
      mode: 'subscription',
      metadata: { plan_id: String(plus.id), kind: 'subscription' },
    });
    const providerSub = stripe.completeSession(sub.checkout_session_id!);
    const r = await stripe.sendWebhook(hook, SECRET, 'checkout.session.completed', stripe.sessions.get(sub.checkout_session_id!)!);
    expect(r.status).toBe(200);
    expect(await ok<Subscription>(t, alice.token, 'GET', `/subscriptions/${sub.id}`)).toMatchObject({
      status: 'active',
      provider: 'stripe',
      provider_subscription_id: providerSub.id,
    });
    expect(await ok(t, alice.token, 'GET', `/payment_session?session_id=${sub.checkout_session_id}`)).toMatchObject({
      status: 'paid',
      kind: 'subscription',
    });
    await stripe.sendWebhook(hook, SECRET, 'customer.subscription.deleted', { ...providerSub, status: 'canceled' });
    expect((await ok<Subscription>(t, alice.token, 'GET', `/subscriptions/${sub.id}`)).status).toBe('canceled');
  });
});
