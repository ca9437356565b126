import { env, expect, test } from '../fixtures';
import { api, apiLogin, crud, desktop, pick, signInAsAdmin, snap, tag } from './admin-support';

test.use(desktop);

const PASSWORD = 'violet-tractor-under-lantern-42';

test.describe('admin people sections', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('when the admin manages users, then they can create, find, promote, demote, re-mail, edit and delete one', async ({ page }) => {
    const t = tag();
    const email = `ada-${t}@e2e.test`;
    await crud(page, {
      key: 'users',
      noun: 'user',
      fill: async (p) => {
        await p.getByLabel('Email').fill(email);
        await p.getByLabel('Name').fill('Ada Lovelace');
        await p.getByLabel('Password').fill(PASSWORD);
        await p.getByLabel('E-mail confirmed').uncheck();
        return email;
      },
      afterCreate: async (p) => {
        await p.getByRole('button', { name: 'Make admin' }).click();
        await expect(p.getByText(`${email} is now an administrator.`)).toBeVisible();
        await expect(p.getByRole('button', { name: 'Remove admin' })).toBeVisible();
        await p.getByRole('button', { name: 'Remove admin' }).click();
        await expect(p.getByText(`${email} is no longer an administrator.`)).toBeVisible();
        await p.getByRole('button', { name: 'Resend confirmation' }).click();
        await expect(p.getByText(`A confirmation link was sent to ${email}.`)).toBeVisible();
      },
      edit: async (p) => {
        await p.getByLabel('Name').fill('Ada King');
        return { label: email, shows: 'Ada King' };
      },
    });
  });

  test('when the admin looks at their own row, then it cannot be deleted', async ({ page }) => {
    const me = env.admin().email;
    await page.goto(`/admin/users?search=${encodeURIComponent(me)}`);
    await expect(page.getByRole('button', { name: `Delete ${me}` })).toBeDisabled();
    await page.getByRole('link', { name: me, exact: true }).click();
    await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Remove admin' })).toBeDisabled();
    await snap(page, 'users-self');
  });

  test('when the admin manages accounts, then an account is deleted, made again for its user, renamed and deleted', async ({ page }) => {
    const t = tag();
    const admin = await apiLogin(env.admin().email, env.admin().password);
    const email = `grace-${t}@e2e.test`;
    const made = await api<{ id: number; account_id: number }>(admin.token, 'POST', '/admin/users', {
      user: { email, name: 'Grace Hopper', password: PASSWORD },
    });
    expect(made.status).toBe(201);

    // The user's own account goes first, through its page, so the user has none.
    await page.goto(`/admin/account/${made.body.account_id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/accounts$/);

    await crud(page, {
      key: 'accounts',
      noun: 'account',
      fill: async (p) => {
        await p.getByLabel('Name').fill(`Hopper household ${t}`);
        await pick(p, 'Owner', email, `grace-${t}`);
        return `Hopper household ${t}`;
      },
      edit: async (p) => {
        await p.getByLabel('Name').fill(`Hopper family ${t}`);
        return { label: `Hopper family ${t}`, shows: `Hopper family ${t}` };
      },
    });
  });
});
