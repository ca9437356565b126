import type { Cart, Coupon, Order, ErrorBody } from '@cards/contracts';
import type { CartHarness } from './support/cart-harness.js';
import type { SignedIn } from '@cards/testing/users';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ADDRESS, call, fillCart, ok, products, readyInstances, type ShopProduct, startCartPlatform } from './cart-test-support.js';

describe('coupons, addresses and admin orders', () => {
  let t: CartHarness;
  let admin: SignedIn;
  let customers: SignedIn[];
  let cards: number[][];
  let product: ShopProduct;

  beforeAll(async () => {
    t = await startCartPlatform();
    admin = t.admin;
    customers = await Promise.all(Array.from({ length: 10 }, (_, i) => t.identity.signUp({ name: `Customer ${i}` })));
    product = (await products(t))[0]!;
    cards = await Promise.all(customers.map((c) => readyInstances(t, c)));
  }, 300_000);
  afterAll(async () => {
    await t?.stop();
  });

  it('when the platform starts, then the sample coupon WELCOME10 exists: 10% off, active', async () => {
    expect(await ok<Coupon>(t, admin.token, 'GET', '/coupons/welcome10')).toMatchObject({
      key: 'WELCOME10',
      percent_off: 10,
      amount_off: null,
      active: true,
      currency: 'GBP',
    });
  });

  it('when an admin manages coupons, then create, list, show, update and delete work by key, case-insensitively', async () => {
    const c = await ok<Coupon>(
      t,
      admin.token,
      'POST',
      '/coupons',
      { coupon: { key: 'Spring5', amount_off: 1.5, max_redemptions: 3, expires_at: '2099-01-01T00:00:00Z' } },
      201,
    );
    expect(c).toMatchObject({ key: 'Spring5', amount_off: 1.5, percent_off: null, max_redemptions: 3, times_redeemed: 0 });
    expect((await ok<Coupon[]>(t, admin.token, 'GET', '/coupons')).map((x) => x.key)).toEqual(
      expect.arrayContaining(['Spring5', 'WELCOME10']),
    );
    expect((await ok<Coupon>(t, admin.token, 'GET', '/coupons/SPRING5')).id).toBe(c.id);
    expect(await ok<Coupon>(t, admin.token, 'PUT', '/coupons/spring5', { coupon: { percent_off: 15 } })).toMatchObject({
      percent_off: 15,
      amount_off: null,
    });
    const dup = await call<ErrorBody>(t, admin.token, 'POST', '/coupons', { coupon: { key: 'SPRING5', percent_off: 5 } });
    expect(dup.status).toBe(422);
    expect(dup.body.details).toHaveProperty(['coupon.key']);
    const both = await call<ErrorBody>(t, admin.token, 'POST', '/coupons', { coupon: { key: 'BOTH', percent_off: 5, amount_off: 1 } });
    expect(both.status).toBe(422);
    expect((await call(t, admin.token, 'POST', '/coupons', { coupon: { key: 'NONE' } })).status).toBe(422);
    await ok(t, admin.token, 'DELETE', '/coupons/Spring5', undefined, 204);
    expect((await call(t, admin.token, 'GET', '/coupons/spring5')).status).toBe(404);
  });

  it('when a customer calls the coupon admin routes, then the answer is 403', async () => {
    expect((await call(t, customers[0]!.token, 'GET', '/coupons')).status).toBe(403);
    expect((await call(t, customers[0]!.token, 'POST', '/coupons', { coupon: { key: 'FREE', percent_off: 100 } })).status).toBe(403);
  });

  it('when a coupon has expired or is inactive, then applying it says so', async () => {
    await ok(
      t,
      admin.token,
      'POST',
      '/coupons',
      { coupon: { key: 'OLD', percent_off: 5, expires_at: '2020-01-01T00:00:00Z', starts_at: '2019-01-01T00:00:00Z' } },
      201,
    );
    await ok(t, admin.token, 'POST', '/coupons', { coupon: { key: 'OFF', percent_off: 5, active: false } }, 201);
    expect((await call<ErrorBody>(t, customers[0]!.token, 'POST', '/cart/apply_coupon', { key: 'old' })).body).toMatchObject({
      code: 'coupon_expired',
      error: 'This coupon has expired',
    });
    expect((await call<ErrorBody>(t, customers[0]!.token, 'POST', '/cart/apply_coupon', { key: 'off' })).body).toMatchObject({
      code: 'coupon_inactive',
    });
    expect(await ok(t, customers[0]!.token, 'POST', '/order/coupon_valid', { key: 'old' })).toMatchObject({
      status: 'false',
      reason: 'This coupon has expired',
    });
  });

  it('when a coupon has one redemption left and 10 customers pay at once, then exactly one order gets it and no one is charged a discount without it', async () => {
    await ok(t, admin.token, 'POST', '/coupons', { coupon: { key: 'LASTONE', percent_off: 50, max_redemptions: 1 } }, 201);
    for (const [i, c] of customers.entries()) {
      await fillCart(t, c, cards[i]![0]!, product.id, 1);
      await ok(t, c.token, 'POST', '/cart/apply_coupon', { key: 'LASTONE' });
    }
    const results = await Promise.all(
      customers.map(async (c) => {
        const intent = await call<{ payment_intent_id: string; amount: number } & ErrorBody>(t, c.token, 'POST', '/cart/payment_intent');
        if (intent.status !== 200) return { stage: 'intent', code: intent.body.code };
        const done = await call<Order & ErrorBody>(t, c.token, 'POST', '/cart/payment_complete', {
          cart: { payment_intent_id: intent.body.payment_intent_id, payment_method: 'pm_card_visa' },
        });
        return { stage: 'complete', status: done.status, order: done.body };
      }),
    );
    const orders = results.filter((r) => r.stage === 'complete' && r.status === 200).map((r) => (r as { order: Order }).order);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.coupon).toBe('LASTONE');
    expect(results.filter((r) => r.stage === 'intent').map((r) => (r as { code: string }).code)).toEqual(Array(9).fill('coupon_exhausted'));
    expect((await ok<Coupon>(t, admin.token, 'GET', '/coupons/lastone')).times_redeemed).toBe(1);
  });

  it('when a customer keeps an address book, then they list, read, change and delete only their own', async () => {
    const [a, b] = customers;
    const home = await ok<{ id: number; is_default: boolean; postcode: string }>(
      t,
      a!.token,
      'POST',
      '/addresses',
      { address: { ...ADDRESS, label: 'Home', is_default: true } },
      201,
    );
    expect(home).toMatchObject({ postcode: 'BA1 1AA', is_default: true });
    const mum = await ok<{ id: number; is_default: boolean }>(
      t,
      a!.token,
      'POST',
      '/addresses',
      { address: { ...ADDRESS, name: 'Mum', label: 'Mum', is_default: true } },
      201,
    );
    const list = await ok<Array<{ id: number; is_default: boolean }>>(t, a!.token, 'GET', '/addresses');
    expect(list.filter((x) => x.is_default).map((x) => x.id)).toEqual([mum.id]);
    expect(await ok(t, a!.token, 'PUT', `/addresses/${home.id}`, { address: { line2: 'Flat 2' } })).toMatchObject({
      line2: 'Flat 2',
      name: 'Rose Smith',
    });
    expect((await call(t, b!.token, 'GET', `/addresses/${home.id}`)).status).toBe(404);
    expect((await call(t, b!.token, 'DELETE', `/addresses/${home.id}`)).status).toBe(404);
    const cart = await ok<Cart>(t, a!.token, 'PUT', '/cart/delivery', { delivery: { method: 'to_me', address_id: mum.id } });
    expect(cart.delivery).toMatchObject({ method: 'to_me', address_id: mum.id, address: { name: 'Mum' } });
    await ok(t, a!.token, 'DELETE', `/addresses/${home.id}`, undefined, 204);
    expect((await call(t, a!.token, 'GET', `/addresses/${home.id}`)).status).toBe(404);
  });

  it('when an admin manages orders, then they list all, create a manual one, move it along the machine and archive it once refunded', async () => {
    const all = await ok<Order[]>(t, admin.token, 'GET', '/admin/orders');
    expect(all.length).toBeGreaterThanOrEqual(1);
    expect((await call(t, customers[1]!.token, 'GET', '/admin/orders')).status).toBe(403);
    const c = customers[2]!;
    const manual = await ok<Order>(
      t,
      admin.token,
      'POST',
      '/admin/orders',
      {
        order: {
          user_id: c.user.id,
          account_id: c.user.account_id,
          items: [{ card_instance_id: cards[2]![0], product_id: product.id, quantity: 2, unit_price: 0 }],
          delivery: { method: 'to_me', postage_class: 'first', address: ADDRESS },
          note: 'Replacement for a bent card',
        },
      },
      201,
    );
    expect(manual).toMatchObject({
      status: 'paid',
      subtotal: 0,
      shipping: 1.99,
      total: 1.99,
      note: 'Replacement for a bent card',
      user_id: c.user.id,
    });
    expect((await ok<Order>(t, c.token, 'GET', `/orders/${manual.id}`)).id).toBe(manual.id);
    expect((await call<ErrorBody>(t, admin.token, 'PUT', `/admin/orders/${manual.id}`, { order: { status: 'delivered' } })).body.code).toBe(
      'invalid_status_transition',
    );
    expect((await call<ErrorBody>(t, admin.token, 'DELETE', `/admin/orders/${manual.id}`)).body.code).toBe('order_not_deletable');
    await ok(t, admin.token, 'PUT', `/admin/orders/${manual.id}`, { order: { status: 'in_production' } });
    const sent = await ok<Order>(t, admin.token, 'PUT', `/admin/orders/${manual.id}`, {
      order: { status: 'dispatched', tracking_number: 'RM123456789GB' },
    });
    expect(sent).toMatchObject({ status: 'dispatched', tracking_number: 'RM123456789GB' });
    expect((await ok<Order>(t, admin.token, 'PUT', `/admin/orders/${manual.id}`, { order: { status: 'delivered' } })).status).toBe(
      'delivered',
    );
    expect((await ok<Order>(t, admin.token, 'PUT', `/admin/orders/${manual.id}`, { order: { status: 'refunded' } })).status).toBe(
      'refunded',
    );
    await ok(t, admin.token, 'DELETE', `/admin/orders/${manual.id}`, undefined, 204);
    expect((await call(t, admin.token, 'GET', `/admin/orders/${manual.id}`)).status).toBe(404);
  });

  it('when an admin refunds a paid order after dispatch, then the provider refunds the total', async () => {
    const paid = (await ok<Order[]>(t, admin.token, 'GET', '/admin/orders?status=paid'))[0]!;
    await ok(t, admin.token, 'PUT', `/admin/orders/${paid.id}`, { order: { status: 'in_production' } });
    await ok(t, admin.token, 'PUT', `/admin/orders/${paid.id}`, { order: { status: 'dispatched' } });
    const r = await ok<Order>(t, admin.token, 'PUT', `/admin/orders/${paid.id}`, { order: { status: 'refunded' } });
    expect(r).toMatchObject({ status: 'refunded', refunded_amount: paid.total });
  });
});
