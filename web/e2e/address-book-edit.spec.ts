import { expect, seriousViolations, snap, test } from './fixtures';
import { api, login, newCustomer, open, signInAs, SIZES } from './shop-support';

for (const size of SIZES) {
  test(`when an e-mail-only contact is edited on the ${size.name}, then its e-mail, greeting and groups change without a street or postcode`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const who = await newCustomer(`Book Editor ${size.name}`);
    const c = await login(who.email, who.password);
    const liv = await api<{ id: number }>(c.token, 'POST', '/addresses', {
      address: { name: 'Olivia Bennett', email: 'olivia@example.com' },
    });
    expect(liv.status).toBe(201);
    expect((await api(c.token, 'PUT', `/addresses/${liv.body.id}/groups`, { groups: ['Christmas list'] })).status).toBe(200);

    const { ctx, page } = await open(browser, size);
    await signInAs(page, c);
    await page.goto('/profile/addresses');
    const entry = page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem').filter({ hasText: 'Olivia Bennett' });
    await expect(entry).toContainText('E-mail only: gets an e-card.');
    await entry.getByRole('button', { name: 'Edit Olivia Bennett' }).click();

    const form = page.getByRole('form', { name: 'Edit address' });
    await form.getByRole('textbox', { name: 'E-mail (optional)' }).fill('liv@example.com');
    await form.getByRole('textbox', { name: 'Greeting (optional)' }).fill('Dear Liv');
    await form.getByRole('checkbox', { name: 'Christmas list' }).uncheck();
    await form.getByRole('textbox', { name: 'Also in a new group (optional)' }).fill('Book club, Family');
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, `address-edit-${size.viewport.width}`);
    await form.getByRole('button', { name: 'Save address' }).click();

    await expect(page.getByText('Address saved.')).toBeVisible();
    await expect(entry).toContainText('liv@example.com');
    await expect(entry).toContainText('Greeting: Dear Liv');
    await expect(entry.getByLabel('Groups')).toHaveText(/Book club\s*Family/);
    await expect(entry).not.toContainText('Christmas list');
    await snap(page, `address-book-${size.viewport.width}`);
    await ctx.close();
  });
}
