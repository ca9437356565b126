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
import { eventually, expectLabelled } from '@cards/testing';
import { recordEvents } from '@cards/testing/events';
import { loginAsAdmin, signUpAndLogin, type SignedIn } from '@cards/testing/users';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CART_ORDER_QUEUE, JOB_RELEASE_ORDER, type ReleaseOrderJob } from '../../cart-order/src/modules/orders/order-release.js';
import { ok, products } from '../../cart-order/test/cart-test-support.js';
import { clockedShop, payCart, readyOptions, type ClockedShop } from './support/clocked-shop.js';
import type { TestPlatform } from './support/test-platform.js';

/**
 * Issue 44's "done when", through the whole platform as a customer: a 30-person Christmas list
 * with three dates, paid once. 25 printed cards in Leeds and an e-card go as soon as possible;
 * two friends in Edinburgh are to have theirs by Tuesday 1 December by 2nd Class, and St
 * Andrew's Day (Monday 30 November, a bank holiday in Scotland only) moves their print day a day
 * earlier than the same day's in England; two cousins further away, in Belfast, by 1st Class for
 * Thursday 3 December. The shop's clock is set by the test, and each dispatch day is driven by
 * the release alarm the shop armed for it, rung on the platform's own queue as its timer would.
 */
let clockNow = new Date('2026-11-23T10:00:00Z'); // Monday 23 November 2026, before the 3pm cut-off
const clock = () => clockNow;

const LEEDS = Array.from({ length: 25 }, (_, i) => `Leeds${i + 1} Friend`);
const SCOTS = ['Ailsa Scot', 'Hamish Scot'];
const COUSINS = ['Cara Cousin', 'Niall Cousin'];

function listCsv(): string {
  return [
    'Name,Address line 1,Town,Postcode,Email',
    ...LEEDS.map((name, i) => `${name},${i + 1} High Street,Leeds,LS1 ${(i % 9) + 1}AB,`),
    'Erin Mail,,,,erin@example.test',
    `${SCOTS[0]},2 Leith Walk,Edinburgh,EH6 8RG,`,
    `${SCOTS[1]},9 Princes Street,Edinburgh,EH2 2ER,`,
    `${COUSINS[0]},1 Lisburn Road,Belfast,BT9 6AA,`,
    `${COUSINS[1]},4 Donegall Square,Belfast,BT1 5GS,`,
  ].join('\n');
}

/** Each person's dates as the order page must show them: [dispatch, expected arrival, postage]. */
function expectedDates(name: string): [string, string, string | undefined] {
  if (SCOTS.includes(name)) return ['2026-11-25', '2026-12-01', 'second'];
  if (COUSINS.includes(name)) return ['2026-12-01', '2026-12-03', 'first'];
  if (name === 'Erin Mail') return ['2026-11-23', '2026-11-23', undefined];
  return ['2026-11-23', '2026-11-26', 'second'];
}

