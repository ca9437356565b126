import { apiLogin, api as adminApi, desktop, signInAsAdmin, snap as adminSnap } from './admin/admin-support';
import { env, expect, snap, test } from './fixtures';
import { SIZES, api, login, newCustomer, open, readyOption, signInAs, pay } from './shop-support';

/**
 * A fix after paying: the customer reports one person's card of a posted list order on the order
 * page, the admin reprints it from "Reported cards", and the order's timeline shows both steps.
 */
test('when a customer reports one person’s card and the admin reprints it, then the order page shows the report and the new card', async ({
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
  await form.getByLabel('It arrived damaged').check();
  await form.getByLabel('Anything we should know (optional)').fill('The envelope was torn open');
  await form.getByRole('button', { name: 'Send report' }).click();
  const timeline = page.getByRole('list', { name: 'Order progress' });
  await expect(timeline).toContainText('Problem reported: Jean Smith’s card (damaged)');

  const desk = await browser.newContext({ ...desktop, baseURL: env.web() });
  const adminPage = await desk.newPage();
  await signInAsAdmin(adminPage);
  await adminPage.goto('/admin/problems');
  const row = adminPage.getByRole('row').filter({ hasText: order.number });
  await expect(row).toContainText('The envelope was torn open');
  await adminSnap(adminPage, 'card-problems-admin-desktop');
  await row.getByRole('button', { name: 'Reprint' }).click();
  await expect(adminPage.getByText('No card is waiting for an answer.')).toBeVisible();
  await desk.close();

  await page.reload();
  await expect(timeline).toContainText('New card printed for Jean Smith');
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
