import { env, expect, snap, test } from './fixtures';

test.describe('error paths', () => {
  test('when a stored token is no longer valid, then the API answers 401 and the app clears it and goes to /login', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() =>
      sessionStorage.setItem(
        'cards.user',
        JSON.stringify({ token: 'not-a-valid-token', current: { id: 1, email: 'x@y.z', name: 'X', admin: false } }),
      ),
    );
    await page.goto('/cards');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('cards.user'))).toBeNull();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('when someone without the admin flag opens /admin, then they see the forbidden page with its message once', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.getByText('You need administrator privileges to access this area.')).toHaveCount(1);
    await snap(page, 'error-403');
  });

  test('when the API cannot be reached, then the app goes to the maintenance page', async ({ page }) => {
    await page.route(`${env.api()}/**`, (r) => r.abort('connectionrefused'));
    await page.goto('/samples');
    await expect(page).toHaveURL(/\/maintenance$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We’ll be right back');
    await snap(page, 'error-maintenance');
  });

  test('when the administrator signs in, then the menu offers Subscriptions and Admin and /admin opens', async ({ page }) => {
    const admin = env.admin();
    await page.goto('/login');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${env.web()}/`);
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText([
      /Home/,
      /Subscriptions/,
      /About Us/,
      /My Cards/,
      /Cart/,
      /My Account/,
      /Admin/,
      /Logout/,
    ]);
    await nav.getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText('You need administrator privileges')).toHaveCount(0);
  });
});
