import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AddressGroup, AddressImportReport, Cart, CardProblem, Order, PrintRun } from '@cards/contracts';
import { expectLabelled } from '@cards/testing';
import { authHeaders, loginAsAdmin, signUpAndLogin, type SignedIn } from '@cards/testing/users';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, ok, products, until } from '../../cart-order/test/cart-test-support.js';
import { clockedShop, payCart as pay, readyOptions, type ClockedShop } from './support/clocked-shop.js';
import type { TestPlatform } from './support/test-platform.js';

/**
 * Issue 43's print team: the day's ZIP of a 20-person Christmas list holds each person's PDF
 * named as their name is written, the envelopes as a CSV and as label sheets; and an order held
 * for a later day is on that day's run before it is released. The shop's clock is set by hand.
 */
const clockNow = new Date('2025-11-17T10:00:00Z'); // Monday 17 November 2025, 10:00 GMT: before the cut-off
const TODAY = '2025-11-17';
const HELD_DAY = '2025-11-20';
const ARTIFACTS = resolve(import.meta.dirname, '../../../.tmp/artifacts/print-run');

const NAMES = [
  "Siobhán O'Brien",
  'Zoë Ångström',
  'Łukasz Nowak',
  'Seán Ó Briain',
  'Renée Dupont',
  'José Núñez',
  'Søren Kierkegaard',
  'Jürgen Müller',
  'Chloë Brontë',
  'Niamh Ní Bhriain',
  ...Array.from({ length: 10 }, (_, i) => `Guest${String(i + 1).padStart(2, '0')} Holly`),
];
const LIST_CSV = [
  'Name,Address line 1,Town,Postcode,Email,Salutation',
  ...NAMES.map((n, i) => `${n},${i + 1} Ivy Road,York,YO1 ${(i % 9) + 1}AB,,`),
].join('\n');

/** The entries of a ZIP as its central directory lists them: each name read as UTF-8 when its flag says so, and its bytes (stored, not deflated). */
function zipEntries(zip: Buffer): Array<{ name: string; utf8: boolean; data: Buffer }> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const out: Array<{ name: string; utf8: boolean; data: Buffer }> = [];
  for (let i = 0; i < count; i++) {
    const flags = zip.readUInt16LE(at + 8);
    const size = zip.readUInt32LE(at + 20);
    const [nameLen, extraLen, commentLen] = [zip.readUInt16LE(at + 28), zip.readUInt16LE(at + 30), zip.readUInt16LE(at + 32)];
    const local = zip.readUInt32LE(at + 42);
    const utf8 = (flags & 0x800) !== 0;
    const name = zip.subarray(at + 46, at + 46 + nameLen).toString(utf8 ? 'utf8' : 'latin1');
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    out.push({ name, utf8, data: zip.subarray(dataAt, dataAt + size) });
    at += 46 + nameLen + extraLen + commentLen;
  }
  return out;
}

