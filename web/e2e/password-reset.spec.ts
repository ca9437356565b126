import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { confirmationLink, env, expect, seriousViolations, snap, test } from './fixtures';

const email = `reset-${randomBytes(4).toString('hex')}@e2e.test`;
const oldPassword = 'harbour-kettle-under-moon-17';
const newPassword = 'copper-lantern-over-fields-58';

/** The newest password reset link mailed to `email` (read from DATA_DIR/mail), waiting for it to arrive. */
async function resetLink(to: string, timeoutMs = 15_000): Promise<string> {
  const dir = join(env.dataDir(), 'mail');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = (await readdir(dir).catch(() => [] as string[]))
      .filter((n) => n.endsWith('.eml'))
      .sort()
      .reverse();
    for (const n of names) {
      // Undo quoted-printable soft breaks and escapes, as the confirmation helper does.
      const text = (await readFile(join(dir, n), 'utf8'))
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
      if (!text.toLowerCase().includes(to.toLowerCase())) continue;
      const m = /https?:\/\/[^\s"'<>]*\/password\/edit\?reset_password_token=[A-Za-z0-9._~%-]+/.exec(text);
      if (m) return m[0];
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no password reset mail to ${to} in ${dir}`);
}

async function apiLogin(password: string): Promise<number> {
  const res = await fetch(`${env.api()}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: { email, password } }),
  });
  return res.status;
}

test.describe.configure({ mode: 'serial' });

test.describe('a customer who forgot their password', () => {
  let link = '';

  test('when a customer asks for a reset link, follows the mailed link and sets a new password, then they sign in with it', async ({
    page,
  }) => {
    // A confirmed customer: signed up through the API, confirmed through the mailed link.
    const signup = await fetch(`${env.api()}/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email, password: oldPassword, password_confirmation: oldPassword, name: 'Robin Reset' } }),
    });
    expect(signup.status).toBe(200);
    const confirm = new URL(await confirmationLink(email));
    await page.goto(`${confirm.pathname}${confirm.search}`);
    await expect(page.getByRole('heading', { name: 'Your e-mail is confirmed' })).toBeVisible();

    // Ask for a link from the sign-in page, sending the form with Enter.
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(`${env.web()}/password/new`);
    await expect(page).toHaveTitle('Reset your password | Greeting Cards');
    await snap(page, 'password-new');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Email').fill(email);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeFocused();
    await expect(page.getByText(/If an account exists for/)).toContainText(email);
    await snap(page, 'password-new-sent');
    expect(await seriousViolations(page)).toEqual([]);

    // Follow the mailed link; the form checks the rules before anything is sent.
    const url = new URL(await resetLink(email));
    expect(`${url.origin}`).toBe(env.web());
    link = `${url.pathname}${url.search}`;
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('different');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Use at least 8 characters for the password.')).toBeVisible();
    await expect(page.getByText('The two passwords do not match.')).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toBeFocused();
    await snap(page, 'password-edit-errors');
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await snap(page, 'password-edit');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Change password' }).click();

    // Back at sign-in with the news; the old password no longer works, the new one does.
    await expect(page).toHaveURL(`${env.web()}/login`);
    await expect(page.getByText('Your password has been changed. Please sign in.')).toBeVisible();
    // A viewport picture with animations running: fast-forwarding them (as snap does) ends the toast's timer.
    await expect(page.locator('.Toastify__toast')).not.toHaveClass(/toast-enter/);
    await page.screenshot({ path: resolve(import.meta.dirname, '../../.tmp/artifacts/web/password-changed-login.png') });
    expect(await apiLogin(oldPassword)).toBe(401);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${env.web()}/`);
    await expect(page.getByText(/Welcome back, Robin Reset!/)).toBeVisible();
  });

  test('when the used link is opened again, then the page says it was used and offers a new one', async ({ page }) => {
    expect(link).not.toBe('');
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('another-password-for-later-93');
    await page.getByLabel('Confirm new password').fill('another-password-for-later-93');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'This link can’t be used' })).toBeFocused();
    await expect(page.getByRole('alert').filter({ hasText: 'reset link' })).toHaveText('This password reset link has already been used.');
    await snap(page, 'password-edit-used');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(`${env.web()}/password/new`);
    expect(await apiLogin(newPassword)).toBe(200);
  });

  test('when the link has no token, then the same clear message shows at once', async ({ page }) => {
    await page.goto('/password/edit');
    await expect(page.getByRole('heading', { level: 1, name: 'This link can’t be used' })).toBeVisible();
    await expect(page.getByText('This password reset link is not valid.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/password/new');
  });
});
