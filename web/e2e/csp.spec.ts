import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { desktop, signInAsAdmin } from './admin/admin-support';
import { confirmationLink, env, expect, settled, test } from './fixtures';

/**
 * Every page works under the web origin's Content-Security-Policy: the headers are there, each
 * page shows its heading, images from the API load, and the browser reports no violation
 * (neither as a `securitypolicyviolation` event nor on the console) for visitors, customers
 * and the administrator.
 */

/** Starts recording CSP violations on `page`; `check()` asserts there were none. */
async function watchCsp(page: Page) {
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|execute|connect|apply|frame)/i.test(m.text())) console.push(m.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return {
    async check(where: string) {
      const events = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
      expect([...events, ...console], where).toEqual([]);
    },
  };
}

async function visit(page: Page, csp: { check(where: string): Promise<void> }, path: string, heading: RegExp) {
  const res = await page.goto(path);
  expect(res?.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toHaveText(heading);
  await settled(page);
  await csp.check(path);
}

const VISITOR: Array<[string, RegExp]> = [
  ['/', /Cards that sound like you/],
  ['/samples', /Cards our customers made/],
  ['/blogs', /Ideas for cards worth keeping/],
  ['/christmas/cards-before-christmas', /delivered before Christmas/],
  ['/about', /Cards that sound like you/],
  ['/privacy', /How we look after your information/],
  ['/complete', /Thank you for your order/],
  ['/cards', /My Cards/],
  ['/login', /Sign in/],
  ['/signup', /Create an account/],
  ['/password/new', /.+/],
  ['/card/new', /What’s the occasion/],
  ['/403', /Access denied/],
  ['/maintenance', /We’ll be right back/],
  ['/no/such/page', /couldn’t find that page/],
  ['/email/undo?undo_token=abc', /Undo the change of your e-mail address/],
];

test.describe('the Content-Security-Policy', () => {
  test('when a visitor opens every public page, then each works and no CSP violation is reported', async ({ page }) => {
    test.setTimeout(120_000);
    const csp = await watchCsp(page);
    for (const [path, h1] of VISITOR) await visit(page, csp, path, h1);
    // The samples' artwork comes from the API's origin.
    await page.goto('/samples');
    await expect(page.locator('img').first()).toBeVisible();
    await settled(page);
    expect(
      await page
        .locator('img')
        .evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth === 0).length),
    ).toBe(0);
    await csp.check('/samples images');
  });

  test('when a customer signs in, designs a card and goes through the account, cart and checkout pages, then no CSP violation is reported', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const csp = await watchCsp(page);
    const email = `csp-${randomBytes(4).toString('hex')}@e2e.test`;
    const password = 'violet-tractor-under-lantern-42';
    const signup = await fetch(`${env.api()}/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email, password, password_confirmation: password, name: 'Cass' } }),
    });
    expect(signup.status).toBe(200);
    const link = new URL(await confirmationLink(email));
    await visit(page, csp, `${link.pathname}${link.search}`, /Your e-mail is confirmed/);
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${env.web()}/`);
    await csp.check('after sign-in (socket open)');

    await page.goto('/card/new');
    await page.locator('.occasion', { hasText: 'Birthday' }).click();
    await page.locator('.style-option', { hasText: 'Watercolour Botanicals' }).click();
    await page.getByLabel('Who is it for?').fill('Rose');
    await page.getByLabel('Who is it from?').fill('Cass');
    await page.getByLabel("They're really into…").fill('her garden');
    await page.getByRole('button', { name: 'Create my card' }).click();
    await expect(page).toHaveURL(/\/card\/\d+$/);
    await expect(page.getByRole('list', { name: 'Options' }).getByText('Ready').first()).toBeVisible({ timeout: 120_000 });
    await settled(page);
    await csp.check('card with options');
    await page.getByRole('list', { name: 'Options' }).getByRole('link', { name: /Ready/ }).first().click();
    await expect(page).toHaveURL(/\/card\/\d+\/option\/\d+$/);
    await settled(page);
    await csp.check('option preview');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Added to your cart.')).toBeVisible();

    for (const [path, h1] of [
      ['/cards', /My Cards/],
      ['/cart', /cart/i],
      ['/cart/checkout', /Checkout/i],
      ['/profile', /.+/],
      ['/profile/edit', /.+/],
      ['/profile/orders', /.+/],
      ['/subscription/new', /.+/],
    ] as Array<[string, RegExp]>)
      await visit(page, csp, path, h1);
  });

  test.describe('for the administrator', () => {
    test.use({ viewport: desktop.viewport, userAgent: desktop.userAgent, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });
    test("when the administrator opens the admin area's pages, then each works and no CSP violation is reported", async ({ page }) => {
      test.setTimeout(120_000);
      const csp = await watchCsp(page);
      await signInAsAdmin(page);
      for (const path of [
        '/admin',
        '/admin/events',
        '/admin/styles',
        '/admin/users',
        '/admin/orders',
        '/admin/coupons',
        '/admin/plans',
        '/admin/queues',
        '/admin/health',
      ]) {
        await page.goto(path);
        await expect(page.locator('main, .admin').first()).toBeVisible();
        await settled(page);
        await expect(page.getByText('There is no such admin page.')).toHaveCount(0);
        await csp.check(path);
      }
    });
  });
});
