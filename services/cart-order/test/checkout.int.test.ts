import type { Cart, DeliveryOptionsReply, Order, ErrorBody } from '@cards/contracts';
import type { CartHarness } from './support/cart-harness.js';
import type { SignedIn } from '@cards/testing/users';
import { describe, expect, it } from '@jest/globals';
import { eventually } from '@cards/testing';
import { UkBankHolidays } from '../src/modules/delivery-dates/bank-holidays.js';
import { DeliveryDates } from '../src/modules/delivery-dates/delivery-dates.js';
import {
  call,
  cartOrderPrice,
  chargeCount,
  fillCart,
  ok,
  products,
  readyInstances,
  type ShopProduct,
  aliceAndBobForTheseTests,
  type Intent,
} from './cart-test-support.js';

const dates = new DeliveryDates(new UkBankHolidays());
/** The plans of the engine at the two ends of a span: an answer made within it is one of them. */
const plansBetween = (from: Date, to: Date, cls: 'second' | 'first' | 'tracked', postcode: string | null) => [
  dates.plan(from, cls, postcode),
  dates.plan(to, cls, postcode),
];

describe('checkout with the test payment provider', () => {
  let t: CartHarness;
  let alice: SignedIn;
  let bob: SignedIn;
  let admin: SignedIn;
  let product: ShopProduct;
  let aliceCards: number[];
  let bobCards: number[];

  aliceAndBobForTheseTests(async (started) => {
    ({ t, alice, bob } = started);
    admin = t.admin;
    product = (await products(t))[0]!;
    [aliceCards, bobCards] = await Promise.all([readyInstances(t, alice), readyInstances(t, bob)]);
  }, 180_000);

  it('when the cart is empty or has no address, then no payment starts', async () => {
    expect((await call<ErrorBody>(t, alice.token, 'POST', '/cart/payment_intent')).body.code).toBe('cart_empty');
    await ok(t, alice.token, 'POST', '/cart/add', { cart: { card_instance: { id: aliceCards[0] }, quantity: 1, product_id: product.id } });
    const r = await call<ErrorBody>(t, alice.token, 'POST', '/cart/payment_intent');
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('delivery_address_required');
    await ok(t, alice.token, 'DELETE', '/cart');
  });

  it('when anyone asks for the delivery options, then each class has its standard price and dates, and the coming Christmas its last order times', async () => {
    const asking = new Date();
    const r = await call<DeliveryOptionsReply>(t, null, 'GET', '/delivery_options?postcode=EH1%201YZ');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ time_zone: 'Europe/London', cut_off: '15:00' });
    expect(r.body.options.map((o) => [o.postage_class, o.price])).toEqual([
      ['second', 0.99],
      ['first', 1.99],
      ['tracked', 4.49],
    ]);
    for (const o of r.body.options) {
      expect(plansBetween(asking, new Date(), o.postage_class, 'EH1 1YZ')).toContainEqual({
        postage_class: o.postage_class,
        dispatch_date: o.dispatch_date,
        arrival_date: o.arrival_date,
        order_by: o.order_by,
        destination: 'scotland',
      });
    }
    expect(r.body.christmas.season).toBe(dates.christmasSeason(asking));
    expect(r.body.christmas.options.map((o) => o.name)).toEqual(['Royal Mail 2nd Class', 'Royal Mail 1st Class', 'Royal Mail Tracked 24']);
    expect((await call<{ code: string }>(t, null, 'GET', '/delivery_options?postcode=far-too-long-for-a-postcode')).status).toBe(422);
    // The API reference documents the route and the planned dates of an order.
    const doc = (await call<{ paths: Record<string, unknown>; components?: unknown }>(t, null, 'GET', '/openapi.json')).body;
    expect(Object.keys(doc.paths)).toContain('/delivery_options');
    expect(JSON.stringify(doc)).toContain('planned_dispatch_date');
  });

  let order: Order;
  it("when a customer pays with pm_card_visa, then one order is made from the cart, the cart is emptied and the amount is the server's", async () => {
    const cart = await fillCart(t, alice, aliceCards[0]!, product.id, 2);
    await ok(t, alice.token, 'POST', '/cart/apply_coupon', { key: 'WELCOME10' });
    const priced = await ok<Cart>(t, alice.token, 'GET', '/cart');
    expect(priced.coupon_value).toBeGreaterThan(0);
    const intent = await ok<Intent>(t, alice.token, 'POST', '/cart/payment_intent');
    expect(intent).toMatchObject({ amount: priced.total, currency: 'GBP', provider: 'test' });
    expect(intent.client_secret).toContain(intent.payment_intent_id);
    // Asking again for the same cart gives the same intent, not a second one.
    expect((await ok<Intent>(t, alice.token, 'POST', '/cart/payment_intent')).payment_intent_id).toBe(intent.payment_intent_id);

    const paying = new Date();
    order = await ok<Order>(t, alice.token, 'POST', '/cart/payment_complete', {
      cart: { payment_intent_id: intent.payment_intent_id, payment_method: 'pm_card_visa' },
    });
    const planned = plansBetween(paying, new Date(), 'second', 'BA1 1AA').map((p) => ({
      planned_dispatch_date: p.dispatch_date,
      expected_arrival_date: p.arrival_date,
    }));
    expect(planned).toContainEqual({
      planned_dispatch_date: order.planned_dispatch_date,
      expected_arrival_date: order.expected_arrival_date,
    });
    // The cart offered 2nd Class with its dates before the payment.
    expect(cart.delivery.options.find((o) => o.postage_class === 'second')).toMatchObject({
      price: 0.99,
      dispatch_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      arrival_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(order.number).toMatch(/^GC-\d{4}-\d{6}$/);
    expect(order).toMatchObject({
      status: 'paid',
      user_id: alice.user.id,
      subtotal: priced.subtotal,
      coupon: 'WELCOME10',
      coupon_value: priced.coupon_value,
      shipping: priced.shipping,
      vat: priced.vat,
      total: priced.total,
      currency: 'GBP',
      payment_intent_id: intent.payment_intent_id,
      delivery: { method: 'to_recipient', postage_class: 'second', address: { postcode: 'BA1 1AA' } },
    });
    expect(order.items).toEqual([
      expect.objectContaining({
        card_instance_id: aliceCards[0],
        product_id: product.id,
        quantity: 2,
        unit_price: product.price,
        product_name: product.name,
        size: product.size,
      }),
    ]);
    expect(cart.items).toHaveLength(1);
    expect(await ok<Cart>(t, alice.token, 'GET', '/cart')).toMatchObject({ items: [], coupon: null, total: 0 });
    expect(await chargeCount(t, intent.payment_intent_id)).toBe(1);
  });

  it('when payment_complete is retried, then the same order comes back and nothing is charged again', async () => {
    const again = await ok<Order>(t, alice.token, 'POST', '/cart/payment_complete', {
      cart: { payment_intent_id: order.payment_intent_id, payment_method: 'pm_card_visa' },
    });
    expect(again.id).toBe(order.id);
    expect(await chargeCount(t, order.payment_intent_id!)).toBe(1);
    expect((await ok<Order[]>(t, alice.token, 'GET', '/orders')).map((o) => o.id)).toEqual([order.id]);
  });

  it('when the customer reads their orders, then by id and by number they see it; another customer gets 404', async () => {
    expect((await ok<Order>(t, alice.token, 'GET', `/orders/${order.id}`)).number).toBe(order.number);
    expect((await ok<Order>(t, alice.token, 'GET', `/order/${order.number}`)).id).toBe(order.id);
    expect((await call(t, bob.token, 'GET', `/orders/${order.id}`)).status).toBe(404);
    expect((await call(t, bob.token, 'GET', `/order/${order.number}`)).status).toBe(404);
    expect(await ok<Order[]>(t, bob.token, 'GET', '/orders')).toEqual([]);
    expect(
      (await call(t, bob.token, 'POST', '/cart/payment_complete', { cart: { payment_intent_id: order.payment_intent_id } })).status,
    ).toBe(404);
  });

  it('when an order is paid, then the confirmation mail goes out and the print files are linked to its lines', async () => {
    // The mail cart-order asked identity to send (identity's own tests cover how it is laid out).
    await eventually(() => t.identity.mailsTo(alice.user.email, 'order_confirmation').length, { timeout: 15_000 }).toBe(1);
    const [mail] = t.identity.mailsTo(alice.user.email, 'order_confirmation');
    if (mail?.template !== 'order_confirmation') throw new Error('no order confirmation was asked of identity');
    expect(mail.data.order_number).toContain(order.number);
    await eventually(async () => (await ok<Order>(t, alice.token, 'GET', `/orders/${order.id}`)).items[0]!.print_file_url, {
      timeout: 15_000,
      interval: 200,
    }).toBe(`/admin/orders/${order.id}/print_files/${order.items[0]!.id}.pdf`);
  });

  it('when the card is declined, then the answer says why and nothing changes; another card then pays', async () => {
    await fillCart(t, bob, bobCards[0]!, product.id, 1);
    const before = await ok<Cart>(t, bob.token, 'GET', '/cart');
    const intent = await ok<Intent>(t, bob.token, 'POST', '/cart/payment_intent');
    const r = await call<ErrorBody>(t, bob.token, 'POST', '/cart/payment_complete', {
      cart: { payment_intent_id: intent.payment_intent_id, payment_method: 'pm_card_chargeDeclined' },
    });
    expect(r.status).toBe(402);
    expect(r.body).toMatchObject({ code: 'card_declined', error: 'Your card was declined.', details: { decline_code: 'generic_decline' } });
    expect(await ok<Cart>(t, bob.token, 'GET', '/cart')).toEqual(before);
    expect(await ok<Order[]>(t, bob.token, 'GET', '/orders')).toEqual([]);
    expect(await chargeCount(t, intent.payment_intent_id)).toBe(0);
    const paid = await ok<Order>(t, bob.token, 'POST', '/cart/payment_complete', {
      cart: { payment_intent_id: intent.payment_intent_id, payment_method: 'pm_card_visa' },
    });
    expect(paid.status).toBe('paid');
  });

  it('when the bank asks for authentication, then 402 requires_action comes with next_action and the confirmed retry makes the order', async () => {
    await fillCart(t, bob, bobCards[0]!, product.id, 1);
    const intent = await ok<Intent>(t, bob.token, 'POST', '/cart/payment_intent');
    const body = { payment_intent_id: intent.payment_intent_id, payment_method: 'pm_card_authenticationRequired' };
    const first = await call<ErrorBody>(t, bob.token, 'POST', '/cart/payment_complete', { cart: body });
    expect(first.status).toBe(402);
    expect(first.body).toMatchObject({
      code: 'requires_action',
      details: { payment_intent_id: intent.payment_intent_id, next_action: { type: 'test_authentication' } },
    });
    const failed = await call<ErrorBody>(t, bob.token, 'POST', '/cart/payment_complete', {
      cart: { ...body, confirm: true, authentication_result: 'failed' },
    });
    expect(failed.status).toBe(402);
    expect(failed.body.code).toBe('payment_intent_authentication_failure');
    expect(await chargeCount(t, intent.payment_intent_id)).toBe(0);
    expect((await call<ErrorBody>(t, bob.token, 'POST', '/cart/payment_complete', { cart: body })).body.code).toBe('requires_action');
    const paid = await ok<Order>(t, bob.token, 'POST', '/cart/payment_complete', {
      cart: { ...body, confirm: true, authentication_result: 'succeeded' },
    });
    expect(paid.status).toBe('paid');
    expect(await chargeCount(t, intent.payment_intent_id)).toBe(1);
  });

  /** payment_complete for the intent answers 409 with `code`, and nothing is charged. */
  const expectRefused = async (intent: Intent, code: string) => {
    const r = await call<ErrorBody>(t, bob.token, 'POST', '/cart/payment_complete', {
      cart: { payment_intent_id: intent.payment_intent_id, payment_method: 'pm_card_visa' },
    });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe(code);
    expect(await chargeCount(t, intent.payment_intent_id)).toBe(0);
  };

  it('when the cart changes after the intent, then payment_complete is refused with 409 and nothing is charged', async () => {
    const cart = await fillCart(t, bob, bobCards[0]!, product.id, 1);
    const intent = await ok<Intent>(t, bob.token, 'POST', '/cart/payment_intent');
    await ok(t, bob.token, 'PUT', `/cart_item/${cart.items[0]!.id}`, { cart_item: { quantity: 3 } });
    await expectRefused(intent, 'cart_changed');
    const fresh = await ok<Intent>(t, bob.token, 'POST', '/cart/payment_intent');
    expect(fresh.payment_intent_id).not.toBe(intent.payment_intent_id);
    expect(fresh.amount).toBe((await ok<Cart>(t, bob.token, 'GET', '/cart')).total);
  });

  it('when the catalogue price changes after the intent, then payment_complete is refused and the next intent has the new price', async () => {
    const intent = await ok<Intent>(t, bob.token, 'POST', '/cart/payment_intent');
    const newPrice = Math.round(product.price * 100 + 50) / 100;
    await ok(t, admin.token, 'PUT', `/products/${product.id}`, { product: { price: newPrice } });
    // The change reaches this service's copy of the catalogue by event; paying before it has
    // would (rightly) charge the price the intent was made with, so wait for the copy first.
    await eventually(() => cartOrderPrice(t, product.id), { timeout: 30_000, interval: 100 }).toBe(newPrice);
    await expectRefused(intent, 'prices_changed');
    const fresh = await ok<Intent>(t, bob.token, 'POST', '/cart/payment_intent');
    const cart = await ok<Cart>(t, bob.token, 'GET', '/cart');
    expect(cart.items[0]!.unit_price).toBe(newPrice);
    expect(fresh.amount).toBe(cart.total);
    await ok(t, admin.token, 'PUT', `/products/${product.id}`, { product: { price: product.price } });
  });

  it('when 20 payment_complete calls for one intent arrive at once, then there is one order and one charge', async () => {
    // A cart line keeps the price it was added at: add again until the restored price has
    // reached cart-order's read model (through the catalog's change event).
    await eventually(
      async () => {
        await ok(t, bob.token, 'DELETE', '/cart');
        await fillCart(t, bob, bobCards[1] ?? bobCards[0]!, product.id, 1);
        return (await ok<Cart>(t, bob.token, 'GET', '/cart')).items[0]!.unit_price;
      },
      { timeout: 30_000, interval: 500 },
    ).toBe(product.price);
    const intent = await ok<Intent>(t, bob.token, 'POST', '/cart/payment_intent');
    const before = (await ok<Order[]>(t, bob.token, 'GET', '/orders?per_page=200')).length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call<Order>(t, bob.token, 'POST', '/cart/payment_complete', {
          cart: { payment_intent_id: intent.payment_intent_id, payment_method: 'pm_card_visa' },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await chargeCount(t, intent.payment_intent_id)).toBe(1);
    expect((await ok<Order[]>(t, bob.token, 'GET', '/orders?per_page=200')).length).toBe(before + 1);
  });

  it('when a customer cancels a paid order, then it is refunded in full; once in production it can no longer be cancelled', async () => {
    const cancelled = await ok<Order>(t, alice.token, 'POST', `/orders/${order.id}/cancel`);
    expect(cancelled).toMatchObject({ status: 'cancelled', refunded_amount: order.total });
    const refunded = await cartOrderRefunded(t, order.payment_intent_id!);
    expect(refunded).toBe(Math.round(order.total * 100));
    expect((await ok<Order>(t, alice.token, 'POST', `/orders/${order.id}/cancel`)).status).toBe('cancelled');
    expect(await cartOrderRefunded(t, order.payment_intent_id!)).toBe(refunded);

    const bobs = await ok<Order[]>(t, bob.token, 'GET', '/orders');
    await ok(t, admin.token, 'PUT', `/admin/orders/${bobs[0]!.id}`, { order: { status: 'in_production' } });
    const r = await call<ErrorBody>(t, bob.token, 'POST', `/orders/${bobs[0]!.id}/cancel`);
    expect(r.status).toBe(409);
    expect(r.body.code).toBe('order_not_cancellable');
  });
});

async function cartOrderRefunded(t: CartHarness, intentId: string): Promise<number> {
  const { cartOrderApp } = await import('./cart-test-support.js');
  const rows = await cartOrderApp(t)
    .dataSource()
    .query(`SELECT amount_refunded FROM cart_order.test_payment_intents WHERE id = $1`, [intentId]);
  return rows[0].amount_refunded;
}
