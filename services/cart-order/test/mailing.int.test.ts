import {
  CartOrderEvents,
  RenderingEvents,
  type Address,
  type AddressGroup,
  type Cart,
  type EventEnvelope,
  type Order,
  type OrderPaidData,
  ukDayOf,
} from '@cards/contracts';
import { makeEnvelope } from '@cards/kit';
import { recordEvents } from '@cards/testing/events';
import type { SignedIn } from '@cards/testing/users';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, fillCart, ok, pay, products, readyInstances, startCartPlatform, until, type ShopProduct } from './cart-test-support.js';
import type { CartHarness } from './support/cart-harness.js';

type Problem = { code: string; error: string; details: Record<string, string[]> };

/** A Christmas list: 12 people with a postal address (Jean with her own greeting), 3 with only an e-mail address. */
function christmasCsv(): string {
  const rows = ['Name,Address line 1,Town,Postcode,Email,Salutation', 'Jean Smith,1 Rose Lane,Bath,BA1 1AA,,Dear Aunt Jean'];
  for (let i = 2; i <= 12; i++) rows.push(`Person${i} Post,${i} High Street,Leeds,LS1 ${i}AB,,`);
  rows.push('Dr Amir Patel,,,,amir@example.test,', 'Kate E,,,,kate@example.test,', 'Lou E,,,,lou@example.test,');
  return rows.join('\n');
}

