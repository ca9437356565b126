/**
 * @jest-environment @cards/testing/jsdom-environment
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import type { ArriveByMode } from '@cards/contracts';
import type { Cart } from '../../api/types';
import { makeStore } from '../../app/store-api';
import { customer, startQuietApi, type ScriptedAnswer } from '../../test-utils';
import { cartApi } from './cart.api';

const CART: Cart = {
  id: 1,
  items: [],
  item_count: 1,
  subtotal: 3.95,
  coupon: null,
  coupon_value: 0,
  coupon_error: null,
  shipping: 0.99,
  vat: 0.82,
  total: 4.94,
  currency: 'GBP',
  delivery: {
    method: 'to_recipient',
    postage_class: 'second',
    postage_name: 'Royal Mail 2nd Class',
    address_id: null,
    address: null,
    arrive_by: '2026-12-21',
    arrive_by_mode: 'on_the_day',
    arrive_by_error: null,
    arrive_by_plan: null,
    options: [],
  },
  version: 1,
};

/** The server's cart: a delivery choice changes it when the server answers it, and a test answers it when it likes. */
let server: Cart = CART;
const held: Array<() => void> = [];
const reads: string[] = [];
let api: { close: () => Promise<void> } | undefined;

beforeAll(async () => {
  api = await startQuietApi(
    (call) =>
      new Promise<ScriptedAnswer>((resolve) =>
        held.push(() => {
          const mode = (call.body as { delivery: { arrive_by_mode: ArriveByMode } }).delivery.arrive_by_mode;
          server = { ...server, delivery: { ...server.delivery, arrive_by_mode: mode }, version: server.version + 1 };
          resolve({ status: 200, body: server });
        }),
      ),
    (path) => {
      reads.push(path);
      return path === '/cart' ? server : undefined;
    },
  );
});
afterAll(() => api?.close());

/** A store with the cart loaded, and every arrive-by mode the customer has seen on it since, in turn. */
async function checkout() {
  server = CART;
  held.length = 0;
  const store = makeStore({ user: customer });
  await store.dispatch(cartApi.endpoints.getCart.initiate());
  const cart = () => cartApi.endpoints.getCart.select()(store.getState()).data;
  const seen = [cart()!.delivery.arrive_by_mode];
  store.subscribe(() => {
    const mode = cart()?.delivery.arrive_by_mode;
    if (mode && mode !== seen.at(-1)) seen.push(mode);
  });
  const choose = (arrive_by_mode: ArriveByMode) => store.dispatch(cartApi.endpoints.setDelivery.initiate({ arrive_by_mode }));
  const settled = () => Promise.all(store.dispatch(cartApi.util.getRunningQueriesThunk()));
  return { cart, seen, choose, settled };
}

describe('the cart while delivery choices are saved', () => {
  it("when a choice is made while the previous one's answer comes back, then the cart as it was before it does not undo it on screen", async () => {
    const { cart, seen, choose, settled } = await checkout();
    const readsBefore = reads.length;
    const first = choose('on_or_before');
    await waitFor(() => expect(held).toHaveLength(1));
    held[0]!();
    await first;
    // The customer's next click comes as the first answer is taken in.
    const second = choose('on_the_day');
    await settled();
    await waitFor(() => expect(held).toHaveLength(2));
    held[1]!();
    await second;
    await waitFor(() => expect(cart()).toMatchObject({ delivery: { arrive_by_mode: 'on_the_day' }, version: 3 }));
    expect(seen).toEqual(['on_the_day', 'on_or_before', 'on_the_day']);
    // Each answer is the cart itself: it is not fetched again behind the customer's back.
    expect(reads.slice(readsBefore)).not.toContain('/cart');
  });

  it("when a second choice is made before the first one's answer comes, then the first answer does not undo it on screen", async () => {
    const { cart, seen, choose } = await checkout();
    const first = choose('on_or_before');
    const second = choose('on_the_day');
    await waitFor(() => expect(held).toHaveLength(2));
    // The first choice's answer (the server's cart before the second) comes while the second is saving.
    held[0]!();
    await first;
    held[1]!();
    await second;
    await waitFor(() => expect(cart()).toMatchObject({ delivery: { arrive_by_mode: 'on_the_day' }, version: 3 }));
    expect(seen).toEqual(['on_the_day', 'on_or_before', 'on_the_day']);
  });
});
