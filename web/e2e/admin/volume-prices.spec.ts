import { expect, test } from '../fixtures';
import { desktop, pick, signInAsAdmin, snap, tag } from './admin-support';

test.use(desktop);

test('when the admin gives a product volume prices, then a mistake is shown at its row or under the list, and the tiers are kept in quantity order', async ({
  page,
}) => {
  const t = tag();
  await signInAsAdmin(page);
  await page.goto('/admin/product/new');
  await page.getByLabel('Name', { exact: true }).fill(`Christmas pack ${t}`);
  await page.getByLabel('Price (£)').fill('4.00');
  await pick(page, 'Product category', /Standard cards/);
  await page.getByLabel('Size').selectOption('A6');
  await page.getByLabel('SKU').fill(`XMAS-${t.toUpperCase()}`);
  // Kept out of the shop: other journeys choose among the products customers see.
  await page.getByLabel('Active (shown to customers)').uncheck();

  // A tier of one card is checked in the browser, at its cell, with the contract's words.
  await page.getByRole('button', { name: 'Add a volume price' }).click();
  const first = page.getByRole('group', { name: 'Volume prices: row 1' });
  await first.getByLabel('From quantity').fill('1');
  await first.getByLabel('Price each (£)').fill('3.50');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(first.locator('.field-error')).toHaveCount(1);
  await expect(first.getByLabel('From quantity')).toHaveAttribute('aria-invalid', 'true');

  // A tier no cheaper than the price below it is refused by the catalogue, under the list.
  await first.getByLabel('From quantity').fill('10');
  await first.getByLabel('Price each (£)').fill('4.00');
  await page.getByRole('button', { name: 'Create product' }).click();
  const form = page.getByRole('form', { name: 'New product' });
  await expect(form.getByRole('alert').filter({ hasText: 'From 10 cards the price must be lower than 4.00 pounds' })).toBeVisible();
  await snap(page, 'products-volume-prices-error');

  // Corrected, with a second tier typed first-row-last: the product keeps them by quantity.
  await first.getByLabel('Price each (£)').fill('3.50');
  await page.getByRole('button', { name: 'Add a volume price' }).click();
  const second = page.getByRole('group', { name: 'Volume prices: row 2' });
  await second.getByLabel('From quantity').fill('5');
  await second.getByLabel('Price each (£)').fill('3.80');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Christmas pack ${t}` })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.admin-details').last()).toContainText('£3.80 from 5, £3.50 from 10');
  await snap(page, 'products-volume-prices-show');
});
