import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { AddressGroup, AddressImportReport, Card, Cart, Order } from '@cards/contracts';
import { eventually, expectLabelled } from '@cards/testing';
import { mailsTo } from '@cards/testing/mail';
import { authHeaders, loginAsAdmin, signUpAndLogin, type SignedIn } from '@cards/testing/users';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { call, createCard, occasions, waitForOptions } from '../../generation/test/generation-test-support.js';
import { startTestPlatform, type TestPlatform } from './support/test-platform.js';

const run = promisify(execFile);
const ARTIFACTS = resolve(import.meta.dirname, '../../../.tmp/artifacts/christmas-list');

/** The 40 people who get a printed card (two with a greeting of their own) and the 7 with only an e-mail address. */
const POSTED = Array.from({ length: 40 }, (_, i) => {
  const n = String(i + 1).padStart(2, '0');
  return { name: `Guest${n} Holly`, line1: `${i + 1} Ivy Road`, city: 'York', postcode: `YO1 ${(i % 9) + 1}AB`, salutation: '' };
});
POSTED[0]!.salutation = 'Dear Aunt Jean';
POSTED[1]!.salutation = 'Dear Patel family';
const EMAILED = Array.from({ length: 7 }, (_, i) => ({ name: `Friend${i + 1} Snow`, email: `friend${i + 1}@example.test` }));
const greetingOf = (p: { name: string; salutation?: string }) => p.salutation || `Dear ${p.name.split(' ')[0]}`;

/** A 50-row export: the 47 good rows, with 3 bad ones at file lines 11, 26 and 45. */
function csv(withBadRows: boolean): string {
  const rows = [
    ...POSTED.map((p) => `${p.name},${p.line1},${p.city},${p.postcode},,${p.salutation}`),
    ...EMAILED.map((e) => `${e.name},,,,${e.email},`),
  ];
  if (withBadRows) {
    rows.splice(9, 0, 'Bad Postcode,1 Nowhere,York,XYZ,,');
    rows.splice(24, 0, ',2 Nameless Road,York,YO1 1AB,,');
    rows.splice(43, 0, 'No Way,,,,,');
  }
  return ['Name,Address line 1,Town,Postcode,Email,Salutation', ...rows].join('\n');
}

/**
 * Issue 32's "done when": a Christmas list imported from a 50-row CSV (its 3 bad rows named by
 * line), one design sent to the 47 good ones (40 printed, 7 e-cards), paid once; each print
 * file greets its recipient by name, the 7 e-cards are mailed, and the order lists all 47.
 */
