import { randomBytes } from 'node:crypto';
import { confirmationLink, env, expect, seriousViolations, snap, test } from './fixtures';

const email = `customer-${randomBytes(4).toString('hex')}@e2e.test`;
const password = 'violet-tractor-under-lantern-42';

test.describe.configure({ mode: 'serial' });

test.describe('a customer', () => {
  test('when a customer signs up, confirms by mail, designs, regenerates, orders with a coupon and pays, then they see the order', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    // Sign up and confirm from the mail file.
    await page.goto('/signup');
    await page.getByLabel('Name').fill('Sam Customer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    const link = new URL(await confirmationLink(email));
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { name: 'Your e-mail is confirmed' })).toBeVisible();
    await snap(page, 'customer-confirmed');

    // Sign in.
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${env.web()}/`);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
      /Home/,
      /About Us/,
      /My Cards/,
      /Cart/,
      /My Account/,
      /Logout/,
    ]);
    await page.keyboard.press('Escape');

    // Design a card and generate its options.
    await page.goto('/card/new');
    // The seeded occasion and style: other suites may add their own to the same catalogue.
    await page.locator('.occasion', { hasText: 'Birthday' }).click();
    await page.locator('.style-option', { hasText: 'Watercolour Botanicals' }).click();
    await page.getByLabel('Who is it for?').fill('Grandma Rose');
    await page.getByLabel('Who is it from?').fill('Sam');
    await page.getByLabel('Anything else we should know?').fill('Loves gardening and the seaside');
    await snap(page, 'customer-designer-filled');
    await page.getByRole('button', { name: 'Create my card' }).click();
    await expect(page).toHaveURL(/\/card\/\d+$/);
    await expect(page.getByRole('list', { name: 'Options' }).getByText('Ready').first()).toBeVisible({ timeout: 120_000 });
    await snap(page, 'customer-card-options');
    expect(await seriousViolations(page)).toEqual([]);

    // Open an option: true-to-print preview, regenerate the words.
    await page.getByRole('list', { name: 'Options' }).getByRole('link', { name: /Ready/ }).first().click();
    await expect(page).toHaveURL(/\/card\/\d+\/option\/\d+$/);
    // The preview is the card's own print layout, in a frame.
    const words = page.frameLocator('iframe[data-sheet="inside"]').locator('.message');
    const greeting = page.frameLocator('iframe[data-sheet="outside"]').locator('.headline');
    await expect(words).toBeVisible();
    const before = await words.textContent();
    const front = await greeting.textContent();
    await page.getByRole('button', { name: 'Regenerate words' }).click();
    await expect(words).not.toHaveText(before ?? '', { timeout: 90_000 });
    await expect(page.getByRole('button', { name: 'Regenerate words' })).toBeEnabled({ timeout: 90_000 });
    // New words keep the front greeting unless a new one is asked for too.
    await expect(greeting).toHaveText(front ?? '');
    await page.getByLabel('and a new front greeting').check();
    await page.getByRole('button', { name: 'Regenerate words' }).click();
    await expect(greeting).not.toHaveText(front ?? '', { timeout: 90_000 });
    await expect(page.getByRole('button', { name: 'Regenerate words' })).toBeEnabled({ timeout: 90_000 });
    await snap(page, 'customer-option-preview');

    // Add to cart, apply the coupon, check out and pay with Stripe's test Visa.
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Added to your cart.')).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toHaveCount(1);
    const totalBefore = await page.getByTestId('cart-total').textContent();
    await page.getByLabel('Coupon code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Coupon WELCOME10 applied.')).toBeVisible();
    await expect(page.getByTestId('cart-total')).not.toHaveText(totalBefore ?? '');
    await snap(page, 'customer-cart');
    await page.getByRole('link', { name: 'Checkout securely' }).click();
    await page.getByLabel('Full name').fill('Rose Customer');
    await page.getByLabel('Address line 1').fill('1 Garden Lane');
    await page.getByLabel('Town or city').fill('Brighton');
    await page.getByLabel('Postcode').fill('BN1 1AA');
    await page.getByRole('button', { name: 'Use this address' }).click();
    await expect(page.getByText('1 Garden Lane')).toBeVisible();
    await expect(page.getByLabel(/Visa/).first()).toBeChecked();
    await snap(page, 'customer-checkout');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/cart\/complete\/[\w-]+$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: /Your order is confirmed/ })).toBeVisible();
    const number = decodeURIComponent(page.url().split('/').pop()!);
    await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
    await snap(page, 'customer-order-complete');

    // The order is in the account; the cart is empty.
    await page.goto('/profile/orders');
    await expect(page.getByRole('link', { name: number })).toBeVisible();
    await snap(page, 'customer-orders');
    await page.getByRole('link', { name: number }).click();
    await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await page.goto('/cards');
    await expect(page.locator('.my-card')).toHaveCount(1);
    await snap(page, 'customer-my-cards');
    await page.goto('/profile');
    await snap(page, 'customer-profile');
    await page.goto('/subscription/new');
    await snap(page, 'customer-plans');
  });
});
