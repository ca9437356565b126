import { dayInWords } from '@cards/contracts/dates-in-words';
import { env, expect, seriousViolations, snap, test } from './fixtures';
import {
  api,
  expectPlainWords,
  fillCart,
  login,
  newCustomer,
  open,
  pay,
  readyOption,
  signInAs,
  SIZES,
  type Customer,
  type PaidOrder,
} from './shop-support';

test.describe.configure({ mode: 'serial' });

test.describe('a shop that feels finished, for the administrator and the visitor', () => {
  let admin: Customer;
  let olive: Customer;
  let order: PaidOrder;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    admin = await login(env.admin().email, env.admin().password);
    const made = await newCustomer('Olive Orderer');
    olive = await login(made.email, made.password);
    await fillCart(olive, (await readyOption(olive)).optionId);
    order = await pay(olive);
  });

  test("when the admin lists orders and opens one, then the customer's name and e-mail show, linked to the user, and numbers do not wrap", async ({
    browser,
  }) => {
    for (const size of SIZES) {
      const { ctx, page } = await open(browser, size);
      await signInAs(page, admin);
      await page.goto(`/admin/orders?search=${encodeURIComponent(order.number)}`);
      const row = page.getByRole('row').filter({ hasText: order.number });
      await expect(row).toContainText('Olive Orderer');
      await expect(row).toContainText(olive.email);
      const number = row.locator('.order-number');
      expect(await number.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('nowrap');
      const box = (await number.boundingBox())!;
      expect(box.height).toBeLessThan(2 * Number.parseFloat(await number.evaluate((el) => getComputedStyle(el).fontSize)));
      // The table scrolls inside its box; the page itself does not scroll sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await snap(page, `shop-${size.name}-admin-orders`);
      await row.getByRole('link', { name: order.number, exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/order\/\d+$/);
      const customer = page.locator('.admin-customer').first();
      await expect(customer).toContainText('Olive Orderer');
      await expect(customer).toContainText(olive.email);
      await expect(page.locator('.order-summary')).toContainText(
        `Printed and posted${dayInWords(order.planned_dispatch_date, new Date())}`,
      );
      await snap(page, `shop-${size.name}-admin-order`);
      await customer.click();
      await expect(page).toHaveURL(new RegExp(`/admin/user/${olive.user.id}$`));
      await ctx.close();
    }
  });

  test("when the admin opens a product, then its category shows by name; the sidebar's last entry is reachable at 1280×800", async ({
    browser,
  }) => {
    const products = await api<Array<{ id: number; sku: string; product_category_id: number }>>(null, 'GET', '/products?per_page=200');
    const a6 = products.body.find((p) => p.sku === 'CARD-A6')!;
    const category = await api<{ name: string }>(null, 'GET', `/product_categories/${a6.product_category_id}`);
    const { ctx, page } = await open(browser, SIZES[0]);
    await signInAs(page, admin);
    await page.goto(`/admin/product/${a6.id}`);
    const details = page.locator('.admin-details').last();
    await expect(details.getByRole('link', { name: category.body.name })).toBeVisible();
    await expect(details).not.toContainText(`#${a6.product_category_id}`);
    await snap(page, 'shop-desktop-admin-product');
    // Every entry of the admin menu shows on a 1280×800 screen without scrolling anything.
    const last = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Service health' });
    await expect(last).toBeInViewport();
    await page.screenshot({ path: '.tmp/artifacts/web/shop-desktop-admin-viewport.png' });
    await last.click();
    await expect(page).toHaveURL(/\/admin\/health$/);
    // An admin form sent empty or wrong speaks plainly too.
    await page.goto('/admin/product/new');
    await page.getByLabel('Price (£)').fill('');
    await page.getByLabel('SKU').fill('bad sku');
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page.getByText('Enter the name.')).toBeVisible();
    await expect(page.getByText('Use capital letters, digits and dashes for the SKU.')).toBeVisible();
    await expectPlainWords(page);
    await snap(page, 'shop-desktop-admin-product-wrong');
    await ctx.close();
  });

  test('when a visitor opens the menu, then it offers Samples, Christmas cards, Blog and Sign up; the phone header says Design; an empty cart has no 0', async ({
    browser,
  }) => {
    for (const size of SIZES) {
      const { ctx, page } = await open(browser, size);
      await page.goto('/about');
      // /about arrives pre-rendered: the burger works once the app has hydrated the page.
      await page.locator('html[data-app-ready="true"]').waitFor();
      const design = page.locator('.header-cta');
      await expect(design).toHaveAccessibleName('Design a card');
      await expect(design).toContainText(size.name === 'phone' ? 'Design' : 'Design a card');
      expect((await design.innerText()).trim().length).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Menu' }).click();
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link')).toHaveText([/Home/, /Samples/, /Christmas cards/, /Blog/, /About Us/, /Sign up/, /Login/]);
      expect(await seriousViolations(page)).toEqual([]);
      await snap(page, `shop-${size.name}-visitor-menu`);
      await page.keyboard.press('Escape');
      // A signed-in customer whose cart is empty sees no "0".
      await signInAs(page, olive);
      await page.goto('/about');
      await page.locator('html[data-app-ready="true"]').waitFor();
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(nav.getByRole('link', { name: 'Cart' })).toBeVisible();
      await expect(nav.locator('.badge')).toHaveCount(0);
      await expect(page.locator('.site-header .badge')).toHaveCount(0);
      await ctx.close();
    }
  });

  test("when anyone opens the Christmas page, then the last order dates are this season's, with their weekdays, at both sizes", async ({
    browser,
  }) => {
    const options = await api<{
      christmas: { season: number; options: Array<{ name: string; last_dispatch_date: string; last_order_at: string }> };
    }>(null, 'GET', '/delivery_options');
    const { season, options: dates } = options.body.christmas;
    for (const size of SIZES) {
      const { ctx, page } = await open(browser, size);
      await page.goto('/christmas/cards-before-christmas');
      await expect(page.getByRole('heading', { name: `Last order dates for Christmas ${season}` })).toBeVisible();
      for (const d of dates) {
        const row = page.getByRole('row').filter({ hasText: d.name });
        await expect(row).toContainText(
          new Date(d.last_order_at) < new Date() ? 'Too late for Christmas post' : dayInWords(d.last_dispatch_date, new Date()),
        );
        // Beside it, what an order paid now is promised: the cart's and checkout's words.
        await expect(row).toContainText(/Order now: Posted (today if you order by \d+(:\d\d)?[ap]m|\w+day \d+ \w+( \d{4})?); expected by/);
      }
      await expect(page.locator('main')).not.toContainText('International');
      expect(await seriousViolations(page)).toEqual([]);
      await snap(page, `shop-${size.name}-christmas`);
      await ctx.close();
    }
  });
});
