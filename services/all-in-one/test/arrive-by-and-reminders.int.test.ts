import type { Cart, DeliveryCalendarReply, Order, Reminder } from '@cards/contracts';
import { mailsTo, latestMailTo, extractLink } from '@cards/testing/mail';
import type { TestPlatform } from './support/test-platform.js';
import { clockedShop, payCart, readyOptions, type ClockedShop } from './support/clocked-shop.js';
import { login, loginAsAdmin, signUpAndLogin, TEST_PASSWORD, type SignedIn } from '@cards/testing/users';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CART_ORDER_QUEUE } from '../../cart-order/src/modules/orders/order-release.js';
import { JOB_SEND_REMINDER } from '../../cart-order/src/modules/reminders/reminder-mails.js';
import { call, ok, products, until } from '../../cart-order/test/cart-test-support.js';

/**
 * The shop's clock moved by hand across restarts of the whole platform on one database and
 * one data folder: what a held order and a reminder do when their day comes, and that a
 * restart neither loses a release nor sends a reminder twice.
 */
let clockNow = new Date('2025-11-17T10:00:00Z'); // Monday 17 November 2025, 10:00 GMT
const clock = () => clockNow;

/** The cart-order queue has nothing waiting or running (its start-up sweep and what it queued are done). */
async function queueSettled(t: TestPlatform, completedAtLeast: number) {
  await until(
    async () => {
      const c = await t.platform.infra.queue.counts(CART_ORDER_QUEUE);
      return c.waiting === 0 && c.active === 0 && c.completed >= completedAtLeast ? c : undefined;
    },
    20_000,
    'the cart-order queue to settle',
  );
}

async function printRows(t: TestPlatform, orderId: number): Promise<number> {
  const rendering = t.platform.services.find((s) => s.name === 'rendering') as unknown as { dataSource(): import('typeorm').DataSource };
  const r = await rendering.dataSource().query('SELECT count(*)::int AS n FROM rendering.order_prints WHERE order_id = $1', [orderId]);
  return r[0].n;
}

