import type { Cart, Order, PaymentIntentReply } from '@cards/contracts';
import type { z } from 'zod';
import type { RestTarget } from '@cards/testing/rest-target';
import type { SignedIn } from '@cards/testing/users';
import { startCartHarness, type CartHarness } from './support/cart-harness.js';
import { call, type Answer } from '@cards/testing/http';
import { expect } from '@jest/globals';
import { expectLabelled, startedForTheseTests } from '@cards/testing';

export { call, type Answer } from '@cards/testing/http';

/** cart-order as the cart tests use it: alone, its peers faked (see `support/cart-harness.ts`). */
export function startCartPlatform(env: Record<string, string | undefined> = {}): Promise<CartHarness> {
  return startCartHarness(env);
}

/** What `POST /cart/payment_intent` answers. */
export type Intent = z.infer<typeof PaymentIntentReply>;

/** The platform a file's tests share, and its two customers. */
export interface AliceAndBob {
  t: CartHarness;
  alice: SignedIn;
  bob: SignedIn;
}

/**
 * One platform for a file's tests, with Alice and Bob signed up: started before them, handed to
 * `use` for the file's own setup, and stopped after them.
 */
export function aliceAndBobForTheseTests(use: (started: AliceAndBob) => unknown, timeoutMs = 120_000): void {
  const signUp = async (t: CartHarness) => {
    const [alice, bob] = await Promise.all([t.identity.signUp({ name: 'Alice' }), t.identity.signUp({ name: 'Bob' })]);
    await use({ t, alice, bob });
  };
  startedForTheseTests(startCartPlatform, signUp, timeoutMs);
}

/** Calls and insists on the status, so a test reads as the story it tells. */
export async function ok<T = unknown>(
  t: RestTarget,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
  status = 200,
): Promise<T> {
  const r = await call<T>(t, token, method, path, body);
  expectLabelled(r.status, `${method} ${path} → ${JSON.stringify(r.body)}`).toBe(status);
  return r.body;
}

/** Polls `fn` until it gives a value (usable in hooks, where expect.poll is not). */
export async function until<T>(fn: () => Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface ShopProduct {
  id: number;
  name: string;
  price: number;
  size: string;
  active: boolean;
}

/** The seeded products, cheapest first. */
export async function products(t: RestTarget): Promise<ShopProduct[]> {
  const r = await call<ShopProduct[]>(t, null, 'GET', '/products?per_page=200');
  expect(r.status).toBe(200);
  return [...r.body].sort((a, b) => a.price - b.price);
}

/**
 * Ready card options of `user`, the way the cart meets them: generation (here its fake) answers
 * for them as the customer's, ready. Real generation and thumbnails are generation's lane.
 */
export async function readyInstances(t: CartHarness, user: SignedIn): Promise<number[]> {
  return [t.generation.readyInstance({ user_id: user.user.id, account_id: user.user.account_id })];
}

export const ADDRESS = { name: 'Rose Smith', line1: '1 Garden Lane', city: 'Bath', postcode: 'ba1 1aa' };

/** A cart with `quantity` of one ready card on the cheapest product, and a delivery address. */
export async function fillCart(t: RestTarget, user: SignedIn, instanceId: number, productId: number, quantity = 1): Promise<Cart> {
  await ok<Cart>(t, user.token, 'POST', '/cart/add', { cart: { card_instance: { id: instanceId }, quantity, product_id: productId } });
  return ok<Cart>(t, user.token, 'PUT', '/cart/delivery', {
    delivery: { method: 'to_recipient', postage_class: 'second', address: ADDRESS },
  });
}

/** Starts and completes a payment with a test card; returns the raw answer. */
export async function pay(t: RestTarget, user: SignedIn, paymentMethod = 'pm_card_visa'): Promise<Answer<Order & { code?: string }>> {
  const intent = await ok<{ payment_intent_id: string }>(t, user.token, 'POST', '/cart/payment_intent');
  return call<Order & { code?: string }>(t, user.token, 'POST', '/cart/payment_complete', {
    cart: { payment_intent_id: intent.payment_intent_id, payment_method: paymentMethod },
  });
}

/** The cart-order service under test, for what only the service can tell (charges). */
export function cartOrderApp(t: CartHarness) {
  return t.service('cart-order') as unknown as {
    provider(): import('../src/modules/providers/payment-provider.port.js').PaymentProvider;
    dataSource(): import('typeorm').DataSource;
  };
}

/** The price of a product in cart-order's own copy of the catalogue (kept by catalogue events). */
export async function cartOrderPrice(t: CartHarness, productId: number): Promise<number | undefined> {
  const rows = await cartOrderApp(t)
    .dataSource()
    .query(`SELECT row->>'price' AS price FROM cart_order.catalog_rows WHERE entity = 'product' AND id = $1`, [productId]);
  return rows[0]?.price == null ? undefined : Number(rows[0].price);
}

export async function chargeCount(t: CartHarness, intentId: string): Promise<number> {
  const rows = await cartOrderApp(t)
    .dataSource()
    .query(`SELECT charge_count FROM cart_order.test_payment_intents WHERE id = $1`, [intentId]);
  return rows[0]?.charge_count ?? 0;
}
