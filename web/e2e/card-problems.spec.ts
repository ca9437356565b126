import { apiLogin, api as adminApi, desktop, signInAsAdmin, snap as adminSnap } from './admin/admin-support';
import { env, expect, snap, test } from './fixtures';
import { SIZES, api, login, newCustomer, open, readyOption, signInAs, pay } from './shop-support';

/**
 * A fix after paying: the customer reports that one person's card of a posted list order never
 * came, the admin reprints it to a corrected address from "Reported cards", rendering makes the
 * new file (on the admin's order page), and the customer's timeline shows each step.
 */
test('when a customer reports one person’s card and the admin reprints it to a corrected address, then one new file is made and the order page shows the report and the new card', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const made = await newCustomer('Card Problems');
  const customer = await login(made.email, made.password);
  const { optionId } = await readyOption(customer);
  const people = [];
  for (const [name, postcode] of [
    ['Jean Smith', 'BA1 1AA'],
    ['Tom Jones', 'BA2 2BB'],
  ] as const)
    people.push({
      address_id: (
        await api<{ id: number }>(customer.token, 'POST', '/addresses', {
          address: { name, line1: '1 Holly Lane', city: 'Bath', postcode },
        })
      ).body.id,
    });
  const products = await api<Array<{ id: number; price: number; active: boolean }>>(null, 'GET', '/products?per_page=200');
  const product = products.body.filter((p) => p.active !== false).sort((a, b) => a.price - b.price)[0]!;
  await api(customer.token, 'POST', '/cart/send_to_many', {
    mailing: { card_instance: { id: optionId }, product_id: product.id, recipients: people },
  });
  const order = await pay(customer);
  const admin = await apiLogin(env.admin().email, env.admin().password);
  for (const status of ['in_production', 'dispatched'])
    expect((await adminApi(admin.token, 'PUT', `/admin/orders/${order.id}`, { order: { status } })).status).toBe(200);

  const phone = SIZES.find((s) => s.name === 'phone')!;
  const { ctx, page } = await open(browser, phone);
  await signInAs(page, customer);
  await page.goto(`${env.web()}/profile/order/${encodeURIComponent(order.number)}`);
  await page.getByRole('button', { name: 'Report a problem with a card' }).click();
  const form = page.getByRole('form', { name: 'Report a problem with a card' });
  const jean = await form.getByLabel('Which card').locator('option', { hasText: 'Jean Smith' }).getAttribute('value');
  await form.getByLabel('Which card').selectOption(jean!);
  await form.getByLabel('It has not arrived by its day').check();
  await form.getByLabel('Anything we should know (optional)').fill('Jean moved to York last month');
  await form.getByRole('button', { name: 'Send report' }).click();
  const timeline = page.getByRole('list', { name: 'Order progress' });
  await expect(timeline).toContainText('Problem reported: Jean Smith’s card (not arrived)');

  const desk = await browser.newContext({ ...desktop, baseURL: env.web() });
  const adminPage = await desk.newPage();
  await signInAsAdmin(adminPage);
  await adminPage.goto('/admin/problems');
  const row = adminPage.getByRole('row').filter({ hasText: order.number });
  await expect(row).toContainText('Jean moved to York last month');
  await adminSnap(adminPage, 'card-problems-admin-desktop');
  await row.getByRole('button', { name: 'Reprint to a corrected address' }).click();
  const moved = row.getByRole('form', { name: 'Corrected address for Jean Smith' });
  await moved.getByLabel('Address line 1').fill('4 Mill Lane');
  await moved.getByLabel('Town or city').fill('York');
  await moved.getByLabel('Postcode').fill('NOT A CODE');
  await moved.getByRole('button', { name: 'Reprint to this address' }).click();
  await expect(moved).toContainText('Enter a UK postcode, like SW1A 2AA.');
  await adminSnap(adminPage, 'card-problems-admin-address-desktop');
  await adminPage.setViewportSize(phone.viewport);
  await adminSnap(adminPage, 'card-problems-admin-address-phone');
  await adminPage.setViewportSize(desktop.viewport);
  await moved.getByLabel('Postcode').fill('yo1 7hh');
  await moved.getByRole('button', { name: 'Reprint to this address' }).click();
  await expect(adminPage.getByText('No card is waiting for an answer.')).toBeVisible();

  // Rendering makes the one new file; the admin's order page lists it beside the person's own.
  await adminPage.goto(`/admin/order/${order.id}`);
  const files = adminPage.locator('.admin-files li').filter({ hasText: 'reprint for report' });
  await expect(files).toHaveCount(1);
  await expect(files).toContainText('Jean Smith');
  await expect(files).toContainText('post to Jean Smith, 4 Mill Lane, York, YO1 7HH');
  await expect(files.getByRole('button', { name: 'Download PDF' })).toBeVisible({ timeout: 90_000 });
  await adminSnap(adminPage, 'card-problems-admin-order-desktop');
  await adminPage.setViewportSize(phone.viewport);
  await adminSnap(adminPage, 'card-problems-admin-order-phone');
  // It joins today's print run, as one card of its own.
  await adminPage.setViewportSize(desktop.viewport);
  await adminPage.goto('/admin/print-today');
  await expect(adminPage.getByRole('row').filter({ hasText: 'Reprint for Jean Smith' })).toContainText(order.number);
  await adminSnap(adminPage, 'card-problems-print-today-desktop');
  await desk.close();

  await expect(async () => {
    await page.reload();
    await expect(timeline).toContainText('New card printed for Jean Smith', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(timeline).toContainText('A new card for Jean Smith is being printed, to go to 4 Mill Lane, York YO1 7HH');
  await snap(page, 'card-problems-order-phone');
  await ctx.close();
  const wide = await open(
    browser,
    SIZES.find((s) => s.name === 'desktop')!,
  );
  await signInAs(wide.page, customer);
  await wide.page.goto(`${env.web()}/profile/order/${encodeURIComponent(order.number)}`);
  await expect(wide.page.getByRole('list', { name: 'Order progress' })).toContainText('New card printed for Jean Smith');
  await snap(wide.page, 'card-problems-order-desktop');
  await wide.ctx.close();
});
