import { expect, snap, test } from './fixtures';
import { SIZES, fillCart, login, mailContaining, newCustomer, open, pay, readyOption } from './shop-support';

/**
 * One browser, one session: a mail's "View your order" link opened in a new tab arrives signed
 * in (the tab takes up the browser's session from its HttpOnly cookie), and signing out in
 * one tab signs the others out.
 */
test('when a signed-in customer opens the order mail’s link in a new tab, then it shows the order signed in; signing out there signs the first tab out, on a phone and a desktop', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const made = await newCustomer('Two Tabs');
  const customer = await login(made.email, made.password);
  const { optionId } = await readyOption(customer);
  await fillCart(customer, optionId);
  const order = await pay(customer);
  const mail = await mailContaining(`Your order ${order.number} is confirmed`);
  const link = /View your order: (\S+)/.exec(mail)?.[1];
  if (!link) throw new Error('the order mail links to no order page');

  for (const size of SIZES) {
    const { ctx, page } = await open(browser, size);
    await page.goto('/login');
    await page.getByLabel('Email').fill(made.email);
    await page.getByLabel('Password').fill(made.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    const session = (await ctx.cookies()).find((c) => c.name === 'cards_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/session' });

    // The mail's link, in a new tab: no sign-in page, the order itself.
    const second = await ctx.newPage();
    await second.goto(new URL(new URL(link).pathname, page.url()).href);
    await expect(second.getByRole('heading', { name: new RegExp(order.number) })).toBeVisible();
    await expect(second).not.toHaveURL(/\/login/);
    await snap(second, `signed-in-tabs-order-${size.name}`);

    // Signing out in the new tab signs the first one out as well; a third tab opens signed out.
    await second.goto('/logout');
    await expect(second).toHaveURL(/\/$/);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('You signed out in another tab.')).toBeVisible();
    const third = await ctx.newPage();
    await third.goto(new URL(new URL(link).pathname, page.url()).href);
    await expect(third).toHaveURL(/\/login/);
    await ctx.close();
  }
});
