import { env, expect, snap, test } from './fixtures';
import { SIZES, api, login, newCustomer, open, readyOption, signInAs } from './shop-support';

/**
 * The send-to-many page with a long address book: its list scrolls in its own box, and the
 * page ends at its footer (the rows' screen-reader labels once stretched it 2,000 px further).
 * The toast after adding counts the cards as the cart badge does.
 */
test('when a customer sends one design to a 40-person list, then the page ends at its footer and the toast counts what the badge counts', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const made = await newCustomer('Long List');
  const customer = await login(made.email, made.password);
  const rows = Array.from({ length: 35 }, (_, i) => `Guest${i + 1} Holly,${i + 1} Ivy Road,York,YO1 ${(i % 9) + 1}AB,`);
  rows.push(...Array.from({ length: 5 }, (_, i) => `Friend${i + 1} Snow,,,,friend${i + 1}@example.test`));
  const imported = await api(customer.token, 'POST', '/addresses/import', {
    format: 'csv',
    content: ['Name,Address line 1,Town,Postcode,Email', ...rows].join('\n'),
    group: 'Christmas',
  });
  expect(imported.status).toBe(200);
  const { cardId, optionId } = await readyOption(customer);
  for (const size of SIZES) {
    const { ctx, page } = await open(browser, size);
    await signInAs(page, customer);
    await page.goto(`${env.web()}/card/${cardId}/option/${optionId}/send`);
    await page.getByLabel('Christmas (40)').check();
    await expect(page.getByRole('status').filter({ hasText: 'people' })).toHaveText('40 people: 35 by post, 5 as e-cards');
    const past = await page.evaluate(() => {
      const footer = document.querySelector('footer')!.getBoundingClientRect();
      return document.documentElement.scrollHeight - (footer.bottom + window.scrollY);
    });
    expect(past, `${size.name}: page height past the footer`).toBeLessThanOrEqual(2);
    await snap(page, `send-long-list-${size.name}`);
    if (size.name === 'phone') {
      await page.getByRole('button', { name: 'Add 40 cards to cart' }).click();
      await expect(page.getByText('35 cards to post and 5 e-cards are in your cart.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Cart, 35 items' })).toBeVisible();
    }
    await ctx.close();
  }
});
