import type { Card, CardInstance, DeliveryCalendarReply, Order, PrintRun } from '@cards/contracts';
import { env, expect, test } from '../fixtures';
import { api, apiLogin, desktop, signInAsAdmin, snap } from './admin-support';
import { api as shopApi, login, newCustomer, readyOption } from '../shop-support';

test.use(desktop);

const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

/** A held order of the admin's own sample card: paid through checkout, to arrive next month. */
async function heldOrder(token: string): Promise<{ order: Order; option: CardInstance }> {
  const samples = (await api<Card[]>(token, 'GET', '/cards/samples')).body;
  const option = samples.flatMap((c) => c.card_instances).find((i) => i.status === 'ready' && i.front_text)!;
  const products = (await api<Array<{ id: number }>>(token, 'GET', '/products?per_page=200')).body;
  await api(token, 'DELETE', '/cart');
  expect(
    (await api(token, 'POST', '/cart/add', { cart: { card_instance: { id: option.id }, quantity: 2, product_id: products[0]!.id } }))
      .status,
  ).toBe(200);
  const next = new Date();
  next.setUTCMonth(next.getUTCMonth() + 1, 1);
  const month = next.toISOString().slice(0, 7);
  const cal = (await api<DeliveryCalendarReply>(token, 'GET', `/delivery_calendar?postage_class=first&postcode=BA1%201AA&month=${month}`))
    .body;
  const day = cal.days.find((d) => d.available)!.date;
  const delivery = await api(token, 'PUT', '/cart/delivery', {
    delivery: {
      method: 'to_recipient',
      postage_class: 'first',
      address: { name: 'Rose Smith', line1: '1 Garden Lane', city: 'Bath', postcode: 'BA1 1AA' },
      arrive_by: day,
    },
  });
  expect(delivery.status).toBe(200);
  const intent = (await api<{ payment_intent_id: string }>(token, 'POST', '/cart/payment_intent')).body;
  const paid = await api<Order>(token, 'POST', '/cart/payment_complete', {
    cart: { payment_intent_id: intent.payment_intent_id, payment_method: 'pm_card_visa' },
  });
  expect(paid.body).toMatchObject({ status: 'held' });
  return { order: paid.body, option };
}

