import { signInAsAdmin } from './admin/admin-support';
import { env, expect, seriousViolations, snap, test } from './fixtures';
import { SIZES, api, login, mailContaining, newCustomer, open, readyOption, signInAs, pay } from './shop-support';

/**
 * What the customer is told after paying follows the print team's real steps: the print file is
 * made (nothing printed), the admin sends the order to production (being printed), marks it
 * dispatched (posted, with the "posted" mail the completion page promised and its tracking).
 */
test("when the admin takes a list order through printing and posting, then the customer's page and mails say each step, never ahead of it", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const made = await newCustomer('Order States');
  const customer = await login(made.email, made.password);
  const { optionId } = await readyOption(customer);
  const people = [];
  for (const [name, postcode] of [
    ['Sam and Priya Shah', 'BA1 1AA'],
    ['Tom Smith', 'BA2 2BB'],
  ] as const) {
    const r = await api<{ id: number }>(customer.token, 'POST', '/addresses', {
      address: { name, line1: '1 Holly Lane', city: 'Bath', postcode },
    });
    people.push({ address_id: r.body.id });
  }
  const products = await api<Array<{ id: number; price: number; active: boolean }>>(null, 'GET', '/products?per_page=200');
  const product = products.body.filter((p) => p.active !== false).sort((a, b) => a.price - b.price)[0]!;
  expect(
    (
      await api(customer.token, 'POST', '/cart/send_to_many', {
        mailing: { card_instance: { id: optionId }, product_id: product.id, recipients: people },
      })
    ).status,
  ).toBe(200);
  const order = await pay(customer);

  const phone = SIZES.find((s) => s.name === 'phone')!;
  const { ctx, page } = await open(browser, phone);
  await signInAs(page, customer);
  const orderPage = `${env.web()}/profile/order/${encodeURIComponent(order.number)}`;
  const states = () => page.getByRole('list', { name: 'Who gets this card' }).locator('.recipient-state');
  const timeline = () => page.getByRole('list', { name: 'Order progress' });

  // Paid: at most the print files exist. Nothing says printed while the timeline says not yet.
  await page.goto(orderPage);
  await page.getByText('Who gets one (2)').click();
  await expect(timeline().getByRole('listitem').filter({ hasText: 'Printing' })).toContainText('(not yet)');
  await expect(states()).toHaveText([/^(Waiting to be printed|Print file ready)$/, /^(Waiting to be printed|Print file ready)$/]);
  await expect(page.locator('main')).not.toContainText(/Printed, ready for the post|Being printed/);
  await snap(page, 'order-states-paid-phone');

  // The admin sends it to production: being printed.
  const desk = await browser.newContext({ baseURL: env.web(), viewport: { width: 1280, height: 800 } });
  const admin = await desk.newPage();
  await signInAsAdmin(admin);
  await admin.goto(`/admin/order/${order.id}`);
  await admin.getByRole('button', { name: 'Send to production' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Send to production' }).click();
  await expect(admin.locator('.admin-order-actions .status-pill')).toHaveText('in production');
  await page.reload();
  await page.getByText('Who gets one (2)').click();
  await expect(states()).toHaveText(['Being printed', 'Being printed']);
  await expect(timeline().locator('[aria-current="step"]')).toContainText('Printing');

  // Dispatched with a tracking number: posted, and the mail says so.
  await admin.getByRole('button', { name: 'Mark dispatched' }).click();
  await admin.getByRole('dialog').getByLabel('Tracking number (optional)').fill('TT123456785GB');
  await admin.getByRole('dialog').getByRole('button', { name: 'Mark dispatched' }).click();
  await expect(admin.locator('.admin-order-actions .status-pill')).toHaveText('dispatched');
  await snap(admin, 'order-states-admin-desktop');
  await desk.close();

  const mail = await mailContaining(`Your cards are posted: order ${order.number}`);
  expect(mail).toContain(made.email);
  expect(mail).toContain('the 2 people on your list');
  expect(mail).toContain('Tracking number: TT123456785GB');
  expect(mail).toContain('https://www.royalmail.com/track-your-item#/tracking-results/TT123456785GB');
  expect(mail).toContain(`/profile/order/${order.number}`);

  await page.reload();
  await page.getByText('Who gets one (2)').click();
  await expect(states()).toHaveText(['Posted', 'Posted']);
  await expect(timeline().locator('[aria-current="step"]')).toContainText('Posted');
  await expect(page.getByText('TT123456785GB')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await snap(page, 'order-states-posted-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await snap(page, 'order-states-posted-desktop');
  await ctx.close();
});
