import {
  CartOrderEvents,
  type Address,
  type Cart,
  type EventEnvelope,
  type ListDatesReply,
  type Order,
  type OrderPaidData,
  type OrderReleasedData,
} from '@cards/contracts';
import { recordEvents } from '@cards/testing/events';
import type { SignedIn } from '@cards/testing/users';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { createCartOrderApp } from '../src/app.js';
import { call, ok, pay, products, readyInstances, until, type ShopProduct } from './cart-test-support.js';
import { startCartHarness, type CartHarness } from './support/cart-harness.js';

type Problem = { code: string; error: string };

/**
 * A day per person on a Christmas list, paid once: 24 printed cards in Leeds and one e-card as
 * soon as possible, three in Bath for Monday 30 November (St Andrew's Day, a bank holiday in
 * Scotland only), and a cousin in Belfast and a friend in Edinburgh by 1st Class for Thursday 3
 * December. Each dispatch day releases only its own cards, and the order says each person's dates.
 */
let now = new Date('2026-11-23T10:00:00Z'); // Monday 23 November 2026, before the 3pm cut-off

function listCsv(): string {
  const rows = ['Name,Address line 1,Town,Postcode,Email'];
  for (let i = 1; i <= 24; i++) rows.push(`Leeds${i} Friend,${i} High Street,Leeds,LS1 ${(i % 9) + 1}AB,`);
  rows.push('Erin Mail,,,,erin@example.test');
  for (let i = 1; i <= 3; i++) rows.push(`Bath${i} Aunt,${i} Rose Lane,Bath,BA1 ${i}AA,`);
  rows.push('Cara Cousin,1 Lisburn Road,Belfast,BT9 6AA,', 'Ailsa Scot,2 Leith Walk,Edinburgh,EH6 8RG,');
  return rows.join('\n');
}

