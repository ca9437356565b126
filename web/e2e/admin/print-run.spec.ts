import type { AddressGroup, Card, DeliveryCalendarReply, Order, PrintRun } from '@cards/contracts';
import { brokenWords, env, expect, test } from '../fixtures';
import { api, apiLogin, desktop, signInAsAdmin, snap } from './admin-support';

test.use(desktop);

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
/** The narrowest phone still sold (iPhone SE's first size), where a date word broke. */
const SMALLEST = { width: 320, height: 700 };
const DAY_WORDS =
  /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December) /;
const PEOPLE = ["Siobhán O'Brien", 'Zoë Ångström', 'Łukasz Nowak', 'Seán Ó Briain'];

/** A list of the admin's own sample card to four people, paid: it prints on the next print day. */
async function listOrder(token: string): Promise<Order> {
  const group = `Print run ${Date.now()}`;
  const rows = PEOPLE.map((n, i) => `${n},${i + 1} Ivy Road,Flat ${i + 1},York,North Yorkshire,YO1 ${i + 1}AB`);
  const imported = await api(token, 'POST', '/addresses/import', {
    format: 'csv',
    content: ['Name,Address line 1,Address line 2,Town,County,Postcode', ...rows].join('\n'),
    group,
  });
  expect(imported.status).toBe(200);
  const groups = (await api<AddressGroup[]>(token, 'GET', '/address_groups')).body;
  const samples = (await api<Card[]>(token, 'GET', '/cards/samples')).body;
  const option = samples.flatMap((c) => c.card_instances).find((i) => i.status === 'ready' && i.front_text)!;
  const products = (await api<Array<{ id: number; size: string }>>(token, 'GET', '/products?per_page=200')).body;
  await api(token, 'DELETE', '/cart');
  const sent = await api(token, 'POST', '/cart/send_to_many', {
    mailing: {
      card_instance: { id: option.id },
      product_id: products.find((p) => p.size === 'A6')!.id,
      group_ids: [groups.find((g) => g.name === group)!.id],
    },
  });
  expect(sent.status).toBe(200);
  const intent = (await api<{ payment_intent_id: string }>(token, 'POST', '/cart/payment_intent')).body;
  const paid = await api<Order>(token, 'POST', '/cart/payment_complete', {
    cart: { payment_intent_id: intent.payment_intent_id, payment_method: 'pm_card_visa' },
  });
  expect(paid.status).toBe(200);
  return paid.body;
}

/** An order of one sample card asked to arrive next month: held until its print day. */
async function heldOrder(token: string): Promise<Order> {
  const samples = (await api<Card[]>(token, 'GET', '/cards/samples')).body;
  const option = samples.flatMap((c) => c.card_instances).find((i) => i.status === 'ready')!;
  const products = (await api<Array<{ id: number }>>(token, 'GET', '/products?per_page=200')).body;
  await api(token, 'DELETE', '/cart');
  await api(token, 'POST', '/cart/add', { cart: { card_instance: { id: option.id }, quantity: 1, product_id: products[0]!.id } });
  const next = new Date();
  next.setUTCMonth(next.getUTCMonth() + 1, 1);
  const month = next.toISOString().slice(0, 7);
  const cal = (await api<DeliveryCalendarReply>(token, 'GET', `/delivery_calendar?postage_class=first&postcode=BA1%201AA&month=${month}`))
    .body;
  const address = { name: 'Rose Smith', line1: '1 Garden Lane', city: 'Bath', postcode: 'BA1 1AA' };
  const arrive_by = cal.days.find((d) => d.available)!.date;
  await api(token, 'PUT', '/cart/delivery', { delivery: { method: 'to_recipient', postage_class: 'first', address, arrive_by } });
  const intent = (await api<{ payment_intent_id: string }>(token, 'POST', '/cart/payment_intent')).body;
  const paid = await api<Order>(token, 'POST', '/cart/payment_complete', {
    cart: { payment_intent_id: intent.payment_intent_id, payment_method: 'pm_card_visa' },
  });
  expect(paid.body).toMatchObject({ status: 'held' });
  return paid.body;
}

