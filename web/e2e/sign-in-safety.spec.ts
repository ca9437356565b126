import { randomBytes } from 'node:crypto';
import { confirmationLink, env, expect, snap, test } from './fixtures';

/** Sign-in under throttling, in a real browser: the wait is said in words, and a good sign-in leaves the device cookie. */
test.describe('signing in safely', () => {
  test('when wrong passwords pile up, then the page says how long to wait; after it, the right password signs in and the browser keeps an HttpOnly device cookie for /login', async ({
    page,
  }) => {
    const email = `careful-${randomBytes(4).toString('hex')}@e2e.test`;
    const password = 'violet-tractor-under-lantern-42';
    const signup = await fetch(`${env.api()}/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: { email, password, password_confirmation: password } }),
    });
    expect(signup.status).toBe(200);
    await fetch(`${env.api()}/confirmation?${new URL(await confirmationLink(email)).searchParams}`);

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    for (let i = 0; i < 4; i++) {
      await page.getByLabel('Password').fill(`not-it-${i}`);
      await page.getByRole('button', { name: /^Sign in/ }).click();
      await expect(page.getByRole('alert')).toBeVisible();
    }
    await expect(page.getByRole('alert')).toContainText(
      /several wrong passwords for this address\. You can try again (in \d+ seconds?|now)\./,
    );
    await snap(page, 'sign-in-wait');
    await expect(page.getByRole('alert')).toContainText('You can try again now.', { timeout: 10_000 });

    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${env.web()}/`);
    const device = (await page.context().cookies(`${env.api()}/login`)).find((c) => c.name.startsWith('cards_device_'));
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/login' });
    expect((await page.context().cookies(`${env.api()}/cards`)).some((c) => c.name.startsWith('cards_device_'))).toBe(false);
  });
});
