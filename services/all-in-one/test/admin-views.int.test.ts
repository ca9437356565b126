import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Order, OrderPrintFile, PendingJobView, PrintRun } from '@cards/contracts';
import { authHeaders, loginAsAdmin, signUpAndLogin, type SignedIn } from '@cards/testing/users';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, ok, products, until } from '../../cart-order/test/cart-test-support.js';
import { clockedShop, payCart, readyOptions, type ClockedShop } from './support/clocked-shop.js';
import type { TestPlatform } from './support/test-platform.js';

/**
 * The admin's answers to a complaint, on the whole platform with the shop's clock set by hand:
 * a held order's print files (none, and when they come), what waits in the queues and when it
 * runs, and the day's print run with its one ZIP.
 */
const clockNow = new Date('2025-11-17T10:00:00Z'); // Monday 17 November 2025, 10:00 GMT
const DISPATCH = '2025-11-20';

describe('admin views of orders, queues and the print run', () => {
  let shop: ClockedShop;
  let t: TestPlatform;
  let admin: SignedIn;
  let order: Order;

  beforeAll(async () => {
    shop = await clockedShop('admin_views', () => clockNow);
    t = await shop.boot();
    admin = await loginAsAdmin(t);
    const alice = await signUpAndLogin(t, { name: 'Alice' });
    const [instance] = await readyOptions(t, alice);
    const product = (await products(t))[0]!;
    await ok(t, alice.token, 'POST', '/cart/add', { cart: { card_instance: { id: instance }, quantity: 2, product_id: product.id } });
    await ok(t, alice.token, 'PUT', '/cart/delivery', {
      delivery: {
        method: 'to_recipient',
        postage_class: 'first',
        address: { name: 'Rose Smith', line1: '1 Garden Lane', city: 'Bath', postcode: 'BA1 1AA' },
        arrive_by: '2025-11-21',
      },
    });
    order = await payCart(t, alice);
    expect(order).toMatchObject({ status: 'held', planned_dispatch_date: DISPATCH });
  }, 300_000);
  afterAll(async () => {
    await t?.stop();
    await shop?.drop();
  });

  it('when an admin asks for a held order’s print files, then the answer is an empty list, not a 404', async () => {
    expect(await ok<OrderPrintFile[]>(t, admin.token, 'GET', `/admin/orders/${order.id}/print_files`)).toEqual([]);
  });

  it('when an admin lists what waits in the cart-order queue, then the held order’s release is there, due at midnight UK time of its print day', async () => {
    const jobs = await ok<PendingJobView[]>(t, admin.token, 'GET', '/admin/queues/cart-order/jobs');
    const release = jobs.find((j) => j.name === 'release-order' && j.subject?.id === order.id);
    expect(release).toMatchObject({ state: 'delayed', subject: { kind: 'order', id: order.id }, attempts_made: 0, attempts: 10 });
    // The queue runs on the machine's clock: due in the time between the shop's "now" and 00:00 GMT on the print day.
    const inMs = Date.parse(`${DISPATCH}T00:00:00Z`) - clockNow.getTime();
    expect(Math.abs(Date.parse(release!.run_at!) - (Date.parse(release!.added_at) + inMs))).toBeLessThan(5_000);
    expect((await call(t, admin.token, 'GET', '/admin/queues/no-such-queue/jobs')).status).toBe(404);
    const alice = await signUpAndLogin(t, { name: 'Eve' });
    expect((await call(t, alice.token, 'GET', '/admin/queues/cart-order/jobs')).status).toBe(403);
  });

  it('when a day has no orders to print, then the run is empty and its ZIP is a 404 that says so', async () => {
    const run = await ok<PrintRun>(t, admin.token, 'GET', '/admin/print_runs/2025-11-19');
    expect(run).toEqual({
      date: '2025-11-19',
      orders: 0,
      held: 0,
      copies: 0,
      ready: 0,
      files: 0,
      files_ready: 0,
      envelopes: 0,
      cards: [],
      zip_path: '/admin/print_runs/2025-11-19.zip',
    });
    const zip = await call<{ code: string; error: string }>(t, admin.token, 'GET', '/admin/print_runs/2025-11-19.zip');
    expect(zip.status).toBe(404);
    expect(zip.body).toMatchObject({ code: 'print_run_empty' });
    expect((await call(t, admin.token, 'GET', '/admin/print_runs/2025-13-40')).status).toBe(422);
    expect((await call(t, admin.token, 'GET', '/admin/print_runs/2025-02-30.zip')).status).toBe(422);
  });

  it('when the held order is released by hand, then its card joins today’s print run and the day’s ZIP holds its print PDF', async () => {
    // A held order is on its day's run, as held: its files are made when it is released.
    expect((await ok<PrintRun>(t, admin.token, 'GET', `/admin/print_runs/${DISPATCH}`)).cards).toEqual([
      expect.objectContaining({ order_id: order.id, order_status: 'held', print_status: 'not_recorded' }),
    ]);
    // Released by hand, it prints in the next run: today's, before the cut-off.
    const released = await ok<Order>(t, admin.token, 'PUT', `/admin/orders/${order.id}`, { order: { status: 'paid' } });
    expect(released).toMatchObject({ status: 'paid', planned_dispatch_date: '2025-11-17' });
    const run = await until(
      async () => {
        const r = await ok<PrintRun>(t, admin.token, 'GET', '/admin/print_runs/2025-11-17');
        return r.ready === 1 ? r : undefined;
      },
      120_000,
      'the print file to be ready',
    );
    expect(run).toMatchObject({ orders: 1, copies: 2, ready: 1 });
    expect(run.cards[0]).toMatchObject({ order_id: order.id, order_number: order.number, quantity: 2, print_status: 'ready' });
    const res = await fetch(`${t.baseUrl}${run.zip_path}`, { headers: authHeaders(admin.token) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const file = join(t.dataDir, 'run.zip');
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    const listing = execFileSync('unzip', ['-l', file], { encoding: 'utf8' });
    expect(listing).toContain(`${order.number}-line1-`);
    expect(listing).toContain('-x2.pdf');
    expect(listing).toContain('envelopes-2025-11-17.csv');
    expect(listing).toContain('labels-2025-11-17.pdf');
    expect(execFileSync('unzip', ['-p', file, '*-x2.pdf'], { encoding: 'latin1' }).startsWith('%PDF-')).toBe(true);
  });
});