test.describe("the print team's day", () => {
  test("when an order is held for a later day, then that day's page lists it as held, joining at the start of the day", async ({
    page,
  }) => {
    const admin = await apiLogin(env.admin().email, env.admin().password);
    const order = await heldOrder(admin.token);
    await signInAsAdmin(page);
    await page.goto(`/admin/print-today?date=${order.planned_dispatch_date}`);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: order.number }) });
    await expect(row).toContainText('held');
    await expect(row).toContainText('Joins the run at the start of');
    await expect(page.getByTestId('print-run-summary')).toContainText('held until the day starts');
    await expect(page.getByRole('button', { name: 'Download ZIP (no print file ready yet)' })).toBeDisabled();
    for (const [name, size] of Object.entries(SIZES)) {
      await page.setViewportSize(size);
      await snap(page, `print-run-held-${name}`);
    }

    // On the smallest phone the order code a packer matches stays whole, and no date word breaks.
    await page.setViewportSize(SMALLEST);
    const code = row.getByRole('link', { name: order.number });
    const lineHeight = await code.evaluate((el) => Number.parseFloat(getComputedStyle(el).fontSize) * 2);
    expect((await code.boundingBox())!.height).toBeLessThan(lineHeight);
    await page.goto(`/admin/order/${order.id}`);
    await expect(page.locator('.admin-details').filter({ hasText: 'Expected arrival date' })).toContainText(order.number);
    expect((await brokenWords(page)).filter((w) => DAY_WORDS.test(w))).toEqual([]);
    await snap(page, 'print-run-held-order-smallest');
  });

  test("when a list order's files are ready, then the day's page says what the ZIP holds, and the order shows each person's whole address", async ({
    page,
  }) => {
    const admin = await apiLogin(env.admin().email, env.admin().password);
    const order = await listOrder(admin.token);
    const day = order.planned_dispatch_date!;
    await expect
      .poll(async () => (await api<PrintRun>(admin.token, 'GET', `/admin/print_runs/${day}`)).body.files_ready, { timeout: 120_000 })
      .toBeGreaterThanOrEqual(PEOPLE.length);
    const run = (await api<PrintRun>(admin.token, 'GET', `/admin/print_runs/${day}`)).body;

    await signInAsAdmin(page);
    await page.goto(`/admin/print-today?date=${day}`);
    // Other specs' orders join the same day's run while this one reads it: the counts are at least this order's.
    const button = page.getByRole('button', { name: /^Download ZIP \(\d+ print files, \d+ addresses\)$/ });
    await expect(button).toBeEnabled();
    const [files, envelopes] = ((await button.textContent()) ?? '').match(/\d+/g)!.map(Number);
    expect(files).toBeGreaterThanOrEqual(run.files_ready);
    expect(envelopes).toBeGreaterThanOrEqual(run.envelopes);
    await expect(page.getByTestId('print-run-summary')).toContainText(/\d+ of \d+ print files ready/);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: order.number }) });
    await expect(row).toContainText('4 people, a file each');
    await expect(page.getByTestId('print-run-zip-contents')).toContainText(`labels-${day}.pdf`);
    const download = page.waitForEvent('download');
    await button.click();
    expect((await download).suggestedFilename()).toBe(`print-run-${day}.zip`);
    for (const [name, size] of Object.entries(SIZES)) {
      await page.setViewportSize(size);
      await snap(page, `print-run-list-${name}`);
    }

    await page.setViewportSize(SIZES.desktop);
    await page.goto(`/admin/order/${order.id}`);
    await page.getByText(`Who gets one (${PEOPLE.length})`).click();
    const people = page.getByRole('list', { name: 'Who gets this card' }).getByRole('listitem');
    await expect(people.filter({ hasText: 'Zoë Ångström' })).toContainText('Posted to 2 Ivy Road, Flat 2, York, North Yorkshire, YO1 2AB');
    for (const [name, size] of Object.entries(SIZES)) {
      await page.setViewportSize(size);
      await snap(page, `order-list-addresses-${name}`);
    }
  });
});
