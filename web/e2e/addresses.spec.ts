import { chromium } from '@playwright/test';
import { env, expect, settled, snap, test } from './fixtures';
import { login, newCustomer, type Customer } from './shop-support';

/**
 * The platform is set up for http://localhost:<port>, as `make start` is. A newcomer may open it
 * at 127.0.0.1 or [::1] instead (or a phone at the machine's network address): outside
 * production the shop works there end to end. An address that is not this machine's is refused,
 * and the shop says so in words a person can act on.
 */
const port = () => new URL(env.web()).port;
const at = (host: string) => `http://${host}:${port()}`;

test.describe('the shop at another address of this machine', () => {
  for (const host of ['127.0.0.1', '[::1]']) {
    test(`when a customer opens the shop at ${host}, then samples, sign-in, designing and paying all work`, async ({ page }) => {
      test.setTimeout(180_000);
      const base = at(host);
      const made = await newCustomer(`Addresses ${host}`);
      const customer: Customer = await login(made.email, made.password);
      expect(env.web(), 'the platform under test is set up for localhost').toContain('localhost');

      // The samples are there, with pictures that load from this address.
      await page.goto(`${base}/samples`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Cards our customers made/);
      const pictures = page.locator('main img');
      await expect(pictures.first()).toBeVisible();
      await expect
        .poll(() => pictures.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 })
        .toBe(true);
      await expect(page).toHaveURL(new RegExp(`^${base.replace(/[[\].]/g, '\\$&')}/samples`));

      // Sign in through the form.
      await page.goto(`${base}/login`);
      await page.getByLabel('Email').fill(customer.email);
      await page.getByLabel('Password').fill(customer.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(`${base}/`);

      // Design a card and wait for its options.
      await page.goto(`${base}/card/new`);
      await page.locator('.occasion', { hasText: 'Birthday' }).click();
      await page.locator('.style-option', { hasText: 'Watercolour Botanicals' }).click();
      await page.getByLabel('Who is it for?').fill('Grandma Rose');
      await page.getByLabel('Who is it from?').fill('Sam');
      await page.getByLabel('Anything else we should know?').fill('Loves gardening and the seaside');
      await page.getByRole('button', { name: 'Create my card' }).click();
      await expect(page).toHaveURL(/\/card\/\d+$/);
      await expect(page.getByRole('list', { name: 'Options' }).getByText('Ready').first()).toBeVisible({ timeout: 120_000 });

      // Order it and pay with the test Visa.
      await page.getByRole('list', { name: 'Options' }).getByRole('link', { name: /Ready/ }).first().click();
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(page.getByText('Added to your cart.')).toBeVisible();
      await page.goto(`${base}/cart`);
      await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toHaveCount(1);
      await page.getByRole('link', { name: 'Checkout securely' }).click();
      await page.getByLabel('Full name').fill('Rose Customer');
      await page.getByLabel('Address line 1').fill('1 Garden Lane');
      await page.getByLabel('Town or city').fill('Brighton');
      await page.getByLabel('Postcode').fill('BN1 1AA');
      await page.getByRole('button', { name: 'Use this address' }).click();
      await expect(page.getByText('1 Garden Lane')).toBeVisible();
      await page.getByRole('button', { name: 'Pay now' }).click();
      await expect(page).toHaveURL(/\/cart\/complete\/[\w-]+$/, { timeout: 30_000 });
      await expect(page.getByRole('heading', { name: /Your order is confirmed/ })).toBeVisible();
      expect(page.url().startsWith(base)).toBe(true);
      await settled(page);
    });
  }
});

test.describe('the shop at an address that is not this machine', () => {
  test('when the shop is opened at a name the API does not allow, then it says which address to use instead of the maintenance page', async () => {
    // A made-up name that this browser alone resolves to this machine: to the API it is a foreign
    // address (no test sends traffic anywhere but loopback).
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium',
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--host-resolver-rules=MAP shop.elsewhere.test 127.0.0.1'],
    });
    try {
      const page = await browser.newPage();
      await page.goto(`http://shop.elsewhere.test:${port()}/samples`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Open the shop at its own address');
      await expect(page).toHaveURL(/\/wrong-address\?return_to=%2Fsamples$/);
      await expect(page.getByRole('alert')).toContainText(new URL(env.web()).origin);
      await expect(page.getByRole('link', { name: `Open ${new URL(env.web()).origin}` })).toHaveAttribute(
        'href',
        `${new URL(env.web()).origin}/samples`,
      );
      await expect(page.getByText('CORS_ORIGINS=http://shop.elsewhere.test:')).toBeVisible();
      await snap(page, 'wrong-address');
    } finally {
      await browser.close();
    }
  });
});