describe('send one design to many', () => {
  let t: CartHarness;
  let alice: SignedIn;
  let a6: ShopProduct;
  let card: number;
  let list: AddressGroup;
  let book: Address[];
  let paid: EventEnvelope[];

  const byName = (name: string) => book.find((a) => a.name === name)!;

  beforeAll(async () => {
    t = await startCartPlatform();
    alice = await t.identity.signUp({ name: 'Alice' });
    a6 = (await products(t)).find((p) => p.size === 'A6')!;
    [card] = await readyInstances(t, alice);
    paid = await recordEvents(t.infra.bus, CartOrderEvents.orderPaid.subject);
    await ok(t, alice.token, 'POST', '/addresses/import', { format: 'csv', content: christmasCsv(), group: 'Christmas list' });
    [list] = await ok<AddressGroup[]>(t, alice.token, 'GET', '/address_groups');
    book = await ok<Address[]>(t, alice.token, 'GET', '/addresses?per_page=200');
  }, 120_000);
  afterAll(async () => {
    await t?.stop();
  });

  it('when a design is sent to a group, then each entry is a recipient once, in order, posted when it has a postcode and e-mailed otherwise, greeted by its own salutation or "Dear <first name>"', async () => {
    const cart = await ok<Cart>(t, alice.token, 'POST', '/cart/send_to_many', {
      mailing: {
        card_instance: { id: card },
        product_id: a6.id,
        recipients: [{ address_id: byName('Person3 Post').id, salutation: 'Hello Three!' }],
        group_ids: [list!.id],
      },
    });
    const [line] = cart.items;
    expect(line!.recipients).toHaveLength(15);
    expect(line!.recipients[0]).toMatchObject({ name: 'Person3 Post', salutation: 'Hello Three!', channel: 'post' });
    expect(line!.recipients.find((r) => r.name === 'Jean Smith')).toMatchObject({
      salutation: 'Dear Aunt Jean',
      postcode: 'BA1 1AA',
      email: null,
    });
    expect(line!.recipients.find((r) => r.name === 'Person2 Post')!.salutation).toBe('Dear Person2');
    expect(line!.recipients.find((r) => r.name === 'Dr Amir Patel')).toMatchObject({
      channel: 'ecard',
      salutation: 'Dear Dr Patel',
      email: 'amir@example.test',
      postcode: null,
    });
    expect(line!.recipients.filter((r) => r.channel === 'ecard')).toHaveLength(3);
    // 12 printed cards: the A6 tier from 10 (3.50), an envelope each at 2nd class (0.99); e-cards cost nothing.
    expect(line).toMatchObject({ quantity: 12, unit_price: 3.5, total: 42, postage: 11.88 });
    expect(cart).toMatchObject({ subtotal: 42, shipping: 11.88, total: 53.88 });
  });

  it('when the same option and product are added as an ordinary line, then it does not merge with the list, and its own quantity takes its volume tier', async () => {
    const cart = await ok<Cart>(t, alice.token, 'POST', '/cart/add', {
      cart: { card_instance: { id: card }, quantity: 10, product_id: a6.id },
    });
    expect(cart.items).toHaveLength(2);
    expect(cart.items[1]).toMatchObject({ quantity: 10, unit_price: 3.5, recipients: [], postage: 0 });
    // The ordinary line pays the order's postage once; the list's envelopes come on top.
    expect(cart.shipping).toBe(12.87);
    const nine = await ok<Cart>(t, alice.token, 'PUT', `/cart_item/${cart.items[1]!.id}`, { cart_item: { quantity: 9 } });
    expect(nine.items[1]).toMatchObject({ quantity: 9, unit_price: 3.95 });
    await ok(t, alice.token, 'POST', '/cart/remove', { cart_item: { id: cart.items[1]!.id } });
  });

  it("when a list line's quantity is changed by hand, then the answer is 422: its quantity is its recipients by post", async () => {
    const cart = await ok<Cart>(t, alice.token, 'GET', '/cart');
    const r = await call<Problem>(t, alice.token, 'PUT', `/cart_item/${cart.items[0]!.id}`, { cart_item: { quantity: 3 } });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('mailing_quantity');
  });

  it('when the recipients are replaced, then the line keeps the new list in order, with its quantity, tier and postage following', async () => {
    const cart = await ok<Cart>(t, alice.token, 'GET', '/cart');
    const next = await ok<Cart>(t, alice.token, 'PUT', `/cart_item/${cart.items[0]!.id}/recipients`, {
      recipients: [{ address_id: byName('Kate E').id }, { address_id: byName('Jean Smith').id, salutation: 'Dearest Jean' }],
    });
    expect(next.items[0]!.recipients.map((r) => [r.name, r.salutation, r.channel])).toEqual([
      ['Kate E', 'Dear Kate', 'ecard'],
      ['Jean Smith', 'Dearest Jean', 'post'],
    ]);
    expect(next.items[0]).toMatchObject({ quantity: 1, unit_price: 3.95, postage: 0.99 });
  });

  it('when a name or greeting holds words moderation refuses, then the answer is 422 naming the recipient and nothing changes', async () => {
    const before = await ok<Cart>(t, alice.token, 'GET', '/cart');
    const r = await call<Problem>(t, alice.token, 'PUT', `/cart_item/${before.items[0]!.id}/recipients`, {
      recipients: [{ address_id: byName('Jean Smith').id, salutation: 'Dear shit' }],
    });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('content_not_allowed');
    expect(r.body.error).toContain('The greeting for Jean Smith');
    expect((await ok<Cart>(t, alice.token, 'GET', '/cart')).items[0]!.recipients).toHaveLength(2);
  });

  it('when the list has more e-cards than the account may send now, then it is kept and the cart says the rest wait for their turn, with the limit in words', async () => {
    t.generation.ecardQuota = { allowed: 2, limit: 'one account sends at most 2 e-cards an hour' };
    try {
      const r = await call<Cart>(t, alice.token, 'POST', '/cart/send_to_many', {
        mailing: { card_instance: { id: card }, product_id: a6.id, group_ids: [list!.id] },
      });
      expect(r.status).toBe(200);
      const line = r.body.items.at(-1)!;
      // The cart's lines share the allowance in order: Kate's e-card on the line before takes one of the 2.
      expect(line.ecards_note).toBe(
        '1 of the 3 e-cards goes when you pay; the other 2 wait for your e-card allowance (one account sends at most 2 e-cards an hour) and are sent as it frees up, each once.',
      );
      expect(r.body.items[0]!.ecards_note).toBeUndefined();
      await ok(t, alice.token, 'POST', '/cart/remove', { cart_item: { id: line.id } });
    } finally {
      t.generation.ecardQuota = { allowed: 10, limit: 'one account sends at most 10 e-cards an hour' };
    }
  });

  it('when an entry or a group is not in the address book, then the answer is 404 and nothing is added', async () => {
    const base = { card_instance: { id: card }, product_id: a6.id };
    expect(
      (await call(t, alice.token, 'POST', '/cart/send_to_many', { mailing: { ...base, recipients: [{ address_id: 999_999 }] } })).status,
    ).toBe(404);
    expect((await call(t, alice.token, 'POST', '/cart/send_to_many', { mailing: { ...base, group_ids: [999_999] } })).status).toBe(404);
    const none = await call<Problem>(t, alice.token, 'POST', '/cart/send_to_many', { mailing: base });
    expect(none.status).toBe(422);
    expect((await ok<Cart>(t, alice.token, 'GET', '/cart')).items).toHaveLength(1);
  });

  it('when the account can no longer send every e-card by the time it pays, then payment still starts: the rest wait for their turn', async () => {
    await ok(t, alice.token, 'DELETE', '/cart');
    await ok(t, alice.token, 'POST', '/cart/send_to_many', {
      mailing: { card_instance: { id: card }, product_id: a6.id, group_ids: [list!.id] },
    });
    t.generation.ecardQuota = { allowed: 1, limit: 'one account sends at most 30 e-cards a day' };
    try {
      const r = await call<Problem>(t, alice.token, 'POST', '/cart/payment_intent');
      expect(r.status).toBe(200);
    } finally {
      t.generation.ecardQuota = { allowed: 10, limit: 'one account sends at most 10 e-cards an hour' };
    }
  });

  it('when a cart of lists only is paid with no delivery address, then one order lists every recipient waiting, and the paid event carries them', async () => {
    await ok(t, alice.token, 'DELETE', '/cart');
    await ok(t, alice.token, 'POST', '/cart/send_to_many', {
      mailing: { card_instance: { id: card }, product_id: a6.id, group_ids: [list!.id] },
    });
    const r = await pay(t, alice);
    expect(r.status).toBe(200);
    const order = r.body;
    expect(order.delivery.address).toBeNull();
    expect(order).toMatchObject({ subtotal: 42, shipping: 11.88, total: 53.88 });
    const recipients = order.items[0]!.recipients;
    expect(recipients).toHaveLength(15);
    expect(recipients.every((x) => x.state === 'waiting')).toBe(true);
    expect(recipients.find((x) => x.name === 'Jean Smith')).toMatchObject({
      salutation: 'Dear Aunt Jean',
      channel: 'post',
      address: expect.objectContaining({ line1: '1 Rose Lane', postcode: 'BA1 1AA' }),
      email: null,
    });
    const event = await until(async () => paid.find((e) => (e.data as OrderPaidData).order_id === order.id), 5000, 'the paid event');
    const lines = (event.data as OrderPaidData).lines;
    expect(lines[0]!.recipients.map((x) => x.recipient_id)).toEqual(recipients.map((x) => x.id));
    expect(lines[0]!.recipients.find((x) => x.name === 'Kate E')).toMatchObject({
      channel: 'ecard',
      email: 'kate@example.test',
      salutation: 'Dear Kate',
    });
    expect((await ok<Cart>(t, alice.token, 'GET', '/cart')).items).toEqual([]);
  });

  it("when generation reports each e-card and rendering each recipient's print file, then the order shows each recipient's state to the end", async () => {
    const [order] = await ok<Order[]>(t, alice.token, 'GET', '/orders');
    const recipients = order!.items[0]!.recipients;
    const [amir, kate] = recipients.filter((x) => x.channel === 'ecard');
    const jean = recipients.find((x) => x.name === 'Jean Smith')!;
    await t.generation.ecardHandled({
      order_id: order!.id,
      line_id: order!.items[0]!.id,
      recipient_id: amir!.id,
      outcome: 'sent',
      reason: null,
    });
    await t.generation.ecardHandled({
      order_id: order!.id,
      line_id: order!.items[0]!.id,
      recipient_id: kate!.id,
      outcome: 'failed',
      reason: 'You can send up to 10 e-cards an hour. Please try again in 12 minutes.',
    });
    await t.infra.bus.publish(
      makeEnvelope(
        RenderingEvents.orderPrintReady,
        {
          order_id: order!.id,
          order_number: order!.number,
          files: [{ line_id: order!.items[0]!.id, recipient_id: jean.id, asset_key: 'prints/jean.pdf' }],
        },
        { source: 'rendering' },
      ),
    );
    const state = async (id: number) =>
      (await ok<Order>(t, alice.token, 'GET', `/orders/${order!.id}`)).items[0]!.recipients.find((x) => x.id === id)!;
    await until(async () => ((await state(kate!.id)).state === 'ecard_failed' ? true : undefined), 5000, 'the failed e-card');
    await until(async () => ((await state(jean.id)).state === 'print_ready' ? true : undefined), 5000, "Jean's print file");
    expect(await state(amir!.id)).toMatchObject({ state: 'ecard_sent', state_reason: null });
    expect(await state(kate!.id)).toMatchObject({ state_reason: 'You can send up to 10 e-cards an hour. Please try again in 12 minutes.' });
    expect(await state(jean.id)).toMatchObject({
      print_file_url: `/admin/orders/${order!.id}/print_files/${order!.items[0]!.id}/recipients/${jean.id}.pdf`,
    });

    // Only the files exist: the timeline says "Printing (not yet)", and no card reads printed.
    expect((await ok<Order>(t, alice.token, 'GET', `/orders/${order!.id}`)).status).toBe('paid');

    await ok(t, t.admin.token, 'PUT', `/admin/orders/${order!.id}`, { order: { status: 'in_production' } });
    const printing = (await ok<Order>(t, alice.token, 'GET', `/orders/${order!.id}`)).items[0]!.recipients;
    expect(new Set(printing.filter((x) => x.channel === 'post').map((x) => x.state))).toEqual(new Set(['printing']));
    expect(t.identity.mailsTo(alice.user.email, 'order_posted')).toEqual([]);

    // Dispatched with the order's number and, for a tracked envelope of the list, its own; an e-card has no envelope to track.
    const envelope_tracking = [
      { recipient_id: jean.id, tracking_number: 'TT000000017GB' },
      { recipient_id: amir!.id, tracking_number: 'TT000000099GB' },
    ];
    await ok(t, t.admin.token, 'PUT', `/admin/orders/${order!.id}`, {
      order: { status: 'dispatched', tracking_number: 'TT123456785GB', envelope_tracking },
    });
    const posted = await ok<Order>(t, alice.token, 'GET', `/orders/${order!.id}`);
    const people = posted.items[0]!.recipients;
    expect(people.filter((x) => x.channel === 'post').every((x) => x.state === 'posted')).toBe(true);
    expect(people.find((x) => x.id === amir!.id)).toMatchObject({ state: 'ecard_sent', tracking_number: null });
    expect(people.find((x) => x.id === jean.id)!.tracking_number).toBe('TT000000017GB');
    expect(people.filter((x) => x.tracking_number).map((x) => x.name)).toEqual(['Jean Smith']);

    // The completion page promised to say when the cards are posted: one mail, with the tracking.
    await until(async () => (t.identity.mailsTo(alice.user.email, 'order_posted').length ? true : undefined), 5000, 'the posted mail');
    expect(t.identity.mailsTo(alice.user.email, 'order_posted')).toEqual([
      expect.objectContaining({
        data: {
          order_number: order!.number,
          postage: posted.delivery.postage_name,
          postage_class: posted.delivery.postage_class,
          posted_on: ukDayOf(posted.dispatched_at!),
          arrival_date: posted.expected_arrival_date,
          destination_known: false,
          to: 'the 12 people on your list',
          tracking_number: 'TT123456785GB',
          envelopes: [{ name: 'Jean Smith', tracking_number: 'TT000000017GB' }],
          ecards: 1,
          tracking_update: false,
        },
      }),
    ]);
    await ok(t, t.admin.token, 'PUT', `/admin/orders/${order!.id}`, { order: { status: 'delivered' } });
    await new Promise((r) => setTimeout(r, 300));
    expect(t.identity.mailsTo(alice.user.email, 'order_posted')).toHaveLength(1);
  });

  it('when an e-card waits for the allowance, then the order shows it scheduled with when it goes, never failed, and then sent', async () => {
    const [order] = await ok<Order[]>(t, alice.token, 'GET', '/orders');
    const lou = order!.items[0]!.recipients.find((x) => x.name === 'Lou E')!;
    const state = async () =>
      (await ok<Order>(t, alice.token, 'GET', `/orders/${order!.id}`)).items[0]!.recipients.find((x) => x.id === lou.id)!;
    const ids = { order_id: order!.id, line_id: order!.items[0]!.id, recipient_id: lou.id };
    await t.generation.ecardHandled({ ...ids, outcome: 'scheduled', reason: null, send_at: '2026-12-02T18:05:00.000Z' });
    await until(async () => ((await state()).state === 'ecard_scheduled' ? true : undefined), 5000, 'the scheduled e-card');
    expect(await state()).toMatchObject({ state_reason: null, send_at: '2026-12-02T18:05:00.000Z' });
    await t.generation.ecardHandled({ ...ids, outcome: 'sent', reason: null });
    await until(async () => ((await state()).state === 'ecard_sent' ? true : undefined), 5000, 'the e-card sent in its turn');
    expect((await state()).send_at).toBeUndefined();
  });

  it('when an order of a list is cancelled, then the cards not yet sent are cancelled with it', async () => {
    await ok(t, alice.token, 'POST', '/cart/send_to_many', {
      mailing: { card_instance: { id: card }, product_id: a6.id, group_ids: [list!.id] },
    });
    const order = (await pay(t, alice)).body;
    const cancelled = await ok<Order>(t, alice.token, 'POST', `/orders/${order.id}/cancel`);
    expect(new Set(cancelled.items[0]!.recipients.map((x) => x.state))).toEqual(new Set(['cancelled']));
  });

  it('when the lists of one order pass 200 recipients, then the answer is 422 with both numbers', async () => {
    const rows = ['Name,Postcode,Address line 1,Town'];
    for (let i = 0; i < 150; i++) rows.push(`Friend${i} Many,M1 1AE,${i} Mill Road,Manchester`);
    await ok(t, alice.token, 'POST', '/addresses/import', { format: 'csv', content: rows.join('\n'), group: 'Big list' });
    const big = (await ok<AddressGroup[]>(t, alice.token, 'GET', '/address_groups')).find((g) => g.name === 'Big list')!;
    const mailing = { card_instance: { id: card }, product_id: a6.id, group_ids: [big.id] };
    const first = await ok<Cart>(t, alice.token, 'POST', '/cart/send_to_many', { mailing });
    expect(first.items[0]).toMatchObject({ quantity: 150, unit_price: 2.95 });
    const r = await call<Problem>(t, alice.token, 'POST', '/cart/send_to_many', { mailing });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe('too_many_recipients');
    expect(r.body.error).toBe(
      'This order has 300 recipients; one order sends at most 200 cards to a list. Split the list over two orders.',
    );
    await ok(t, alice.token, 'DELETE', '/cart');
  });

  it('when a cart has an ordinary line, then checkout still asks for its delivery address', async () => {
    await ok(t, alice.token, 'POST', '/cart/send_to_many', {
      mailing: { card_instance: { id: card }, product_id: a6.id, group_ids: [list!.id] },
    });
    await ok(t, alice.token, 'POST', '/cart/add', { cart: { card_instance: { id: card }, quantity: 1, product_id: a6.id } });
    const r = await call<Problem>(t, alice.token, 'POST', '/cart/payment_intent');
    expect(r.status).toBe(422);
    await fillCart(t, alice, card, a6.id);
    expect((await pay(t, alice)).status).toBe(200);
  });
});