describe('arrive-by orders and reminders as the days go by', () => {
  let shop: ClockedShop;
  let t: TestPlatform;
  let alice: SignedIn;
  let order: Order;
  let cancelled: Order;
  let instances: number[];
  let reminder: Reminder;

  beforeAll(async () => {
    shop = await clockedShop('dates', clock);
    t = await shop.boot();
    alice = await signUpAndLogin(t, { name: 'Alice' });
  }, 120_000);
  afterAll(async () => {
    await t?.stop();
    await shop?.drop();
  });

  it('when a customer picks a day to arrive by, then the calendar offers only reachable days, a Sunday is refused in words, and the order is held until its dispatch day', async () => {
    const cal = await ok<DeliveryCalendarReply>(t, null, 'GET', '/delivery_calendar?postage_class=first&postcode=BA1%201AA&month=2025-11');
    expect(cal).toMatchObject({ postage_class: 'first', month: '2025-11', earliest: '2025-11-18', latest: '2026-11-17' });
    const day = (d: string) => cal.days.find((x) => x.date === d)!;
    expect(day('2025-11-17')).toMatchObject({
      available: false,
      reason: 'Too soon for Royal Mail 1st Class: an order paid now is expected by Tuesday 18 November',
    });
    expect(day('2025-11-21')).toEqual({ date: '2025-11-21', available: true, dispatch_date: '2025-11-20', reason: null });
    expect(day('2025-11-23')).toMatchObject({ available: false, reason: 'No deliveries on Sundays' });
    expect((await call(t, null, 'GET', '/delivery_calendar?month=2025-13')).status).toBe(422);

    instances = await readyOptions(t, alice, { all: true });
    const product = (await products(t))[0]!;
    await ok(t, alice.token, 'POST', '/cart/add', { cart: { card_instance: { id: instances[0] }, quantity: 1, product_id: product.id } });
    const sunday = await call<{ error: string; code: string; details: Record<string, string[]> }>(t, alice.token, 'PUT', '/cart/delivery', {
      delivery: {
        method: 'to_recipient',
        postage_class: 'first',
        address: { name: 'Rose Smith', line1: '1 Garden Lane', city: 'Bath', postcode: 'BA1 1AA' },
        arrive_by: '2025-11-23',
      },
    });
    expect(sunday.status).toBe(422);
    expect(sunday.body).toMatchObject({ code: 'arrive_by_unreachable', error: 'No deliveries on Sundays. Choose another day.' });
    const cart = await ok<Cart>(t, alice.token, 'PUT', '/cart/delivery', {
      delivery: {
        method: 'to_recipient',
        postage_class: 'first',
        address: { name: 'Rose Smith', line1: '1 Garden Lane', city: 'Bath', postcode: 'BA1 1AA' },
        arrive_by: '2025-11-21',
      },
    });
    expect(cart.delivery).toMatchObject({ arrive_by: '2025-11-21', arrive_by_error: null });

    order = await payCart(t, alice);
    expect(order).toMatchObject({
      status: 'held',
      planned_dispatch_date: '2025-11-20',
      expected_arrival_date: '2025-11-21',
      released_at: null,
    });
    expect(order.delivery.arrive_by).toBe('2025-11-21');
    const mail = await latestMailTo(t, alice.user.email, { template: 'order_confirmation' });
    expect(mail.text).toContain('We will print and post your cards on Thursday 20 November');
    // The next cart starts without a chosen day.
    expect((await ok<Cart>(t, alice.token, 'GET', '/cart')).delivery.arrive_by).toBeNull();
    // Nothing goes to print while it is held.
    expect(await printRows(t, order.id)).toBe(0);
  });

  it("when a held order's day is changed, then it is planned again and mailed, and an unreachable day is refused", async () => {
    const moved = await ok<Order>(t, alice.token, 'PUT', `/orders/${order.id}/arrive_by`, { order: { arrive_by: '2025-11-22' } });
    expect(moved).toMatchObject({ status: 'held', planned_dispatch_date: '2025-11-21', expected_arrival_date: '2025-11-22' });
    const bad = await call<{ code: string; error: string }>(t, alice.token, 'PUT', `/orders/${order.id}/arrive_by`, {
      order: { arrive_by: '2025-12-25' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      code: 'arrive_by_unreachable',
      error: 'Christmas Day: no deliveries on bank holidays. Choose another day.',
    });
    const back = await ok<Order>(t, alice.token, 'PUT', `/orders/${order.id}/arrive_by`, { order: { arrive_by: '2025-11-21' } });
    expect(back.planned_dispatch_date).toBe('2025-11-20');
    // Each change is mailed, in identity's words and the shop's one delivery wording.
    const changed = await latestMailTo(t, alice.user.email, { template: 'order_arrival_changed', after: 1, timeoutMs: 20_000 });
    expect(changed.subject).toBe(`Your order ${order.number} is now expected by Friday 21 November`);
    expect(changed.text).toContain('When: Posted Thursday 20 November; expected by Friday 21 November');
    expect(changed.text).toContain('Before: Expected by Saturday 22 November');
  });

  it('when a held order is cancelled, then it is refunded in full and never goes to print', async () => {
    const product = (await products(t))[0]!;
    await ok(t, alice.token, 'POST', '/cart/add', {
      cart: { card_instance: { id: instances[instances.length - 1] }, quantity: 2, product_id: product.id },
    });
    await ok(t, alice.token, 'PUT', '/cart/delivery', { delivery: { arrive_by: '2025-11-21' } });
    const held = await payCart(t, alice);
    expect(held.status).toBe('held');
    cancelled = await ok<Order>(t, alice.token, 'POST', `/orders/${held.id}/cancel`);
    expect(cancelled).toMatchObject({ status: 'cancelled', refunded_amount: held.total });
    expect((await call(t, alice.token, 'PUT', `/orders/${held.id}/arrive_by`, { order: { arrive_by: '2025-11-22' } })).status).toBe(409);
  });

  it("when the admin filters orders by dispatch day, then the day's print run is listed", async () => {
    const admin = await loginAsAdmin(t);
    const run = await ok<Order[]>(t, admin.token, 'GET', '/admin/orders?dispatch_date=2025-11-20');
    expect(run.map((o) => o.number)).toContain(order.number);
    expect((await ok<Order[]>(t, admin.token, 'GET', '/admin/orders?dispatch_date=2025-11-19')).map((o) => o.number)).not.toContain(
      order.number,
    );
  });

  it('when a customer saves a reminder, then it lists with its next date and mail day, and nothing is mailed before that day', async () => {
    // 4 December: the 14-day mail is due on Thursday 20 November.
    reminder = await ok<Reminder>(
      t,
      alice.token,
      'POST',
      '/reminders',
      {
        reminder: {
          name: 'Rose',
          relationship: 'sister',
          occasion: 'Birthday',
          event_slug: 'birthday',
          date: '1992-12-04',
          repeat: 'yearly',
          postage_class: 'second',
        },
      },
      201,
    );
    expect(reminder).toMatchObject({ lead_days: [14, 3], mail: true, next_date: '2025-12-04', next_mail_on: '2025-11-20' });
    const bad = await call<{ details: Record<string, string[]> }>(t, alice.token, 'POST', '/reminders', {
      reminder: { name: '', occasion: 'Birthday', date: '2025-02-30' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.details)).toEqual(expect.arrayContaining(['reminder.name', 'reminder.date']));
    expect(
      (
        await call(t, alice.token, 'POST', '/reminders', {
          reminder: { name: 'Tom', occasion: 'Retirement', date: '2025-11-01', repeat: 'once' },
        })
      ).status,
    ).toBe(422);
    expect((await ok<Reminder[]>(t, alice.token, 'GET', '/reminders')).map((r) => r.name)).toEqual(['Rose']);
    await queueSettled(t, 1);
    expect(await mailsTo(t, alice.user.email, { template: 'occasion_reminder' })).toHaveLength(0);
  });

  it('when the clock reaches the dispatch day and the platform restarts, then the held order goes to production and the reminder mail is written once', async () => {
    await t.stop();
    clockNow = new Date('2025-11-20T00:05:00Z'); // Thursday 20 November, 00:05 GMT
    t = await shop.boot();
    alice = await login(t, alice.user.email, TEST_PASSWORD);
    const released = await until(
      async () => {
        const o = await ok<Order>(t, alice.token, 'GET', `/orders/${order.id}`);
        return o.status === 'paid' ? o : undefined;
      },
      20_000,
      'the held order to be released',
    );
    expect(released.released_at).not.toBeNull();
    await until(async () => ((await printRows(t, order.id)) > 0 ? true : undefined), 20_000, 'the print files to be ordered');
    expect((await ok<Order>(t, alice.token, 'GET', `/orders/${cancelled.id}`)).status).toBe('cancelled');
    expect(await printRows(t, cancelled.id)).toBe(0);

    const mail = await latestMailTo(t, alice.user.email, { template: 'occasion_reminder', timeoutMs: 20_000 });
    expect(mail.subject).toBe("Rose's birthday is in 14 days");
    expect(mail.text).toContain("Your sister Rose's birthday is in 14 days, on Thursday 4 December.");
    expect(mail.text).toContain('To have a card arrive in time by Royal Mail 2nd Class, order by 3pm on Monday 1 December.');
    const design = new URL(extractLink(mail, '/card/new/birthday'));
    expect(design.searchParams.get('recipient_name')).toBe('Rose');
    await queueSettled(t, 3);
    expect(await mailsTo(t, alice.user.email, { template: 'occasion_reminder' })).toHaveLength(1);
  });

  it('when the worker restarts and its send job runs again, then no second reminder mail is written', async () => {
    await t.stop();
    t = await shop.boot();
    // The start-up sweep finds the day's mail already sent and queues no send job for it.
    await queueSettled(t, 1);
    // At-least-once: the same send job delivered again.
    await t.platform.infra.queue.add(
      CART_ORDER_QUEUE,
      JOB_SEND_REMINDER,
      { reminder_id: reminder.id, occasion_year: 2025, lead_days: 14, occasion_date: '2025-12-04' },
      { jobId: 'again' },
    );
    await queueSettled(t, 2);
    expect(await mailsTo(t, alice.user.email, { template: 'occasion_reminder' })).toHaveLength(1);
  });

  it("when the mail's unsubscribe link is followed, then the reminders stop mailing, and a forged link is refused", async () => {
    const mail = await latestMailTo(t, alice.user.email, { template: 'occasion_reminder' });
    const token = new URL(extractLink(mail, '/reminders/unsubscribe')).searchParams.get('token')!;
    expect(await ok(t, null, 'POST', '/reminders/unsubscribe', { token })).toEqual({ unsubscribed: true, reminders: 1 });
    alice = await login(t, alice.user.email, TEST_PASSWORD);
    expect(await ok<Reminder>(t, alice.token, 'GET', `/reminders/${reminder.id}`)).toMatchObject({ mail: false, next_mail_on: null });
    const forged = await call<{ error: string }>(t, null, 'POST', '/reminders/unsubscribe', { token: token.replace(/^\d+/, '1') });
    expect(forged.status).toBe(400);
    expect(forged.body.error).toMatch(/not valid/);
  });

  it('when the account is deleted, then its reminders go with it', async () => {
    const admin = await loginAsAdmin(t);
    await ok(t, admin.token, 'DELETE', `/users/${alice.user.id}`, undefined, 204);
    const ds = (
      t.platform.services.find((s) => s.name === 'cart-order') as unknown as { dataSource(): import('typeorm').DataSource }
    ).dataSource();
    await until(
      async () => {
        const r = await ds.query('SELECT deleted_at FROM cart_order.reminders WHERE id = $1', [reminder.id]);
        return r[0]?.deleted_at ? true : undefined;
      },
      10_000,
      'the reminders of the deleted user to be deleted',
    );
  });
});