describe('a day per person on a list', () => {
  let t: CartHarness;
  let ann: SignedIn;
  let a6: ShopProduct;
  let card: number;
  let book: Address[];
  let paid: EventEnvelope[];
  let released: EventEnvelope[];
  let order: Order;

  const byName = (name: string) => book.find((a) => a.name === name)!;
  const choices = () =>
    book.map((a) => {
      if (a.name.startsWith('Bath')) return { address_id: a.id, arrive_by: '2026-11-30' };
      if (a.name === 'Cara Cousin' || a.name === 'Ailsa Scot') return { address_id: a.id, arrive_by: '2026-12-03', postage_class: 'first' };
      return { address_id: a.id, arrive_by: 'asap' };
    });
  const releases = () => t.service<ReturnType<typeof createCartOrderApp>>('cart-order').parts().releases;
  const releasedOf = (id: number) =>
    released.filter((e) => (e.data as OrderReleasedData).order_id === id).map((e) => e.data as OrderReleasedData);

  beforeAll(async () => {
    t = await startCartHarness({}, { clock: () => now });
    ann = await t.identity.signUp({ name: 'Ann' });
    a6 = (await products(t)).find((p) => p.size === 'A6')!;
    [card] = await readyInstances(t, ann);
    paid = await recordEvents(t.infra.bus, CartOrderEvents.orderPaid.subject);
    released = await recordEvents(t.infra.bus, CartOrderEvents.orderReleased.subject);
    await ok(t, ann.token, 'POST', '/addresses/import', { format: 'csv', content: listCsv() });
    book = await ok<Address[]>(t, ann.token, 'GET', '/addresses?per_page=200');
  }, 120_000);
  afterAll(async () => {
    await t?.stop();
  });

  it("when a person's day is a bank holiday in their own nation, then the list is refused naming them and the holiday", async () => {
    const r = await call<Problem>(t, ann.token, 'POST', '/cart/send_to_many', {
      mailing: {
        card_instance: { id: card },
        product_id: a6.id,
        recipients: [{ address_id: byName('Ailsa Scot').id, arrive_by: '2026-11-30' }],
      },
    });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('arrive_by_unreachable');
    expect(r.body.error).toMatch(/^Ailsa Scot: St Andrew.s Day: no deliveries on bank holidays/);
  });

  it('when 30 people have three days between them, then the cart says each day with the last moment to order for it, and prices each postage', async () => {
    // The send page asks first, with nothing saved: the same dates, named by the address-book entries.
    const preview = await ok<ListDatesReply>(t, ann.token, 'POST', '/cart/list_dates', { recipients: choices() });
    expect(preview.dates.map((d) => [d.count, d.words])).toEqual([
      [25, 'As soon as possible for these 25: posted today if you order by 3pm; expected by Thursday 26 November'],
      [3, 'Order by 3pm on Wednesday 25 November for these 3 to arrive by Monday 30 November'],
      [2, 'Order by 3pm on Tuesday 1 December for these 2 to arrive by Thursday 3 December'],
    ]);
    expect(preview.dates[2]!.recipient_ids.sort()).toEqual([byName('Ailsa Scot').id, byName('Cara Cousin').id].sort());
    expect((await ok<Cart>(t, ann.token, 'GET', '/cart')).items).toEqual([]);
    const cart = await ok<Cart>(t, ann.token, 'POST', '/cart/send_to_many', {
      mailing: { card_instance: { id: card }, product_id: a6.id, recipients: choices() },
    });
    const [line] = cart.items;
    expect(line!.recipients).toHaveLength(30);
    expect(line!.recipients.find((r) => r.name === 'Cara Cousin')).toMatchObject({ arrive_by: '2026-12-03', postage_class: 'first' });
    // 29 printed cards: 27 by the cart's 2nd Class (0.99) and 2 by their own 1st Class (1.99).
    expect(line).toMatchObject({ quantity: 29, postage: 30.71 });
    expect(line!.list_dates!.map(({ recipient_ids: _ids, ...d }) => d)).toEqual([
      {
        arrive_by: null,
        count: 25,
        dispatch_date: '2026-11-23',
        arrival_date: '2026-11-26',
        order_by: null,
        words: 'As soon as possible for these 25: posted today if you order by 3pm; expected by Thursday 26 November',
        error: null,
      },
      {
        arrive_by: '2026-11-30',
        count: 3,
        dispatch_date: '2026-11-25',
        arrival_date: '2026-11-30',
        order_by: '2026-11-25T15:00:00.000Z',
        words: 'Order by 3pm on Wednesday 25 November for these 3 to arrive by Monday 30 November',
        error: null,
      },
      {
        arrive_by: '2026-12-03',
        count: 2,
        // The Christmas post gives 1st Class two days: posted Tuesday 1 December.
        dispatch_date: '2026-12-01',
        arrival_date: '2026-12-03',
        order_by: '2026-12-01T15:00:00.000Z',
        words: 'Order by 3pm on Tuesday 1 December for these 2 to arrive by Thursday 3 December',
        error: null,
      },
    ]);
  });

  it("when the list is paid once, then the order goes at once with the first day's 25 cards only, and each person shows their own dates", async () => {
    const r = await pay(t, ann);
    expect(r.status).toBe(200);
    order = r.body;
    expect(order).toMatchObject({ status: 'paid', planned_dispatch_date: '2026-11-23', expected_arrival_date: '2026-12-03' });
    const event = await until(async () => paid.find((e) => (e.data as OrderPaidData).order_id === order.id), 10_000, 'the paid event');
    const [line] = (event.data as OrderPaidData).lines;
    expect(line!.recipients).toHaveLength(25);
    expect(line!.quantity).toBe(24);
    expect(line!.recipients.some((x) => x.name.startsWith('Bath') || x.name === 'Cara Cousin')).toBe(false);

    const seen = await ok<Order>(t, ann.token, 'GET', `/orders/${order.id}`);
    const who = (name: string) => seen.items[0]!.recipients.find((x) => x.name === name);
    expect(who('Leeds1 Friend')).toMatchObject({
      arrive_by: 'asap',
      dispatch_date: '2026-11-23',
      expected_arrival_date: '2026-11-26',
    });
    // Handed on with the order: its print file may already be made; the later days' cards wait.
    expect(['waiting', 'print_ready']).toContain(who('Leeds1 Friend')!.state);
    expect(who('Erin Mail')).toMatchObject({ channel: 'ecard', dispatch_date: '2026-11-23', expected_arrival_date: '2026-11-23' });
    expect(who('Bath2 Aunt')).toMatchObject({
      arrive_by: '2026-11-30',
      dispatch_date: '2026-11-25',
      expected_arrival_date: '2026-11-30',
      postage_class: 'second',
    });
    expect(who('Cara Cousin')).toMatchObject({
      dispatch_date: '2026-12-01',
      expected_arrival_date: '2026-12-03',
      postage_class: 'first',
      state: 'waiting',
    });
    expect(who('Ailsa Scot')).toMatchObject({ dispatch_date: '2026-12-01', expected_arrival_date: '2026-12-03' });
  });

  it('when each dispatch day comes, then it releases only its own cards, once, and not before its day', async () => {
    // At a start every day still to come is armed again (the in-process queue forgets): it reads them.
    expect(await releases().rearmAll()).toBe(0);
    now = new Date('2026-11-25T00:05:00Z'); // Wednesday 25 November
    expect(await releases().handle({ order_id: order.id, dispatch_date: '2026-12-01' })).toBe('early');
    expect(await releases().handle({ order_id: order.id, dispatch_date: '2026-11-25' })).toBe('released');
    // A repeated job hands on nobody twice.
    expect(await releases().handle({ order_id: order.id, dispatch_date: '2026-11-25' })).toBe('not_held');
    await until(async () => (releasedOf(order.id).length ? true : undefined), 10_000, 'the first released event');
    expect(releasedOf(order.id)).toHaveLength(1);
    expect(releasedOf(order.id)[0]).toMatchObject({ dispatch_date: '2026-11-25', lines: [{ quantity: 3 }] });
    expect(
      releasedOf(order.id)[0]!
        .lines[0]!.recipients.map((x) => x.name)
        .sort(),
    ).toEqual(['Bath1 Aunt', 'Bath2 Aunt', 'Bath3 Aunt']);

    now = new Date('2026-12-01T00:05:00Z'); // Tuesday 1 December
    expect(await releases().handle({ order_id: order.id, dispatch_date: '2026-12-01' })).toBe('released');
    await until(async () => (releasedOf(order.id).length === 2 ? true : undefined), 10_000, 'the second released event');
    expect(releasedOf(order.id)[1]).toMatchObject({ dispatch_date: '2026-12-01', lines: [{ quantity: 2 }] });
    expect(
      releasedOf(order.id)[1]!
        .lines[0]!.recipients.map((x) => x.name)
        .sort(),
    ).toEqual(['Ailsa Scot', 'Cara Cousin']);

    const seen = await ok<Order>(t, ann.token, 'GET', `/orders/${order.id}`);
    expect(seen.items[0]!.recipients.every((x) => x.state !== 'cancelled')).toBe(true);
    // Every person was handed on exactly once: 25 with the order, 3 and 2 on their days.
    const rows = await t.db.query(
      `SELECT count(*)::int AS n FROM cart_order.order_recipients WHERE order_id = $1 AND released_at IS NOT NULL`,
      [order.id],
    );
    expect(rows[0].n).toBe(30);
  });
});
