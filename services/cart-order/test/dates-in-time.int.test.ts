import type { Cart, Order, Reminder } from '@cards/contracts';
import type { SignedIn } from '@cards/testing/users';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@cards/testing';
import { startCartHarness, type CartHarness } from './support/cart-harness.js';
import { ADDRESS, call, ok, pay, products, readyInstances, type ShopProduct } from './cart-test-support.js';

/**
 * Dates that act in time: a chosen arrive-by day aimed on the day or on or before, an order
 * whose arrival day moves (the customer's change, an admin's, an early release) mailed to its
 * customer, and a reminder for a birthday closer than its first lead time that mails at once
 * and names the last chance (a faster postage when the chosen one is too late).
 */
let now = new Date('2026-11-27T16:00:00Z'); // Friday 27 November 2026, 16:00 GMT: after the cut-off

describe('dates in time', () => {
  let t: CartHarness;
  let ann: SignedIn;
  let ned: SignedIn;
  let product: ShopProduct;

  beforeAll(async () => {
    t = await startCartHarness({}, { clock: () => now });
    [ann, ned] = await Promise.all([t.identity.signUp({ name: 'Ann' }), t.identity.signUp({ name: 'Ned' })]);
    product = (await products(t))[0]!;
  }, 120_000);
  afterAll(async () => {
    await t?.stop();
  });

  async function cartFor(who: SignedIn, delivery: Record<string, unknown>): Promise<Cart> {
    const [option] = await readyInstances(t, who);
    await ok(t, who.token, 'POST', '/cart/add', { cart: { card_instance: { id: option }, quantity: 1, product_id: product.id } });
    return ok<Cart>(t, who.token, 'PUT', '/cart/delivery', { delivery: { method: 'to_recipient', address: ADDRESS, ...delivery } });
  }

  it('when a day is aimed "on or before", then it is posted at once and not held; "on the day" holds it until its print day', async () => {
    const early = await cartFor(ann, { postage_class: 'first', arrive_by: '2026-12-08', arrive_by_mode: 'on_or_before' });
    expect(early.items[0]!.card_instance.card_id).toEqual(expect.any(Number));
    expect(early.delivery).toMatchObject({
      arrive_by: '2026-12-08',
      arrive_by_mode: 'on_or_before',
      arrive_by_plan: {
        dispatch_date: '2026-11-28',
        arrival_date: '2026-11-30',
        held: false,
        lands_on_the_day: false,
        promise: 'Posted Saturday 28 November; expected by Monday 30 November',
      },
    });
    expect((await pay(t, ann)).body).toMatchObject({ status: 'paid', planned_dispatch_date: '2026-11-28' });

    const onTheDay = await cartFor(ann, { postage_class: 'first', arrive_by: '2026-12-08', arrive_by_mode: 'on_the_day' });
    expect(onTheDay.delivery.arrive_by_plan).toMatchObject({
      // The Christmas post (from 1 December) gives 1st Class two days.
      dispatch_date: '2026-12-05',
      arrival_date: '2026-12-08',
      held: true,
      lands_on_the_day: true,
      promise: 'Posted Saturday 5 December; expected by Tuesday 8 December',
    });
    expect((await pay(t, ann)).body).toMatchObject({ status: 'held', planned_dispatch_date: '2026-12-05' });
  });

  it('when the arrival day of an order moves, by its customer, an admin or an early release, then the customer is mailed the new dates each time', async () => {
    const held = (await ok<Order[]>(t, ann.token, 'GET', '/orders')).find((o) => o.status === 'held')!;
    const mails = () => t.identity.mailsTo(ann.user.email, 'order_arrival_changed');

    const moved = await ok<Order>(t, ann.token, 'PUT', `/orders/${held.id}/arrive_by`, { order: { arrive_by: '2026-12-10' } });
    expect(moved).toMatchObject({ status: 'held', planned_dispatch_date: '2026-12-08', expected_arrival_date: '2026-12-10' });
    await eventually(() => mails().length).toBe(1);
    expect(mails()[0]).toMatchObject({
      as_of: now.toISOString(),
      data: {
        order_number: held.number,
        by: 'customer',
        before: { dispatch_date: '2026-12-05', arrival_date: '2026-12-08' },
        after: { dispatch_date: '2026-12-08', arrival_date: '2026-12-10' },
        arrive_by: '2026-12-10',
        held: true,
      },
    });

    await ok(t, t.admin.token, 'PUT', `/admin/orders/${held.id}`, { order: { arrive_by: '2026-12-11' } });
    await eventually(() => mails().length).toBe(2);
    expect(mails()[1]!.data).toMatchObject({ by: 'admin', after: { arrival_date: '2026-12-11' } });

    // "Release to print now": printed in the next print run (Saturday), so it lands sooner.
    const released = await ok<Order>(t, t.admin.token, 'PUT', `/admin/orders/${held.id}`, { order: { status: 'paid' } });
    expect(released).toMatchObject({ status: 'paid', planned_dispatch_date: '2026-11-28', expected_arrival_date: '2026-11-30' });
    await eventually(() => mails().length).toBe(3);
    expect(mails()[2]!.data).toMatchObject({
      by: 'admin',
      after: { dispatch_date: '2026-11-28', arrival_date: '2026-11-30' },
      held: false,
    });
  });

  let reminder: Reminder;
  it('when a birthday is four days away and too late for 2nd Class, then a mail goes at once and the reminder says to order by 1st Class', async () => {
    reminder = await ok<Reminder>(
      t,
      ned.token,
      'POST',
      '/reminders',
      { reminder: { name: 'Rose', relationship: 'sister', occasion: 'Birthday', event_slug: 'birthday', date: '1990-12-01' } },
      201,
    );
    const mails = () => t.identity.mailsTo(ned.user.email, 'occasion_reminder');
    await eventually(() => mails().length).toBe(1);
    expect(mails()[0]!.data).toMatchObject({
      date: '2026-12-01',
      days_left: 4,
      postage: 'Royal Mail 2nd Class',
      order_postage: 'Royal Mail 1st Class',
      order_by: '2026-11-30T15:00:00.000Z',
    });
    await eventually(async () => (await ok<Reminder[]>(t, ned.token, 'GET', '/reminders'))[0]).toMatchObject({
      next_date: '2026-12-01',
      order_by: '2026-11-30T15:00:00.000Z',
      order_by_postage_class: 'first',
      nudge: 'Order by 3pm on Monday 30 November with Royal Mail 1st Class',
      // The mail due now went: the next is next year's, and says so.
      next_mail_on: '2027-11-17',
    });
  });

  it('when the customer asks for a test mail, then it goes to them at once marked as a test, a few an hour, and never for another customer', async () => {
    const mails = () => t.identity.mailsTo(ned.user.email, 'occasion_reminder');
    expect((await call(t, ann.token, 'POST', `/reminders/${reminder.id}/test_mail`)).status).toBe(404);
    for (let i = 0; i < 5; i++) expect(await ok(t, ned.token, 'POST', `/reminders/${reminder.id}/test_mail`)).toEqual({ sent: true });
    expect(mails()).toHaveLength(6);
    expect(mails()[1]).toMatchObject({ data: { test: true, person_name: 'Rose' } });
    const refused = await call<{ code: string; error: string }>(t, ned.token, 'POST', `/reminders/${reminder.id}/test_mail`);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^You have asked for several test mails\. Try again in \d+ (minutes?|hours?)\.$/);
    expect(mails()).toHaveLength(6);
    // A test is not a reminder sent: the list still says what is coming.
    expect((await ok<Reminder[]>(t, ned.token, 'GET', '/reminders'))[0]!.next_mail_on).toBe('2027-11-17');
  });

  it("when an admin lists reminders by user_id, then they get that customer's; a customer giving another's user_id gets their own", async () => {
    const byAdmin = await ok<Reminder[]>(t, t.admin.token, 'GET', `/reminders?user_id=${ned.user.id}`);
    expect(byAdmin.map((r) => [r.id, r.name, r.next_mail_on])).toEqual([[reminder.id, 'Rose', '2027-11-17']]);
    expect(await ok<Reminder[]>(t, t.admin.token, 'GET', '/reminders')).toEqual([]);
    expect(await ok<Reminder[]>(t, ann.token, 'GET', `/reminders?user_id=${ned.user.id}`)).toEqual([]);
  });

  it('when the last day comes, then the reminder says "order by 3pm today", and after that cut-off that it is too late', async () => {
    now = new Date('2026-11-30T10:00:00Z'); // Monday 30 November, 10:00
    expect((await ok<Reminder[]>(t, ned.token, 'GET', '/reminders'))[0]).toMatchObject({
      order_by_postage_class: 'first',
      nudge: 'Order by 3pm today with Royal Mail 1st Class',
    });
    now = new Date('2026-11-30T15:01:00Z');
    expect((await ok<Reminder[]>(t, ned.token, 'GET', '/reminders'))[0]).toMatchObject({ order_by: null, nudge: null });
  });
});
