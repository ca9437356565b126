import type { Cart } from '@cards/contracts';
import type { CartHarness } from './support/cart-harness.js';
import type { SignedIn } from '@cards/testing/users';
import { describe, expect, it } from '@jest/globals';
import { expectLabelled } from '@cards/testing';
import { ADDRESS, call, ok, products, readyInstances, type ShopProduct, aliceAndBobForTheseTests } from './cart-test-support.js';

describe('cart', () => {
  let t: CartHarness;
  let alice: SignedIn;
  let bob: SignedIn;
  let admin: SignedIn;
  let cheap: ShopProduct;
  let other: ShopProduct;
  let aliceCards: number[];
  let bobCards: number[];

  aliceAndBobForTheseTests(async (started) => {
    ({ t, alice, bob } = started);
    admin = t.admin;
    const all = await products(t);
    cheap = all[0]!;
    other = all.find((p) => p.price !== cheap.price) ?? all[1]!;
    [aliceCards, bobCards] = await Promise.all([readyInstances(t, alice), readyInstances(t, bob)]);
  });

  it('when a customer with no cart asks for it, then an empty cart with zero totals in GBP comes back', async () => {
    const cart = await ok<Cart>(t, alice.token, 'GET', '/cart');
    expect(cart).toMatchObject({ items: [], subtotal: 0, coupon: null, coupon_value: 0, shipping: 0, vat: 0, total: 0, currency: 'GBP' });
    expect(cart.delivery.options.map((o) => o.postage_class)).toEqual(['second', 'first', 'tracked']);
  });

  it('when a visitor without a token asks for a cart, then the answer is 401', async () => {
    expect((await call(t, null, 'GET', '/cart')).status).toBe(401);
  });

  it('when a ready card is added twice on the same product, then the quantities add up and totals are priced by the server', async () => {
    await ok(t, alice.token, 'POST', '/cart/add', { cart: { card_instance: { id: aliceCards[0] }, quantity: 2, product_id: cheap.id } });
    const cart = await ok<Cart>(t, alice.token, 'POST', '/cart/add', {
      cart: { card_instance: { id: aliceCards[0] }, quantity: 1, product_id: cheap.id },
    });
    expect(cart.items).toHaveLength(1);
    const [item] = cart.items;
    expect(item).toMatchObject({
      card_instance_id: aliceCards[0],
      product_id: cheap.id,
      quantity: 3,
      unit_price: cheap.price,
      total: Math.round(cheap.price * 300) / 100,
    });
    expect(item!.product).toMatchObject({ id: cheap.id, name: cheap.name, size: cheap.size });
    const pence = Math.round(cheap.price * 100) * 3;
    expect(cart.subtotal).toBe(pence / 100);
    expect(cart.shipping).toBe(0.99);
    expect(cart.total).toBe((pence + 99) / 100);
    expect(cart.vat).toBe(Math.floor((pence + 99 + 3) / 6) / 100);
    expect(cart.item_count).toBe(3);
  });

  it('when the same card goes on another product, then it is a separate line', async () => {
    const cart = await ok<Cart>(t, alice.token, 'POST', '/cart/add', {
      cart: { card_instance: { id: aliceCards[0] }, quantity: 1, product_id: other.id },
    });
    expect(cart.items).toHaveLength(2);
  });

  it('when a quantity is outside 1–100 or would pass 100 in total, then the answer is 422 naming the field', async () => {
    const zero = await call<{ code: string; details: Record<string, string[]> }>(t, alice.token, 'POST', '/cart/add', {
      cart: { card_instance: { id: aliceCards[0] }, quantity: 0, product_id: cheap.id },
    });
    expect(zero.status).toBe(422);
    expect(Object.keys(zero.body.details)).toContain('cart.quantity');
    const over = await call<{ details: Record<string, string[]> }>(t, alice.token, 'POST', '/cart/add', {
      cart: { card_instance: { id: aliceCards[0] }, quantity: 98, product_id: cheap.id },
    });
    expect(over.status).toBe(422);
    expect(Object.keys(over.body.details)).toContain('cart.quantity');
    const put = await call(t, alice.token, 'PUT', `/cart_item/1`, { cart_item: { quantity: 101 } });
    expect(put.status).toBe(422);
  });

  it("when another customer's card, an unknown card or an unknown product is added, then the answer is 404 and the cart is unchanged", async () => {
    const before = await ok<Cart>(t, alice.token, 'GET', '/cart');
    expect(
      (await call(t, alice.token, 'POST', '/cart/add', { cart: { card_instance: { id: bobCards[0] }, quantity: 1, product_id: cheap.id } }))
        .status,
    ).toBe(404);
    expect(
      (await call(t, alice.token, 'POST', '/cart/add', { cart: { card_instance: { id: 99999999 }, quantity: 1, product_id: cheap.id } }))
        .status,
    ).toBe(404);
    expect(
      (
        await call(t, alice.token, 'POST', '/cart/add', {
          cart: { card_instance: { id: aliceCards[0] }, quantity: 1, product_id: 99999999 },
        })
      ).status,
    ).toBe(404);
    expect((await ok<Cart>(t, alice.token, 'GET', '/cart')).version).toBe(before.version);
  });

  it('when a card option is not ready (still generating or failed), then adding it is 422 naming it and the cart is unchanged', async () => {
    const before = await ok<Cart>(t, alice.token, 'GET', '/cart');
    const [extra] = await readyInstances(t, alice);
    for (const status of ['generating', 'failed'] as const) {
      await t.generation.setStatus(extra!, status);
      const r = await call<{ code: string; details: Record<string, string[]> }>(t, alice.token, 'POST', '/cart/add', {
        cart: { card_instance: { id: extra }, quantity: 1, product_id: cheap.id },
      });
      expect(r.status).toBe(422);
      expect(r.body.code).toBe('card_instance_not_ready');
      expect(r.body.details['cart.card_instance.id']).toEqual([`The card option is ${status}, not ready.`]);
    }
    expect((await ok<Cart>(t, alice.token, 'GET', '/cart')).version).toBe(before.version);
  });

  it("when an item's quantity is changed, then the line and totals follow; another customer cannot touch it", async () => {
    const cart = await ok<Cart>(t, alice.token, 'GET', '/cart');
    const line = cart.items.find((i) => i.product_id === cheap.id)!;
    const after = await ok<Cart>(t, alice.token, 'PUT', `/cart_item/${line.id}`, { cart_item: { quantity: 5 } });
    expect(after.items.find((i) => i.id === line.id)!.quantity).toBe(5);
    expect(after.version).toBeGreaterThan(cart.version);
    expect((await call(t, bob.token, 'PUT', `/cart_item/${line.id}`, { cart_item: { quantity: 1 } })).status).toBe(404);
    expect((await call(t, bob.token, 'POST', '/cart/remove', { cart_item: { id: line.id } })).status).toBe(404);
  });

  it('when an item is removed, then only that line goes', async () => {
    const cart = await ok<Cart>(t, alice.token, 'GET', '/cart');
    const line = cart.items.find((i) => i.product_id === other.id)!;
    const after = await ok<Cart>(t, alice.token, 'POST', '/cart/remove', { cart_item: { id: line.id } });
    expect(after.items.map((i) => i.id)).not.toContain(line.id);
    expect(after.items).toHaveLength(cart.items.length - 1);
  });

  it('when the delivery is set to a recipient with tracked postage, then the address is kept and postage priced', async () => {
    const cart = await ok<Cart>(t, alice.token, 'PUT', '/cart/delivery', {
      delivery: { method: 'to_recipient', postage_class: 'tracked', address: { ...ADDRESS, postcode: 'sw1a2aa' }, save_address: true },
    });
    expect(cart.delivery).toMatchObject({
      method: 'to_recipient',
      postage_class: 'tracked',
      address: { name: 'Rose Smith', postcode: 'SW1A 2AA', country: 'GB' },
    });
    expect(cart.shipping).toBe(4.49);
    expect(cart.delivery.address_id).not.toBeNull();
    const book = await ok<Array<{ id: number; postcode: string }>>(t, alice.token, 'GET', '/addresses');
    expect(book.map((a) => a.id)).toContain(cart.delivery.address_id);
    const bad = await call<{ details: Record<string, string[]> }>(t, alice.token, 'PUT', '/cart/delivery', {
      delivery: { address: { ...ADDRESS, postcode: 'NOPE' } },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.details)).toContain('delivery.address.postcode');
    expect((await call(t, bob.token, 'PUT', '/cart/delivery', { delivery: { address_id: cart.delivery.address_id } })).status).toBe(404);
  });

  it('when coupons are checked, then a known applicable key is "true" and others are "false"', async () => {
    expect(await ok(t, alice.token, 'POST', '/order/coupon_valid', { key: 'welcome10' })).toMatchObject({ status: 'true' });
    expect(await ok(t, alice.token, 'POST', '/order/coupon_valid', { key: 'NOPE' })).toMatchObject({ status: 'false' });
    await ok(t, admin.token, 'POST', '/coupons', { coupon: { key: 'BIGSPEND', amount_off: 5, min_subtotal: 5 } }, 201);
    const r = await ok<{ status: string; reason: string }>(t, alice.token, 'POST', '/order/coupon_valid', { key: 'bigspend' });
    expectLabelled(r, JSON.stringify(r)).toMatchObject({ status: 'true' });
    await ok(t, admin.token, 'PUT', '/coupons/BIGSPEND', { coupon: { min_subtotal: 1000 } });
    expect(await ok(t, alice.token, 'POST', '/order/coupon_valid', { key: 'bigspend' })).toMatchObject({
      status: 'false',
      reason: 'Spend at least £1000.00 to use this coupon',
    });
  });

  it('when a coupon is applied, then the cart shows it and its value; unknown is 404 and inapplicable 422 with the reason', async () => {
    const cart = await ok<Cart>(t, alice.token, 'POST', '/cart/apply_coupon', { key: 'Welcome10' });
    expect(cart.coupon).toBe('WELCOME10');
    const subtotalPence = Math.round(cart.subtotal * 100);
    expect(cart.coupon_value).toBe(Math.floor((subtotalPence * 1000 + 5000) / 10000) / 100);
    expect(Math.round(cart.total * 100)).toBe(subtotalPence - Math.round(cart.coupon_value * 100) + Math.round(cart.shipping * 100));
    expect((await call(t, alice.token, 'POST', '/cart/apply_coupon', { key: 'NOPE' })).status).toBe(404);
    const no = await call<{ code: string; error: string }>(t, alice.token, 'POST', '/cart/apply_coupon', { key: 'BIGSPEND' });
    expect(no.status).toBe(422);
    expectLabelled(no.body, JSON.stringify(no.body)).toMatchObject({
      code: 'coupon_min_subtotal',
      error: 'Spend at least £1000.00 to use this coupon',
    });
    expect((await ok<Cart>(t, alice.token, 'GET', '/cart')).coupon).toBe('WELCOME10');
    expect((await ok<Cart>(t, alice.token, 'DELETE', '/cart/coupon')).coupon).toBeNull();
  });

  it('when the cart is cleared, then it is empty and its coupon gone', async () => {
    await ok(t, alice.token, 'POST', '/cart/apply_coupon', { key: 'WELCOME10' });
    const cart = await ok<Cart>(t, alice.token, 'DELETE', '/cart');
    expect(cart).toMatchObject({ items: [], coupon: null, total: 0 });
  });
});
