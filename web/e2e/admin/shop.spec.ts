import { env, expect, test } from '../fixtures';
import { api, apiLogin, crud, desktop, pick, signInAsAdmin, snap, tag } from './admin-support';

test.use(desktop);

const PASSWORD = 'violet-tractor-under-lantern-42';

/** Fills the manual order form for the admin's own sample card (they own the seeded samples). */
async function fillOrder(page: import('@playwright/test').Page, note: string) {
  await pick(page, 'Customer', env.admin().email, env.admin().email.slice(0, 5));
  await pick(page, 'Card option', /option/);
  await pick(page, 'Product', /.+/);
  await page.getByLabel('Quantity').fill('2');
  await page.getByLabel('Addressed to').fill('Rose Smith');
  await page.getByLabel('Address line 1').fill('1 Garden Lane');
  await page.getByLabel('Town or city').fill('Bath');
  await page.getByLabel('Postcode').fill('ba1 1aa');
  await page.getByLabel('Note').fill(note);
}

test.describe('admin shop sections', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('when the admin manages coupons, then each step works through the forms', async ({ page }) => {
    const key = `SPRING${tag().toUpperCase()}`;
    await crud(page, {
      key: 'coupons',
      noun: 'coupon',
      fill: async (p) => {
        await p.getByLabel('Code').fill(key);
        await p.getByLabel('Percent off').fill('15');
        await p.getByLabel('Most uses in all').fill('100');
        await p.getByLabel('Expires').fill('2030-12-31T23:59');
        return key;
      },
      edit: async (p) => {
        await p.getByLabel('Percent off').fill('20');
        return { label: key, shows: '20%' };
      },
    });
  });

  test('when a coupon has both or neither discount, then the form says so at the field', async ({ page }) => {
    await page.goto('/admin/coupon/new');
    await page.getByLabel('Code').fill('BROKEN');
    await page.getByRole('button', { name: 'Create coupon' }).click();
    await expect(page.getByText('give either percent_off or amount_off')).toBeVisible();
    await snap(page, 'coupons-invalid');
  });

  test('when the admin grants, changes and ends a subscription, then each step works through the forms', async ({ page }) => {
    const t = tag();
    const admin = await apiLogin(env.admin().email, env.admin().password);
    const made = await api<{ account_id: number }>(admin.token, 'POST', '/admin/users', {
      user: { email: `sub-${t}@e2e.test`, name: `Sub ${t}`, password: PASSWORD },
    });
    expect(made.status).toBe(201);
    const account = made.body.account_id;
    await crud(page, {
      key: 'subscriptions',
      noun: 'subscription',
      fill: async (p) => {
        await pick(p, 'Plan', 'Plus', 'Plus');
        await pick(p, 'Account', new RegExp(`\\(#${account}\\)`), `#${account}`);
        await p.getByLabel('Current period ends').fill('2030-01-31T12:00');
        return `Plus · account ${account}`;
      },
      search: () => String(account),
      edit: async (p) => {
        await p.getByLabel('Status').selectOption('past_due');
        return { label: `Plus · account ${account}`, shows: 'past due' };
      },
      deleteWord: 'End',
      deleted: { word: 'ended', rowShows: 'canceled' },
    });
  });

  test('when the admin records an order and moves it along, then lines, address, payment and print files show and the status follows its machine', async ({
    page,
  }) => {
    await page.goto('/admin/orders');
    await snap(page, 'orders-list-empty');
    await page.getByRole('link', { name: 'New order', exact: true }).click();
    await fillOrder(page, 'Replacement for a bent card');
    await snap(page, 'orders-new');
    await page.getByRole('button', { name: 'Create order' }).click();
    await expect(page.getByText('The order was created.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/order\/\d+$/);
    const number = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    expect(number).toMatch(/\w+-\d+/);
    await expect(page.locator('.status-pill').first()).toHaveText('paid');
    await expect(page.locator('address')).toContainText('1 Garden Lane');
    await expect(page.locator('.lines .line')).toHaveCount(1);

    // The print file is made in the background; then it downloads.
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible({ timeout: 60_000 });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    expect((await download).suggestedFilename()).toBe(
      `order-${number}-line-${(await page.locator('.admin-files li').first().textContent())!.match(/Line (\d+)/)![1]}.pdf`,
    );

    for (const [button, status] of [
      ['Send to production', 'in production'],
      ['Mark dispatched', 'dispatched'],
      ['Mark delivered', 'delivered'],
    ] as const) {
      await page.getByRole('button', { name: button }).click();
      const dialog = page.getByRole('dialog');
      if (button === 'Mark dispatched') await dialog.getByLabel('Tracking number (optional)').fill('RM123456789GB');
      await dialog.getByRole('button', { name: button }).click();
      await expect(page.locator('.admin-order-actions .status-pill')).toHaveText(status);
    }
    await expect(page.getByText('Tracking RM123456789GB')).toBeVisible();
    await snap(page, 'orders-show');

    // Find it by number, status and date; edit its note.
    const today = new Date().toISOString().slice(0, 10);
    await page.goto(`/admin/orders?status=delivered&from=${today}&to=${today}`);
    await page.getByRole('searchbox').fill(number);
    await page.getByRole('searchbox').press('Enter');
    await expect(page.getByRole('link', { name: number, exact: true })).toBeVisible();
    await snap(page, 'orders-list');
    await page.getByRole('link', { name: `Edit ${number}` }).click();
    await page.getByLabel('Note').fill('Delivered by hand');
    await snap(page, 'orders-edit');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('The order was saved.')).toBeVisible();
    await expect(page.locator('.admin-details').last()).toContainText('Delivered by hand');
    // A delivered order is not archived; the button says so before the server would.
    await expect(page.getByRole('button', { name: 'Archive' })).toBeDisabled();
  });

  test('when the admin cancels an order with a reason, then it can be archived', async ({ page }) => {
    await page.goto('/admin/order/new');
    await fillOrder(page, 'Phone order');
    await page.getByRole('button', { name: 'Create order' }).click();
    await expect(page.getByText('The order was created.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/order\/\d+$/);
    const number = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Cancel order' })).toBeDisabled();
    await dialog.getByLabel('Reason').fill('Customer changed their mind');
    await snap(page, 'orders-cancel-confirm');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.locator('.admin-order-actions .status-pill')).toHaveText('cancelled');
    await expect(page.locator('.admin-details').last()).toContainText('Cancelled: Customer changed their mind');

    await page.goto(`/admin/orders?status=cancelled`);
    await page.getByRole('button', { name: `Archive ${number}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Archive', exact: true }).click();
    await expect(page.getByText('The order was archived.')).toBeVisible();
    await expect(page.getByRole('link', { name: number, exact: true })).toHaveCount(0);
  });
});