describe('a Christmas list: one design to many, one checkout', () => {
  let t: TestPlatform;
  let alice: SignedIn;
  let admin: SignedIn;
  let card: Card;
  let order: Order;

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    t = await startTestPlatform();
    [alice, admin] = await Promise.all([signUpAndLogin(t, { name: 'Alice' }), loginAsAdmin(t)]);
    const ev = await occasions(t);
    card = await createCard(t, alice.token, { event_id: ev.christmas ?? ev.birthday, recipient_name: 'Everyone', sender_name: 'Alice' });
    expect((await call(t, alice.token, 'POST', `/cards/${card.id}/generate`, { options: 1 })).status).toBe(202);
    card = await waitForOptions(t, alice.token, card.id, 90_000);
  }, 150_000);
  afterAll(async () => {
    await t?.stop();
  });

  it('when a 50-row list with 3 bad rows is imported, then each bad row is named by its line and nothing is imported; the 47 good rows then go in', async () => {
    const bad = await call<{ code: string; details: { lines: Array<{ line: number; message: string }> } }>(
      t,
      alice.token,
      'POST',
      '/addresses/import',
      { format: 'csv', content: csv(true), group: 'Christmas list' },
    );
    expect(bad.status).toBe(422);
    expect(bad.body.details.lines.map((l) => l.line)).toEqual([11, 26, 45]);
    expect((await call<unknown[]>(t, alice.token, 'GET', '/addresses')).body).toEqual([]);
    const good = await call<AddressImportReport>(t, alice.token, 'POST', '/addresses/import', {
      format: 'csv',
      content: csv(false),
      group: 'Christmas list',
    });
    expectLabelled(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body.added).toBe(47);
  });

  it('when the design is sent to the list and paid once, then one order lists all 47 recipients, 40 printed and 7 by e-card', async () => {
    const [list] = (await call<AddressGroup[]>(t, alice.token, 'GET', '/address_groups')).body;
    const option = card.card_instances.find((i) => i.status === 'ready')!;
    const product = (await call<Array<{ id: number; size: string }>>(t, null, 'GET', '/products')).body.find((p) => p.size === 'A6')!;
    const sent = await call<Cart>(t, alice.token, 'POST', '/cart/send_to_many', {
      mailing: { card_instance: { id: option.id }, product_id: product.id, group_ids: [list!.id] },
    });
    expectLabelled(sent.status, JSON.stringify(sent.body)).toBe(200);
    const line = sent.body.items[0]!;
    expect(line).toMatchObject({ quantity: 40, unit_price: 3.2, postage: 39.6 });
    expect(line.recipients.filter((r) => r.channel === 'ecard').map((r) => r.email)).toEqual(EMAILED.map((e) => e.email));

    const intent = await call<{ payment_intent_id: string }>(t, alice.token, 'POST', '/cart/payment_intent');
    expectLabelled(intent.status, JSON.stringify(intent.body)).toBe(200);
    const paid = await call<Order>(t, alice.token, 'POST', '/cart/payment_complete', {
      cart: { payment_intent_id: intent.body.payment_intent_id, payment_method: 'pm_card_visa' },
    });
    expectLabelled(paid.status, JSON.stringify(paid.body)).toBe(200);
    order = paid.body;
    expect(order.items).toHaveLength(1);
    expect(order.items[0]!.recipients).toHaveLength(47);
    expect(order).toMatchObject({ subtotal: 128, shipping: 39.6, total: 167.6 });
  });

  it('when the order is paid, then each of the 7 e-card recipients is mailed the card greeting them, and the order shows them sent', async () => {
    for (const e of EMAILED) {
      await eventually(async () => (await mailsTo(t, e.email, { template: 'ecard' })).length, { timeout: 30_000 }).toBe(1);
      const [mail] = await mailsTo(t, e.email, { template: 'ecard' });
      expectLabelled(mail!.text, e.email).toContain(`${greetingOf(e)},`);
    }
    await eventually(
      async () =>
        (await call<Order>(t, alice.token, 'GET', `/orders/${order.id}`)).body.items[0]!.recipients.filter((r) => r.state === 'ecard_sent')
          .length,
      { timeout: 30_000 },
    ).toBe(7);
  }, 90_000);

  it("when the print files are made, then each of the 40 is its recipient's own PDF, greeting them by name", async () => {
    let recipients: Order['items'][number]['recipients'] = [];
    await eventually(
      async () => {
        recipients = (await call<Order>(t, admin.token, 'GET', `/admin/orders/${order.id}`)).body.items[0]!.recipients.filter(
          (r) => r.channel === 'post',
        );
        return recipients.filter((r) => r.state === 'print_ready').length;
      },
      { timeout: 180_000, interval: 1000 },
    ).toBe(40);
    const files = new Set<string>();
    for (const r of recipients) {
      const res = await fetch(`${t.baseUrl}${r.print_file_url}`, { headers: authHeaders(admin.token) });
      expectLabelled(res.status, r.print_file_url!).toBe(200);
      const file = join(ARTIFACTS, `recipient-${r.id}.pdf`);
      writeFileSync(file, Buffer.from(await res.arrayBuffer()));
      files.add(r.print_file_url!);
      const text = (await run('pdftotext', ['-raw', file, '-'])).stdout.replace(/\s+/g, ' ');
      const person = POSTED.find((p) => p.name === r.name)!;
      expectLabelled(text, r.name).toContain(`${greetingOf(person)},`);
    }
    expect(files.size).toBe(40);
  }, 240_000);
});
