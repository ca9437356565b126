import type { Cart, DeliveryOption, DeliveryOptionsReply, Order, PostageClass } from '@cards/contracts';
import type { SignedIn } from '@cards/testing/users';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectLabelled } from '@cards/testing';
import { startCartHarness, type CartHarness } from './support/cart-harness.js';
import { ADDRESS, ok, pay, products, readyInstances, type ShopProduct } from './cart-test-support.js';

/**
 * One delivery promise: the cart, checkout (which reads the cart), `GET /delivery_options` and
 * the Christmas page (which reads `/delivery_options`) asked for the same class at the same
 * pinned moment give one answer, in the same words, just before and just after the cut-off;
 * the order a payment makes keeps it, and its confirmation mail carries the same dates.
 */
let now = new Date('2026-11-27T14:59:00Z'); // Friday 27 November 2026, 14:59 GMT
const CLASSES: PostageClass[] = ['second', 'first', 'tracked'];
const BATH = 'BA1 1AA';

/** What a promise is: the dates, the pay-by instant, whose holidays count, and the words. */
const promiseOf = (o: DeliveryOption | undefined) =>
  o && {
    dispatch_date: o.dispatch_date,
    arrival_date: o.arrival_date,
    order_by: o.order_by,
    destination: o.destination,
    promise: o.promise,
  };

