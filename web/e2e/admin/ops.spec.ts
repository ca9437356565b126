import { existsSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { Card, FailedJobView } from '@cards/contracts';
import { env, expect, test } from '../fixtures';
import { api, apiLogin, desktop, signInAsAdmin, snap, tag } from './admin-support';

test.use(desktop);

const PASSWORD = 'violet-tractor-under-lantern-42';

test.describe('admin guard and ops pages', () => {
  test('when a signed-in customer opens /admin, then they land on /403 with the message shown once', async ({ page }) => {
    const admin = await apiLogin(env.admin().email, env.admin().password);
    const email = `customer-${tag()}@e2e.test`;
    expect((await api(admin.token, 'POST', '/admin/users', { user: { email, name: 'A Customer', password: PASSWORD } })).status).toBe(201);
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${env.web()}/`);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.getByText('You need administrator privileges to access this area.')).toHaveCount(1);
    await snap(page, 'forbidden-customer');
    // Whatever the page does, the server refuses the customer on its own.
    const customer = await apiLogin(email, PASSWORD);
    expect((await api(customer.token, 'GET', '/admin/users')).status).toBe(403);
    expect((await api(customer.token, 'GET', '/admin/queues')).status).toBe(403);
  });

  test('when a print job failed because its artwork went missing, then after the file is back it is retried from the queue page', async ({
    page,
  }) => {
    const admin = await apiLogin(env.admin().email, env.admin().password);
    // One of the admin's seeded sample cards, printed on a product no other test prints it on.
    const samples = (await api<Card[]>(admin.token, 'GET', '/cards/samples')).body;
    const option = samples.at(-1)!.card_instances.at(-1)!;
    const products = (await api<Array<{ id: number; size: string }>>(admin.token, 'GET', '/products?per_page=200')).body;
    const product = products.find((p) => p.size === 'square') ?? products.at(-1)!;
    const key = decodeURIComponent(new URL(option.image_url!).pathname.replace(/^\/assets\//, ''));
    const file = join(env.dataDir(), 'assets', key);
    expect(existsSync(file)).toBe(true);

    // The artwork disappears from storage; asking for the PDF queues a render that fails on every attempt.
    await rename(file, `${file}.away`);
    const pdf = fetch(`${env.api()}/card_instances/${option.id}.pdf?product_id=${product.id}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    let failed: FailedJobView | undefined;
    await expect
      .poll(
        async () => {
          const jobs = (await api<FailedJobView[]>(admin.token, 'GET', '/admin/queues/rendering/failed')).body;
          failed = jobs.find((j) => (j.data as { card_instance_id?: number; product_id?: number }).card_instance_id === option.id);
          return failed?.reason ?? '';
        },
        { timeout: 60_000 },
      )
      .toMatch(/artwork/i);
    expect((await pdf).status).toBe(503);

    await signInAsAdmin(page);
    await page.goto('/admin/queues');
    const rendering = page.locator('.admin-queue').filter({ has: page.getByRole('heading', { name: 'rendering' }) });
    await expect(rendering.getByTestId('rendering-failed')).not.toHaveText('0');
    const row = rendering.getByRole('row').filter({ hasText: failed!.id });
    await expect(row).toContainText(`card option ${option.id}`);
    await expect(row).toContainText(/artwork/i);
    await snap(page, 'queues-failed');

    // The file is back; the retry now succeeds and the job leaves the failed list.
    await rename(`${file}.away`, file);
    const completedBefore = Number(await rendering.getByTestId('rendering-completed').textContent());
    await row.getByRole('button', { name: `Retry ${failed!.name} ${failed!.id}` }).click();
    await expect(page.getByText(`Job ${failed!.name} is queued again.`)).toBeVisible();
    await expect(rendering.getByRole('row').filter({ hasText: failed!.id })).toHaveCount(0, { timeout: 60_000 });
    await expect
      .poll(async () => Number(await rendering.getByTestId('rendering-completed').textContent()), { timeout: 60_000 })
      .toBeGreaterThan(completedBefore);
    await snap(page, 'queues-retried');
    const again = await fetch(`${env.api()}/card_instances/${option.id}.pdf?product_id=${product.id}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(again.status).toBe(200);
    expect(again.headers.get('content-type')).toBe('application/pdf');
  });

  test('when the admin opens service health, then every service and the infrastructure show their state', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/health');
    const services = page.getByRole('table', { name: 'Services' });
    for (const name of ['Catalog', 'Identity', 'Cart and orders', 'Generation', 'Rendering']) {
      await expect(services.getByRole('row', { name: new RegExp(name) })).toContainText('ok');
    }
    const infra = page.getByRole('table', { name: 'Infrastructure' });
    await expect(infra.getByRole('row', { name: /PostgreSQL/ })).toContainText('ok');
    await expect(infra.getByRole('row', { name: /NATS/ })).toContainText('not used');
    await expect(infra.getByRole('row', { name: /Redis/ })).toContainText('not used');
    await snap(page, 'health');
  });
});
