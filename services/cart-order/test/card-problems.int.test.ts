import {
  CartOrderEvents,
  RenderingEvents,
  ukDayOf,
  type Address,
  type CardProblem,
  type EventEnvelope,
  type Order,
} from '@cards/contracts';
import { recordEvents } from '@cards/testing/events';
import type { SignedIn } from '@cards/testing/users';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  call,
  cartOrderApp,
  fillCart,
  ok,
  pay,
  products,
  readyInstances,
  startCartPlatform,
  until,
  type ShopProduct,
} from './cart-test-support.js';
import type { CartHarness } from './support/cart-harness.js';

type Refusal = { code: string; error: string; details?: Record<string, string[]> };

/**
 * A fix after paying: the customer reports one person's card, the admin answers once — a new
 * print, that card's share back, or no with a reason — and the customer is mailed the answer.
 */
describe('card problems after paying', () => {
  let t: CartHarness;
  let alice: SignedIn;
  let bob: SignedIn;
  let a6: ShopProduct;
  let list: Order;
  let single: Order;
  let resolved: EventEnvelope[];
  let reprinted: EventEnvelope[];

  const person = (name: string) => list.items[0]!.recipients.find((r) => r.name === name)!;
  const report = (o: Order, body: object, who = alice) =>
    call<CardProblem & Refusal>(t, who.token, 'POST', `/orders/${o.id}/problems`, { problem: body });
  const resolve = (id: number, resolution: object) =>
    call<CardProblem & Refusal>(t, t.admin.token, 'POST', `/admin/problems/${id}/resolve`, { resolution });
  const mails = () => t.identity.mailsTo(alice.user.email, 'card_problem_resolved');
  const eventsOf = (id: number) => resolved.filter((e) => (e.data as { problem_id: number }).problem_id === id);

  beforeAll(async () => {
    t = await startCartPlatform();
    alice = await t.identity.signUp({ name: 'Alice' });
    bob = await t.identity.signUp({ name: 'Bob' });
    a6 = (await products(t)).find((p) => p.size === 'A6')!;
    const [card] = await readyInstances(t, alice);
    resolved = await recordEvents(t.infra.bus, CartOrderEvents.cardProblemResolved.subject);
    reprinted = await recordEvents(t.infra.bus, RenderingEvents.reprintReady.subject);
    const people = [];
    for (const [name, postcode] of [
      ['Jean Smith', 'BA1 1AA'],
      ['Tom Jones', 'LS1 2AB'],
    ])
      people.push(
        await ok<Address>(t, alice.token, 'POST', '/addresses', { address: { name, line1: '1 High Street', city: 'Bath', postcode } }, 201),
      );
    await ok(t, alice.token, 'POST', '/cart/send_to_many', {
      mailing: { card_instance: { id: card }, product_id: a6.id, recipients: people.map((p) => ({ address_id: p.id })) },
    });
    list = (await pay(t, alice)).body;
    for (const status of ['in_production', 'dispatched'])
      await ok(t, t.admin.token, 'PUT', `/admin/orders/${list.id}`, { order: { status } });
    await fillCart(t, alice, card!, a6.id, 1);
    single = (await pay(t, alice)).body;
    expect([list.status, single.status]).toEqual(['paid', 'paid']);
  }, 120_000);
  afterAll(async () => {
    await t?.stop();
  });

  it('when someone reports a card of an order that is not theirs, then the answer is a 404, as if it did not exist', async () => {
    const r = await report(list, { line_id: list.items[0]!.id, recipient_id: person('Jean Smith').id, kind: 'damaged' }, bob);
    expect(r.status).toBe(404);
  });

  it('when a card sent to many is reported without saying whose, then it is refused in words', async () => {
    const r = await report(list, { line_id: list.items[0]!.id, kind: 'damaged' });
    expect(r.status).toBe(422);
    expect(r.body.error).toMatch(/say which person/);
  });

  it('when an admin reprints a reported card twice at once, then one new print file is made, one mail goes, and the order shows the report, its answer and the new file', async () => {
    const r = await report(list, {
      line_id: list.items[0]!.id,
      recipient_id: person('Jean Smith').id,
      kind: 'damaged',
      note: 'Torn corner',
    });
    expect(r.status).toBe(201);
    const again = await report(list, { line_id: list.items[0]!.id, recipient_id: person('Jean Smith').id, kind: 'not_arrived' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('A problem with Jean Smith’s card is already reported and waiting for an answer');

    const open = await ok<CardProblem[]>(t, t.admin.token, 'GET', '/admin/problems');
    expect(open).toContainEqual(
      expect.objectContaining({ id: r.body.id, order_number: list.number, person: 'Jean Smith', kind: 'damaged', note: 'Torn corner' }),
    );

    const [a, b] = await Promise.all([resolve(r.body.id, { outcome: 'reprint' }), resolve(r.body.id, { outcome: 'reprint' })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.reprint_key).toBe(`reprint-${r.body.id}`);
    expect(b.body.reprint_key).toBe(a.body.reprint_key);
    await until(async () => (mails().length ? true : undefined), 10_000, 'the reprint mail');
    expect(eventsOf(r.body.id)).toHaveLength(1);
    expect(eventsOf(r.body.id)[0]!.data).toMatchObject({
      outcome: 'reprint',
      recipient_id: person('Jean Smith').id,
      person: 'Jean Smith',
      // The print run of the day it is asked for (UK, by the shop's clock) takes it up.
      print_day: ukDayOf(new Date()),
    });
    expect(mails()).toHaveLength(1);
    expect(mails()[0]!.data).toMatchObject({ order_number: list.number, person: 'Jean Smith', outcome: 'reprint' });

    // Rendering made the one new file; the timeline says so.
    const made = async () => {
      const [p] = await ok<CardProblem[]>(t, alice.token, 'GET', `/orders/${list.id}/problems`);
      return p?.reprinted_at ? p : undefined;
    };
    const timeline = await until(made, 10_000, 'the reprint file on the timeline');
    expect(timeline).toMatchObject({
      status: 'resolved',
      outcome: 'reprint',
      reported_at: expect.any(String),
      resolved_at: expect.any(String),
    });
    const files = t.rendering.printFiles(list.id).filter((f) => f.reprint_of === r.body.id);
    expect(files.map((f) => [f.recipient_id, f.download_path])).toEqual([
      [person('Jean Smith').id, `/admin/orders/${list.id}/reprints/${r.body.id}.pdf`],
    ]);
    expect(reprinted.filter((e) => (e.data as { problem_id: number }).problem_id === r.body.id)).toHaveLength(1);
    expect((await resolve(r.body.id, { outcome: 'decline', reason: 'Changed my mind' })).status).toBe(409);
  });

  it('when an admin reprints to a corrected address, then a bad one is refused naming the field, and a good one goes with the reprint and stays on the report', async () => {
    const r = await report(list, { line_id: list.items[0]!.id, recipient_id: person('Jean Smith').id, kind: 'not_arrived' });
    expect(r.status).toBe(201);
    const moved = { name: 'Jean Smith', line1: '4 Mill Lane', city: 'York', postcode: 'yo1 7hh' };
    const bad = await resolve(r.body.id, { outcome: 'reprint', address: { ...moved, postcode: 'NOT A CODE' } });
    expect(bad.status).toBe(422);
    expect(bad.body.details).toEqual({ 'resolution.address.postcode': ['Enter a UK postcode, like SW1A 2AA.'] });
    const noTown = await resolve(r.body.id, { outcome: 'reprint', address: { ...moved, city: '' } });
    expect(noTown.status).toBe(422);
    expect(noTown.body.details).toEqual({ 'resolution.address.city': ['Enter the town or city.'] });

    const done = await resolve(r.body.id, { outcome: 'reprint', address: moved });
    expect(done.status).toBe(200);
    const corrected = { name: 'Jean Smith', line1: '4 Mill Lane', line2: '', city: 'York', county: '', postcode: 'YO1 7HH', country: 'GB' };
    expect(done.body.reprint_address).toEqual(corrected);
    expect(eventsOf(r.body.id)[0]!.data).toMatchObject({ outcome: 'reprint', address: corrected });
    await until(
      async () => (t.rendering.printFiles(list.id).some((f) => f.reprint_of === r.body.id) ? true : undefined),
      10_000,
      'the reprint',
    );
    expect(t.rendering.printFiles(list.id).find((f) => f.reprint_of === r.body.id)!.address).toEqual(corrected);
    await until(async () => (mails().length === 2 ? true : undefined), 10_000, 'the second reprint mail');
    expect(mails()[1]!.data).toMatchObject({ outcome: 'reprint', address: '4 Mill Lane, York YO1 7HH' });
  });

  it('when an admin refunds one person’s card, then exactly that card’s price goes back through the provider and the order stays posted', async () => {
    const r = await report(list, { line_id: list.items[0]!.id, recipient_id: person('Tom Jones').id, kind: 'not_arrived' });
    expect(r.status).toBe(201);
    const done = await resolve(r.body.id, { outcome: 'refund' });
    expect(done.status).toBe(200);
    const share = list.items[0]!.unit_price;
    expect(done.body.refunded_amount).toBe(share);
    const [intent] = await cartOrderApp(t)
      .dataSource()
      .query(`SELECT amount_refunded FROM cart_order.test_payment_intents WHERE id = $1`, [list.payment_intent_id]);
    expect(intent.amount_refunded).toBe(Math.round(share * 100));
    const after = await ok<Order>(t, alice.token, 'GET', `/orders/${list.id}`);
    expect(after).toMatchObject({ status: 'dispatched', refunded_amount: share });
    await until(async () => (mails().length === 3 ? true : undefined), 10_000, 'the refund mail');
    expect(mails()[2]!.data).toMatchObject({ outcome: 'refund', amount: share, person: 'Tom Jones' });
  });

  it('when a card of a paid order is reported before it is posted, then it is refused in words; once posted it can be reported', async () => {
    const early = await report(single, { line_id: single.items[0]!.id, kind: 'not_arrived' });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: 'card_not_posted_yet' });
    expect(early.body.error).toMatch(/^This card has not been posted yet/);
    await ok(t, t.admin.token, 'PUT', `/admin/orders/${single.id}`, { order: { status: 'in_production' } });
    expect((await report(single, { line_id: single.items[0]!.id, kind: 'damaged' })).status).toBe(409);
    await ok(t, t.admin.token, 'PUT', `/admin/orders/${single.id}`, { order: { status: 'dispatched' } });
    expect(await ok<CardProblem[]>(t, alice.token, 'GET', `/orders/${single.id}/problems`)).toEqual([]);
  });

  it('when an admin declines a report, then the customer is mailed the reason; a decline without one is refused', async () => {
    const r = await report(single, { line_id: single.items[0]!.id, kind: 'wrong_details', note: 'Wrong street' });
    expect(r.status).toBe(201);
    expect(r.body.person).toBe('Rose Smith');
    expect((await resolve(r.body.id, { outcome: 'decline', reason: '' })).status).toBe(422);
    const done = await resolve(r.body.id, { outcome: 'decline', reason: 'The card went to the address you typed, 1 Garden Lane.' });
    expect(done.body).toMatchObject({ status: 'resolved', outcome: 'decline' });
    await until(async () => (mails().length === 4 ? true : undefined), 10_000, 'the decline mail');
    expect(mails()[3]!.data).toMatchObject({ outcome: 'decline', reason: 'The card went to the address you typed, 1 Garden Lane.' });
    expect((await ok<CardProblem[]>(t, t.admin.token, 'GET', '/admin/problems')).map((p) => p.id)).not.toContain(r.body.id);
  });
});