describe("the print team's day: a list's print files, envelopes and labels; a held order on its day", () => {
  let shop: ClockedShop;
  let t: TestPlatform;
  let admin: SignedIn;
  let alice: SignedIn;
  let option: number;
  let list: Order;

  beforeAll(async () => {
    shop = await clockedShop('print_run', () => clockNow);
    t = await shop.boot();
    [admin, alice] = await Promise.all([loginAsAdmin(t), signUpAndLogin(t, { name: 'Alice' })]);
    [option] = (await readyOptions(t, alice, { event: 'christmas', recipient: 'Everyone', sender: 'Alice' })) as [number];
  }, 300_000);
  afterAll(async () => {
    await t?.stop();
    await shop?.drop();
  });

  /** Today's run once it has this many ready files. */
  const todayWith = (ready: number, ms: number, what: string) =>
    until(
      async () => {
        const r = await ok<PrintRun>(t, admin.token, 'GET', `/admin/print_runs/${TODAY}`);
        return r.files_ready === ready ? r : undefined;
      },
      ms,
      what,
    );

  it("when a 20-person list is paid, then the day's ZIP holds 20 PDFs named in UTF-8, an address CSV of 20 rows and a sheet of 20 labels", async () => {
    const imported = await ok<AddressImportReport>(t, alice.token, 'POST', '/addresses/import', {
      format: 'csv',
      content: LIST_CSV,
      group: 'Christmas',
    });
    expect(imported.added).toBe(20);
    const [group] = await ok<AddressGroup[]>(t, alice.token, 'GET', '/address_groups');
    const product = (await products(t)).find((p) => p.size === 'A6')!;
    const cart = await ok<Cart>(t, alice.token, 'POST', '/cart/send_to_many', {
      mailing: { card_instance: { id: option }, product_id: product.id, group_ids: [group!.id] },
    });
    expect(cart.items[0]!.recipients).toHaveLength(20);
    list = await pay(t, alice);
    expect(list).toMatchObject({ status: 'paid', planned_dispatch_date: TODAY });

    const run = await todayWith(20, 240_000, "the list's 20 print files to be ready");
    expect(run).toMatchObject({ orders: 1, held: 0, files: 20, files_ready: 20, envelopes: 20 });
    expect(run.cards).toEqual([expect.objectContaining({ order_id: list.id, files: 20, print_status: 'ready' })]);

    const res = await fetch(`${t.baseUrl}${run.zip_path}`, { headers: authHeaders(admin.token) });
    expect(res.status).toBe(200);
    const entries = zipEntries(Buffer.from(await res.arrayBuffer()));
    const pdfs = entries.filter((e) => e.name.endsWith('.pdf') && !e.name.startsWith('labels-'));
    expect(pdfs).toHaveLength(20);
    for (const [i, name] of NAMES.entries()) {
      const file = `${list.number}-line1-A6-${String(i + 1).padStart(2, '0')}of20-${name.replace(/ /g, '_')}.pdf`;
      const entry = pdfs.find((e) => e.name === file);
      expectLabelled(entry?.name, file).toBe(file);
      // The ZIP says a name is UTF-8 (its flag 11) when it is not plain ASCII, so unzip shows "Siobhán", not "Siobh+ín".
      expectLabelled(entry!.utf8, file).toBe(!/^[\x20-\x7e]*$/.test(file));
      expectLabelled(entry!.data.subarray(0, 5).toString('latin1'), file).toBe('%PDF-');
    }

    const csv = entries.find((e) => e.name === `envelopes-${TODAY}.csv`)!.data.toString('utf8');
    expect(
      csv.startsWith('\uFEFFReference,Order,Name,Address line 1,Address line 2,Town,County,Postcode,Country,Postage,Cards,Print files\r\n'),
    ).toBe(true);
    const rows = csv.slice(1).trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(20);
    expect(rows[0]).toBe(
      `${list.number} · 1 of 20,${list.number},Siobhán O'Brien,1 Ivy Road,,York,,YO1 1AB,United Kingdom,${list.delivery.postage_name},1,${list.number}-line1-A6-01of20-Siobhán_O'Brien.pdf`,
    );

    const labels = entries.find((e) => e.name === `labels-${TODAY}.pdf`)!;
    // Kept to look at: the labels and the first person's card.
    mkdirSync(ARTIFACTS, { recursive: true });
    const file = join(ARTIFACTS, 'labels.pdf');
    writeFileSync(file, labels.data);
    writeFileSync(join(ARTIFACTS, pdfs[0]!.name), pdfs[0]!.data);
    writeFileSync(join(ARTIFACTS, 'envelopes.csv'), csv);
    expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/Pages:\s+1\n[\s\S]*Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)/);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    for (const name of NAMES) expectLabelled(text, name).toContain(name);
    expect(text).toContain('YORK');
    expect(text).toContain(`${list.number} · 20 of 20`);
  }, 420_000);

  it("when an order is held for a later day, then it is on that day's run as held, with nothing in a ZIP yet", async () => {
    const product = (await products(t))[0]!;
    await ok(t, alice.token, 'POST', '/cart/add', { cart: { card_instance: { id: option }, quantity: 2, product_id: product.id } });
    await ok(t, alice.token, 'PUT', '/cart/delivery', {
      delivery: {
        method: 'to_recipient',
        postage_class: 'first',
        address: { name: 'Rose Smith', line1: '1 Garden Lane', city: 'Bath', postcode: 'BA1 1AA' },
        arrive_by: '2025-11-21',
      },
    });
    const held = await pay(t, alice);
    expect(held).toMatchObject({ status: 'held', planned_dispatch_date: HELD_DAY });
    const run = await ok<PrintRun>(t, admin.token, 'GET', `/admin/print_runs/${HELD_DAY}`);
    expect(run).toMatchObject({ orders: 1, held: 1, copies: 2, files: 1, files_ready: 0, envelopes: 0 });
    expect(run.cards).toEqual([expect.objectContaining({ order_id: held.id, order_status: 'held', print_status: 'not_recorded' })]);
    // Not on today's run, which is the list's alone.
    expect((await ok<PrintRun>(t, admin.token, 'GET', `/admin/print_runs/${TODAY}`)).cards.map((c) => c.order_id)).toEqual([list.id]);
    expect((await call(t, admin.token, 'GET', `/admin/print_runs/${HELD_DAY}.zip`)).status).toBe(404);
  });

  it("when a posted list's card is reported and reprinted to a corrected address, then that day's run has the reprint as one card, and its ZIP its PDF and envelope", async () => {
    for (const status of ['in_production', 'dispatched'])
      await ok(t, admin.token, 'PUT', `/admin/orders/${list.id}`, { order: { status } });
    const posted = await ok<Order>(t, alice.token, 'GET', `/orders/${list.id}`);
    const zoe = posted.items[0]!.recipients.find((r) => r.name === 'Zoë Ångström')!;
    const report = await ok<CardProblem>(
      t,
      alice.token,
      'POST',
      `/orders/${list.id}/problems`,
      {
        problem: { line_id: list.items[0]!.id, recipient_id: zoe.id, kind: 'not_arrived' },
      },
      201,
    );
    const moved = { name: 'Zoë Ångström', line1: '9 New Road', city: 'Leeds', postcode: 'LS2 9JT' };
    await ok(t, admin.token, 'POST', `/admin/problems/${report.id}/resolve`, { resolution: { outcome: 'reprint', address: moved } });

    const run = await todayWith(1, 120_000, "the reprint's file to be ready");
    // The list itself is posted: the day's run is the reprint alone.
    expect(run).toMatchObject({ orders: 1, files: 1, files_ready: 1, envelopes: 1, copies: 1 });
    expect(run.cards).toEqual([
      expect.objectContaining({ order_id: list.id, reprint_of: report.id, title: 'Reprint for Zoë Ångström', print_status: 'ready' }),
    ]);
    const res = await fetch(`${t.baseUrl}${run.zip_path}`, { headers: authHeaders(admin.token) });
    const entries = zipEntries(Buffer.from(await res.arrayBuffer()));
    const name = `${list.number}-line1-A6-reprint${report.id}-Zoë_Ångström.pdf`;
    expect(
      entries
        .find((e) => e.name === name)
        ?.data.subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    const rows = entries
      .find((e) => e.name === `envelopes-${TODAY}.csv`)!
      .data.toString('utf8')
      .slice(1)
      .trimEnd()
      .split('\r\n');
    expect(rows.slice(1)).toEqual([
      `${list.number} · reprint ${report.id},${list.number},Zoë Ångström,9 New Road,,Leeds,,LS2 9JT,United Kingdom,${list.delivery.postage_name},1,${name}`,
    ]);
  }, 240_000);
});