test.describe('an admin answering a complaint', () => {
  test('when a held order is opened, then each line shows its words and front, and the page says when its print file is made without asking for one', async ({
    page,
  }) => {
    const admin = await apiLogin(env.admin().email, env.admin().password);
    const { order, option } = await heldOrder(admin.token);
    const printFileAnswers: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/print_files')) printFileAnswers.push(r.status());
    });
    await signInAsAdmin(page);
    await page.goto(`/admin/order/${order.id}`);
    await expect(page.getByTestId('print-file-timing')).toContainText('Held for a later arrival: released to print on');
    const line = page.getByTestId(`order-line-${order.items[0]!.id}`);
    await expect(line).toContainText(option.front_text);
    await expect(line).toContainText(option.text.split('\n')[0]!.slice(0, 40));
    await expect(line.locator('img')).toBeVisible();
    for (const [name, size] of Object.entries(SIZES)) {
      await page.setViewportSize(size);
      await snap(page, `order-held-${name}`);
    }
    // A held order has no print files to ask for: nothing asked, so no 404 in the console.
    expect(printFileAnswers).toEqual([]);

    // Released by hand, it asks for its files, which come without an error answer.
    await page.setViewportSize(SIZES.desktop);
    await page.getByRole('button', { name: 'Release to print now' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Release to print now' }).click();
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('print-file-timing')).toHaveText('The print file is ready.');
    expect(printFileAnswers.every((s) => s === 200)).toBe(true);
  });

  test("when the admin opens the day's print run, then its cards are listed and one ZIP downloads; an empty day says so", async ({
    page,
  }) => {
    const admin = await apiLogin(env.admin().email, env.admin().password);
    const { order } = await heldOrder(admin.token);
    const released = (await api<Order>(admin.token, 'PUT', `/admin/orders/${order.id}`, { order: { status: 'paid' } })).body;
    const day = released.planned_dispatch_date!;
    await expect
      .poll(async () => (await api<PrintRun>(admin.token, 'GET', `/admin/print_runs/${day}`)).body.ready, { timeout: 60_000 })
      .toBeGreaterThan(0);
    await signInAsAdmin(page);
    await page.goto(`/admin/print-today?date=${day}`);
    const table = page.getByRole('table', { name: 'Cards to print' });
    await expect(table.getByRole('link', { name: order.number })).toBeVisible();
    await expect(page.getByTestId('print-run-summary')).toContainText(/print files? ready/);
    const download = page.waitForEvent('download');
    // The button counts what the ZIP holds, in the right number: "Download ZIP (1 print file, 1 address)".
    await page.getByRole('button', { name: /^Download ZIP \(\d+ print files?, \d+ address(es)?\)$/ }).click();
    expect((await download).suggestedFilename()).toBe(`print-run-${day}.zip`);
    for (const [name, size] of Object.entries(SIZES)) {
      await page.setViewportSize(size);
      await snap(page, `print-today-${name}`);
    }

    await page.goto('/admin/print-today?date=2020-01-06');
    await expect(page.getByTestId('print-run-empty')).toContainText('Nothing to print on Monday 6 January 2020');
    await expect(page.getByRole('button', { name: 'Download ZIP (no print file ready yet)' })).toBeDisabled();
    await snap(page, 'print-today-empty-phone');
  });

  test("when a customer's page is opened, then their orders and subscriptions are listed, each linked to its admin page", async ({
    page,
  }) => {
    const admin = await apiLogin(env.admin().email, env.admin().password);
    const { order } = await heldOrder(admin.token);
    await signInAsAdmin(page);
    await page.goto(`/admin/user/${admin.user.id}`);
    const orders = page.getByRole('list', { name: 'Orders of this customer' });
    await orders.getByRole('link', { name: order.number }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/order/${order.id}$`));
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Subscriptions' })).toBeVisible();
  });

  test("when a customer's page is opened, then their cards, reminders and design packs or plans are listed, and no one else's", async ({
    page,
  }) => {
    const made = await newCustomer('Cora Complaint');
    const cora = await login(made.email, made.password);
    const { cardId } = await readyOption(cora);
    const reminder = { name: 'Aunt Mabel', relationship: 'aunt', occasion: 'Birthday', event_slug: 'birthday', date: '1961-03-14' };
    expect((await shopApi(cora.token, 'POST', '/reminders', { reminder })).status).toBe(201);
    const plans = (await shopApi<Array<{ id: number; slug: string; name: string }>>(null, 'GET', '/plans')).body;
    const plus = plans.find((p) => p.slug === 'plus')!;
    expect((await shopApi(cora.token, 'POST', '/subscriptions', { subscription: { plan_id: plus.id } })).status).toBe(201);

    await signInAsAdmin(page);
    await page.goto(`/admin/user/${cora.user.id}`);
    const cards = page.getByRole('list', { name: 'Cards of this customer' });
    await expect(cards.getByRole('listitem')).toHaveCount(1);
    await expect(cards).toContainText('For Rose');
    await expect(cards).toContainText(/\d options?, \d ready/);
    await expect(cards.getByRole('img', { name: 'Front of the card for Rose' })).toBeVisible();
    const reminders = page.getByRole('list', { name: 'Reminders of this customer' });
    await expect(reminders).toContainText('Aunt Mabel (aunt) · Birthday');
    await expect(reminders).toContainText(/Next mail \w+day \d+ \w+/);
    const bought = page.getByRole('list', { name: 'Design packs and plans of this customer' });
    await expect(bought).toContainText(`${plus.name} plan`);
    await expect(bought).toContainText('open');
    await expect(page.getByRole('list', { name: 'Orders of this customer' })).toHaveCount(0);
    await expect(page.getByText('No orders.')).toBeVisible();
    for (const [name, size] of Object.entries(SIZES)) {
      await page.setViewportSize(size);
      await snap(page, `customer-${name}`);
    }

    await cards.getByRole('link', { name: /For Rose/ }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/sample/${cardId}$`));
    await expect(page.getByRole('heading', { name: 'Options' })).toBeVisible();
  });

  test('when the queues are opened, then a held order’s release is listed with the time it runs and links to the order', async ({
    page,
  }) => {
    const admin = await apiLogin(env.admin().email, env.admin().password);
    const { order } = await heldOrder(admin.token);
    await signInAsAdmin(page);
    await page.goto('/admin/queues');
    const waiting = page.getByRole('table', { name: 'Waiting jobs in cart-order' });
    const row = waiting.getByRole('row').filter({ has: page.getByRole('link', { name: `Order #${order.id}` }) });
    await expect(row).toContainText('release-order');
    await expect(row).toContainText('0 of 10');
    for (const [name, size] of Object.entries(SIZES)) {
      await page.setViewportSize(size);
      await snap(page, `queues-${name}`);
    }
  });
});