describe('a day per person on a list, through the whole platform', () => {
  let shop: ClockedShop;
  let t: TestPlatform;
  let ann: SignedIn;
  let admin: SignedIn;
  let option: number;
  let productId: number;
  let book: Address[];
  let paid: EventEnvelope[];
  let released: EventEnvelope[];
  let order: Order;
  let alarms: ReleaseOrderJob[];

  const byName = (name: string) => book.find((a) => a.name === name)!;
  const choices = () =>
    book.map((a) => {
      if (SCOTS.includes(a.name)) return { address_id: a.id, arrive_by: '2026-12-01' };
      if (COUSINS.includes(a.name)) return { address_id: a.id, arrive_by: '2026-12-03', postage_class: 'first' };
      return { address_id: a.id, arrive_by: 'asap' };
    });
  const releasedOfOrder = () => released.map((e) => e.data as OrderReleasedData).filter((d) => d.order_id === order.id);
  const namesOf = (d: OrderReleasedData) => d.lines.flatMap((l) => l.recipients.map((r) => r.name)).sort();
  const recipientsSeen = async (token: string, path: string) => (await ok<Order>(t, token, 'GET', path)).items.flatMap((i) => i.recipients);

  /** The shop's timer for `job` going off: the same job, on the cart-order queue, run to its end. */
  async function ring(job: ReleaseOrderJob, tag: string): Promise<void> {
    const jobId = await t.platform.infra.queue.add(CART_ORDER_QUEUE, JOB_RELEASE_ORDER, job, { jobId: `test-${tag}-${job.dispatch_date}` });
    expect(await t.platform.infra.queue.waitUntilFinished(CART_ORDER_QUEUE, jobId, 20_000)).toEqual({ state: 'completed' });
  }
  const alarmFor = (day: string) => alarms.find((a) => a.dispatch_date === day)!;

  beforeAll(async () => {
    shop = await clockedShop('list-dates', clock);
    t = await shop.boot();
    [ann, admin] = await Promise.all([signUpAndLogin(t, { name: 'Ann' }), loginAsAdmin(t)]);
    [option] = await readyOptions(t, ann, { event: 'christmas', recipient: 'Everyone', sender: 'Ann' });
    productId = (await products(t)).find((p) => p.size === 'A6')!.id;
    paid = await recordEvents(t.platform.infra.bus, CartOrderEvents.orderPaid.subject);
    released = await recordEvents(t.platform.infra.bus, CartOrderEvents.orderReleased.subject);
    await ok(t, ann.token, 'POST', '/addresses/import', { format: 'csv', content: listCsv() });
    book = await ok<Address[]>(t, ann.token, 'GET', '/addresses?per_page=200');
    expect(book).toHaveLength(30);
  }, 240_000);
  afterAll(async () => {
    await t?.stop();
    await shop?.drop();
  });

  it("when a Scot's day is St Andrew's Day, then it is refused naming the holiday; a day after it moves their print day earlier than in England", async () => {
    const asked = (name: string, arrive_by: string) =>
      ok<ListDatesReply>(t, ann.token, 'POST', '/cart/list_dates', { recipients: [{ address_id: byName(name).id, arrive_by }] });
    const [onTheHoliday] = (await asked('Ailsa Scot', '2026-11-30')).dates;
    expect(onTheHoliday!.error).toMatch(/^Ailsa Scot: St Andrew.s Day: no deliveries on bank holidays/);
    const [inScotland] = (await asked('Ailsa Scot', '2026-12-01')).dates;
    const [inEngland] = (await asked('Leeds1 Friend', '2026-12-01')).dates;
    expect(inScotland).toMatchObject({ dispatch_date: '2026-11-25', arrival_date: '2026-12-01', error: null });
    expect(inEngland).toMatchObject({ dispatch_date: '2026-11-26', arrival_date: '2026-12-01', error: null });
  });

  it('when the 30 are sent the design with their three dates and paid once, then one order holds them all and only the first day goes at once', async () => {
    const cart = await ok<Cart>(t, ann.token, 'POST', '/cart/send_to_many', {
      mailing: { card_instance: { id: option }, product_id: productId, recipients: choices() },
    });
    const [line] = cart.items;
    expect(line!.recipients).toHaveLength(30);
    expect(line!.list_dates!.map((d) => [d.count, d.dispatch_date, d.arrival_date, d.error])).toEqual([
      [26, '2026-11-23', '2026-11-26', null],
      [2, '2026-11-25', '2026-12-01', null],
      [2, '2026-12-01', '2026-12-03', null],
    ]);

    order = await payCart(t, ann);
    expect(order).toMatchObject({ status: 'paid', planned_dispatch_date: '2026-11-23', expected_arrival_date: '2026-12-03' });
    expect(order.items).toHaveLength(1);
    expect((await ok<Order[]>(t, ann.token, 'GET', '/orders')).map((o) => o.id)).toEqual([order.id]);
    await eventually(() => paid.some((e) => (e.data as OrderPaidData).order_id === order.id), { timeout: 10_000 }).toBe(true);
    const first = paid.find((e) => (e.data as OrderPaidData).order_id === order.id)!.data as OrderPaidData;
    expect(first.lines.flatMap((l) => l.recipients.map((r) => r.name)).sort()).toEqual([...LEEDS, 'Erin Mail'].sort());
    expect(first.lines[0]!.quantity).toBe(25);
  });

  it('when the order page is read, then each of the 30 shows their own dispatch and arrival dates', async () => {
    const seen = await recipientsSeen(ann.token, `/orders/${order.id}`);
    expect(seen.map((r) => r.name).sort()).toEqual(book.map((a) => a.name).sort());
    for (const r of seen) {
      const [dispatch, arrival, postage] = expectedDates(r.name);
      expectLabelled({ dispatch: r.dispatch_date, arrival: r.expected_arrival_date }, r.name).toEqual({ dispatch, arrival });
      if (postage) expectLabelled(r.postage_class, r.name).toBe(postage);
    }
    expect(seen.filter((r) => [...SCOTS, ...COUSINS].includes(r.name)).map((r) => r.state)).toEqual([
      'waiting',
      'waiting',
      'waiting',
      'waiting',
    ]);
  });

  it('when the order is paid, then the shop has armed one release for each later dispatch day and none for the first', async () => {
    const pending = await t.platform.infra.queue.pending(CART_ORDER_QUEUE, 500);
    alarms = pending
      .filter((j) => j.name === JOB_RELEASE_ORDER && (j.data as ReleaseOrderJob).order_id === order.id)
      .map((j) => j.data as ReleaseOrderJob);
    expect(alarms.map((a) => a.dispatch_date).sort()).toEqual(['2026-11-25', '2026-12-01']);
  });

  it('when the alarms ring the day before the first later day, then nothing is released', async () => {
    clockNow = new Date('2026-11-24T00:05:00Z'); // Tuesday 24 November
    await ring(alarmFor('2026-11-25'), 'early');
    await ring(alarmFor('2026-12-01'), 'early');
    expect(releasedOfOrder()).toEqual([]);
  });

  it("when Wednesday 25 November comes, then its release carries the two Scots only, once, and their print files are made while the cousins' wait", async () => {
    clockNow = new Date('2026-11-25T00:05:00Z');
    await ring(alarmFor('2026-11-25'), 'day');
    await ring(alarmFor('2026-12-01'), 'day');
    await eventually(() => releasedOfOrder().length).toBe(1);
    // At-least-once: the same day's alarm again hands on nobody twice.
    await ring(alarmFor('2026-11-25'), 'again');
    const [day] = releasedOfOrder();
    expect(releasedOfOrder()).toHaveLength(1);
    expect(day).toMatchObject({ dispatch_date: '2026-11-25', lines: [{ quantity: 2 }] });
    expect(namesOf(day!)).toEqual(SCOTS);

    await eventually(
      async () =>
        (await recipientsSeen(admin.token, `/admin/orders/${order.id}`)).filter((r) => SCOTS.includes(r.name) && r.print_file_url).length,
      { timeout: 240_000, interval: 1000 },
    ).toBe(2);
    const cousins = (await recipientsSeen(admin.token, `/admin/orders/${order.id}`)).filter((r) => COUSINS.includes(r.name));
    expect(cousins.map((r) => [r.state, r.print_file_url])).toEqual([
      ['waiting', null],
      ['waiting', null],
    ]);
  }, 300_000);

  it('when Tuesday 1 December comes, then its release carries the two cousins only, and every printed card has its own file', async () => {
    clockNow = new Date('2026-12-01T00:05:00Z');
    await ring(alarmFor('2026-12-01'), 'day2');
    await eventually(() => releasedOfOrder().length).toBe(2);
    const day = releasedOfOrder()[1]!;
    expect(day).toMatchObject({ dispatch_date: '2026-12-01', lines: [{ quantity: 2 }] });
    expect(namesOf(day)).toEqual(COUSINS);

    let printed: Order['items'][number]['recipients'] = [];
    await eventually(
      async () => {
        printed = (await recipientsSeen(admin.token, `/admin/orders/${order.id}`)).filter((r) => r.channel === 'post');
        return printed.filter((r) => r.print_file_url).length;
      },
      { timeout: 240_000, interval: 1000 },
    ).toBe(29);
    expect(new Set(printed.map((r) => r.print_file_url)).size).toBe(29);
    // The customer's page: nobody is left waiting, and each still shows their own dates.
    const seen = await recipientsSeen(ann.token, `/orders/${order.id}`);
    expect(seen.filter((r) => r.state === 'waiting')).toEqual([]);
    for (const r of seen) expectLabelled(r.dispatch_date, r.name).toBe(expectedDates(r.name)[0]);
  }, 300_000);
});
