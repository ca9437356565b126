import { env, expect, seriousViolations, snap, test } from './fixtures';
import { SIZES, api, login, newCustomer, open, readyOption, signInAs, type Customer } from './shop-support';

interface Entry {
  id: number;
  name: string;
  salutation: string;
}
interface OrderWithPeople {
  id: number;
  number: string;
  items: Array<{ recipients: Array<{ name: string; salutation: string }> }>;
}

/** An address-book entry of `c`, made through the API. */
async function entry(c: Customer, name: string, postcode: string): Promise<Entry> {
  const r = await api<Entry>(c.token, 'POST', '/addresses', { address: { name, line1: '1 Holly Lane', city: 'Bath', postcode } });
  expect(r.status).toBe(201);
  return r.body;
}

/** The greetings the order was printed with, by name: what each person's print file is made from. */
async function printedGreetings(c: Customer, number: string): Promise<Record<string, string>> {
  const list = await api<Array<{ id: number; number: string }>>(c.token, 'GET', '/orders');
  const id = list.body.find((o) => o.number === number)!.id;
  const order = await api<OrderWithPeople>(c.token, 'GET', `/orders/${id}`);
  return Object.fromEntries(order.body.items.flatMap((i) => i.recipients).map((r) => [r.name, r.salutation]));
}

for (const size of SIZES) {
  test(`when a customer on a ${size.name} types a greeting in the cart and goes straight to checkout, then that greeting is printed, and a couple is greeted by both names`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const made = await newCustomer(`Greetings ${size.name}`);
    const customer = await login(made.email, made.password);
    const { optionId } = await readyOption(customer);
    const couple = await entry(customer, 'Sam and Priya Shah', 'BA1 1AA');
    const tom = await entry(customer, 'Tom Smith', 'BA2 2BB');
    const amy = await entry(customer, 'Amy Stone', 'BA1 1AB');
    const { ctx, page } = await open(browser, size);
    await signInAs(page, customer);

    // A greeting set in the address book is the one a list uses.
    await page.goto('/profile/addresses');
    await page.getByRole('button', { name: 'Edit Amy Stone' }).click();
    await expect(page.getByLabel('Greeting (optional)')).toHaveAccessibleDescription(/Left empty: “Dear Amy”/);
    await page.getByLabel('Greeting (optional)').fill('Dear Auntie Amy');
    await snap(page, `greetings-address-book-${size.name}`);
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Greeting: Dear Auntie Amy')).toBeVisible();

    const products = await api<Array<{ id: number; price: number; active: boolean }>>(null, 'GET', '/products?per_page=200');
    const product = products.body.filter((p) => p.active !== false).sort((a, b) => a.price - b.price)[0]!;
    const line = await api(customer.token, 'POST', '/cart/send_to_many', {
      mailing: {
        card_instance: { id: optionId },
        product_id: product.id,
        recipients: [couple, tom, amy].map((a) => ({ address_id: a.id })),
      },
    });
    expect(line.status).toBe(200);

    await page.goto('/cart');
    await page.getByText('Who gets one (3)').click();
    await expect(page.getByLabel('Greeting for Sam and Priya Shah')).toHaveValue('Dear Sam and Priya');
    await expect(page.getByLabel('Greeting for Amy Stone')).toHaveValue('Dear Auntie Amy');
    await page.getByLabel('Greeting for Tom Smith').fill('Dear Tom and Jackie');
    // On the phone the field is left with Tab first; on the desktop the click on checkout leaves it.
    if (size.name === 'phone') await page.getByLabel('Greeting for Tom Smith').press('Tab');
    await snap(page, `greetings-cart-${size.name}`);
    await page.getByRole('link', { name: 'Checkout securely' }).click();
    await expect(page).toHaveURL(/\/cart\/checkout$/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/cart\/complete\/[\w-]+$/, { timeout: 30_000 });
    const number = decodeURIComponent(page.url().split('/').pop()!);

    expect(await printedGreetings(customer, number)).toEqual({
      'Sam and Priya Shah': 'Dear Sam and Priya',
      'Tom Smith': 'Dear Tom and Jackie',
      'Amy Stone': 'Dear Auntie Amy',
    });
    await page.goto(`${env.web()}/profile/order/${encodeURIComponent(number)}`);
    await page.getByText('Who gets one (3)').click();
    const people = page.getByRole('list', { name: 'Who gets this card' }).getByRole('listitem');
    await expect(people.filter({ hasText: 'Tom Smith' })).toContainText('Dear Tom and Jackie');
    await expect(people.filter({ hasText: 'Sam and Priya Shah' })).toContainText('Dear Sam and Priya');
    await ctx.close();
  });
}

test('when a greeting in the cart cannot be saved, then checkout waits at its field and says why', async ({ browser }) => {
  test.setTimeout(180_000);
  const made = await newCustomer('Greeting refused');
  const customer = await login(made.email, made.password);
  const { optionId } = await readyOption(customer);
  const tom = await entry(customer, 'Tom Smith', 'BA2 2BB');
  const products = await api<Array<{ id: number; price: number; active: boolean }>>(null, 'GET', '/products?per_page=200');
  const product = products.body.filter((p) => p.active !== false).sort((a, b) => a.price - b.price)[0]!;
  expect(
    (
      await api(customer.token, 'POST', '/cart/send_to_many', {
        mailing: { card_instance: { id: optionId }, product_id: product.id, recipients: [{ address_id: tom.id }] },
      })
    ).status,
  ).toBe(200);
  const { ctx, page } = await open(browser, SIZES[1]);
  await signInAs(page, customer);
  await page.goto('/cart');
  await page.getByText('Who gets one (1)').click();
  // Longer than a greeting may be: the API refuses it.
  await page.getByLabel('Greeting for Tom Smith').fill(`Dear Tom ${'and family '.repeat(20)}`);
  await page.getByRole('link', { name: 'Checkout securely' }).click();
  await expect(page.getByText('A greeting could not be saved. Change it, or put back the one it had, before checking out.')).toBeVisible();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByLabel('Greeting for Tom Smith')).toBeFocused();
  await ctx.close();
});