describe('one delivery promise', () => {
  let t: CartHarness;
  let withAddress: SignedIn;
  let noAddress: SignedIn;
  let product: ShopProduct;

  beforeAll(async () => {
    t = await startCartHarness({}, { clock: () => now });
    [withAddress, noAddress] = await Promise.all([t.identity.signUp({ name: 'Ann' }), t.identity.signUp({ name: 'Ned' })]);
    product = (await products(t))[0]!;
    for (const who of [withAddress, noAddress]) {
      const [option] = await readyInstances(t, who);
      await ok(t, who.token, 'POST', '/cart/add', { cart: { card_instance: { id: option }, quantity: 1, product_id: product.id } });
    }
    await ok(t, withAddress.token, 'PUT', '/cart/delivery', { delivery: { method: 'to_recipient', address: ADDRESS } });
  }, 120_000);
  afterAll(async () => {
    await t?.stop();
  });

  /** Each reader's answer for one class, at the pinned moment. */
  async function answers(cls: PostageClass) {
    const [cartWith, cartWithout, forBath, anywhere] = await Promise.all([
      ok<Cart>(t, withAddress.token, 'GET', '/cart'),
      ok<Cart>(t, noAddress.token, 'GET', '/cart'),
      ok<DeliveryOptionsReply>(t, null, 'GET', `/delivery_options?postcode=${encodeURIComponent(BATH)}`),
      ok<DeliveryOptionsReply>(t, null, 'GET', '/delivery_options'),
    ]);
    const of = (options: DeliveryOption[]) => promiseOf(options.find((o) => o.postage_class === cls));
    return {
      // Checkout shows the cart it reads: GET /cart, with the address chosen there.
      toBath: { cart: of(cartWith.delivery.options), checkout: of(cartWith.delivery.options), api: of(forBath.options) },
      // The Christmas page has no postcode: it reads /delivery_options as a cart without an address does.
      anywhere: { cart: of(cartWithout.delivery.options), christmasPage: of(anywhere.options), api: of(anywhere.options) },
    };
  }

  it('when the cart, checkout, /delivery_options and the Christmas page are asked at one moment just before and just after the cut-off, then they give one answer in one wording', async () => {
    const seen: Record<string, unknown> = {};
    for (const [label, at] of [
      ['before', '2026-11-27T14:59:00Z'],
      ['after', '2026-11-27T15:01:00Z'],
    ] as const) {
      now = new Date(at);
      for (const cls of CLASSES) {
        const a = await answers(cls);
        for (const [where, readers] of Object.entries(a)) {
          const [first, ...rest] = Object.values(readers);
          for (const other of rest) expectLabelled(other, `${label} ${cls} ${where}`).toEqual(first);
          seen[`${label} ${cls} ${where}`] = first!.promise;
        }
      }
    }
    // Before the cut-off it goes today; after it, on Saturday: 1st Class lands on Saturday or on
    // Monday, 2nd Class (no Saturday deliveries) on Wednesday either way. Without a postcode St
    // Andrew's Day (Monday 30 November, Scotland) counts, so 2nd Class is "expected by" a day later:
    // the two dates the cart and checkout once showed side by side.
    expect(seen).toMatchObject({
      'before first toBath': 'Posted today if you order by 3pm; expected by Saturday 28 November',
      'before second toBath': 'Posted today if you order by 3pm; expected by Wednesday 2 December',
      'before second anywhere': 'Posted today if you order by 3pm; expected by Thursday 3 December',
      'after second toBath': 'Posted Saturday 28 November; expected by Wednesday 2 December',
      'after second anywhere': 'Posted Saturday 28 November; expected by Thursday 3 December',
      'after first toBath': 'Posted Saturday 28 November; expected by Monday 30 November',
    });
  });

  it('when a customer without an address has a default one in the address book, then the cart promises what checkout will', async () => {
    now = new Date('2026-11-27T15:01:00Z');
    await ok(t, noAddress.token, 'POST', '/addresses', { address: { ...ADDRESS, label: 'Home', is_default: true } }, 201);
    const cart = await ok<Cart>(t, noAddress.token, 'GET', '/cart');
    expect(cart.delivery.address).toBeNull();
    const forBath = await ok<DeliveryOptionsReply>(t, null, 'GET', `/delivery_options?postcode=${encodeURIComponent(BATH)}`);
    expect(cart.delivery.options.map(promiseOf)).toEqual(forBath.options.map(promiseOf));
  });

  it('when the customer pays at that moment, then the order keeps the promise and its confirmation mail carries the same dates', async () => {
    now = new Date('2026-11-27T15:01:00Z');
    const promised = (await ok<Cart>(t, withAddress.token, 'GET', '/cart')).delivery.options.find((o) => o.postage_class === 'second')!;
    const order = (await pay(t, withAddress)).body as Order;
    expect(order).toMatchObject({ planned_dispatch_date: promised.dispatch_date, expected_arrival_date: promised.arrival_date });
    const mail = await (async () => {
      for (let i = 0; i < 100; i++) {
        const m = t.identity.mailsTo(withAddress.user.email, 'order_confirmation')[0];
        if (m) return m;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('no order confirmation was asked for');
    })();
    expect(mail).toMatchObject({
      as_of: now.toISOString(),
      data: { delivery: { dispatch_date: promised.dispatch_date, arrival_date: promised.arrival_date } },
    });
  });

  it("when the Christmas page's last order time for a class comes, then the promise for that class on the same page arrives before Christmas until that minute and not after it", async () => {
    now = new Date('2026-12-01T10:00:00Z');
    const christmas = (await ok<DeliveryOptionsReply>(t, null, 'GET', '/delivery_options')).christmas;
    expect(christmas).toMatchObject({ season: 2026, arrive_by: '2026-12-23' });
    for (const last of christmas.options) {
      const option = async (at: number) => {
        now = new Date(at);
        const reply = await ok<DeliveryOptionsReply>(t, null, 'GET', '/delivery_options');
        return reply.options.find((o) => o.postage_class === last.postage_class)!;
      };
      const cutOff = Date.parse(last.last_order_at);
      const inTime = await option(cutOff - 60_000);
      expectLabelled(inTime, `${last.postage_class} just before ${last.last_order_at}`).toMatchObject({
        dispatch_date: last.last_dispatch_date,
        order_by: last.last_order_at,
      });
      expect(inTime.arrival_date <= christmas.arrive_by).toBe(true);
      const tooLate = await option(cutOff + 60_000);
      expectLabelled(tooLate.arrival_date > christmas.arrive_by, `${last.postage_class} just after ${last.last_order_at}`).toBe(true);
    }
  });
});
