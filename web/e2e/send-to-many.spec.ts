import { env, expect, seriousViolations, snap, test } from './fixtures';
import { signInAsAdmin } from './admin/admin-support';
import { DEVELOPER_WORDS, SIZES, api, login, newCustomer, open, readyOption, signInAs } from './shop-support';

const csv = (rows: string[]) => ({
  name: 'christmas.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(['Name,Address line 1,Town/City,Postcode,Email,Greeting', ...rows].join('\n')),
});
const LIST = [
  'Jean Patel,12 High Street,Bath,BA1 1AA,,Dear Aunt Jean',
  'Amy Stone,1 Road,Hull,HU1 1AA,,',
  'Ravi Shah,3 Mill Lane,York,YO1 7HH,,Dear Ravi and Priya',
  'Tom Jones,,,,tom@example.com,Hi Tom',
];

test('when a customer on a phone imports a small list and sends one design to it, then they pay once and the order lists each person with their card', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const made = await newCustomer('Send To Many');
  const customer = await login(made.email, made.password);
  const { cardId, optionId } = await readyOption(customer);
  const phone = SIZES.find((s) => s.name === 'phone')!;
  const { ctx, page } = await open(browser, phone);
  await signInAs(page, customer);

  // From the option: Send to many, then the list comes in through the import, whose bad line is named first.
  await page.goto(`${env.web()}/card/${cardId}/option/${optionId}`);
  await page.getByRole('link', { name: 'Send to many' }).click();
  await expect(page.getByRole('heading', { name: 'Send this card to many people' })).toBeVisible();
  await expect(page.getByText('Your address book is empty: import a list, or add people to it in My Account.')).toBeVisible();
  await page.getByRole('link', { name: 'Import a list' }).click();
  await page.getByLabel('File').setInputFiles(csv([...LIST, 'Zed Bad,1 Road,Hull,XYZ,,']));
  await expect(page.getByRole('alert').getByRole('listitem')).toHaveText(['Line 6: the postcode "XYZ" is not a UK postcode.']);
  await page.getByLabel('File').setInputFiles(csv(LIST));
  await page.getByRole('button', { name: 'Import 4 rows' }).click();
  await expect(page).toHaveURL(new RegExp(`/card/${cardId}/option/${optionId}/send$`));

  // The whole group, one greeting changed, and the card as it prints for one of them.
  await page.getByLabel('Christmas list (4)').check();
  await expect(page.getByRole('status').filter({ hasText: 'people' })).toHaveText('4 people: 3 by post, 1 as an e-card');
  await expect(page.getByLabel('Greeting for Amy Stone')).toHaveValue('Dear Amy');
  // Each person says how and when: the postage and the day it is expected by, or the e-card.
  await expect(page.getByText(/^Posted to BA1 1AA · Royal Mail \w+ Class, expected by \w+day \d+ \w+/)).toBeVisible();
  await expect(page.getByText('E-card to tom@example.com · e-mailed when you pay, or with the post on a day you choose')).toBeVisible();
  await expect(page.getByTestId('send-post-promise')).toContainText(/^By post: Posted .*; expected by \w+day/);
  await page.getByLabel('Greeting for Amy Stone').fill('Dear Amy and Sam');
  await page.getByRole('button', { name: 'Preview the card for Jean Patel' }).click();
  const inside = page.frameLocator('iframe[data-sheet="inside"]');
  await expect(inside.locator('body')).toContainText('Dear Aunt Jean,');
  await expect(page.locator('main')).not.toContainText(DEVELOPER_WORDS);
  expect(await seriousViolations(page)).toEqual([]);
  await snap(page, 'send-to-many-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await snap(page, 'send-to-many-desktop');
  await page.setViewportSize(phone.viewport);
  await page.getByRole('button', { name: 'Add 4 cards to cart' }).click();

  // The cart: one line for the list; a greeting changed there and one person taken off.
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByRole('listitem').filter({ hasText: '4 people: 3 by post, 1 as an e-card' });
  await expect(line).toContainText('Postage for 3 envelopes');
  await expect(line.getByTestId('ecards-when')).toHaveText('The e-card is e-mailed as soon as you pay');
  await line.getByText('Who gets one (4)').click();
  await expect(line.getByLabel('Greeting for Amy Stone')).toHaveValue('Dear Amy and Sam');
  await line.getByLabel('Greeting for Ravi Shah').fill('Dear Ravi, Priya and the twins');
  await line.getByRole('button', { name: 'Save the greeting for Ravi Shah' }).click();
  await expect(page.getByText('Ravi Shah’s greeting is saved.')).toBeVisible();
  await line.getByRole('button', { name: 'Remove Amy Stone' }).click();
  await expect(page.getByText('Amy Stone is off the list.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '3 people: 2 by post, 1 as an e-card' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await snap(page, 'send-to-many-cart-phone');

  // Checkout asks for no delivery address: each card goes to its own person.
  await page.getByRole('link', { name: 'Checkout securely' }).click();
  await expect(
    page.getByText('Each card goes straight to its person: printed cards by post (the postage below is per envelope), e-cards by e-mail.'),
  ).toBeVisible();
  await expect(page.getByLabel('Address line 1')).toHaveCount(0);
  await snap(page, 'send-to-many-checkout-phone');
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/cart\/complete\/[\w-]+$/, { timeout: 30_000 });

  // The order lists each person with the state of their card, in plain words.
  const number = decodeURIComponent(page.url().split('/').pop()!);
  await page.goto(`${env.web()}/profile/order/${encodeURIComponent(number)}`);
  await page.getByText('Who gets one (3)').click();
  const people = page.getByRole('list', { name: 'Who gets this card' }).getByRole('listitem');
  await expect(people).toHaveCount(3);
  await expect(people.filter({ hasText: 'Jean Patel' })).toContainText(/Waiting to be printed|Print file ready|Being printed|Posted/);
  await expect(people.filter({ hasText: 'Ravi Shah' })).toContainText('Dear Ravi, Priya and the twins');
  await expect(people.filter({ hasText: 'Tom Jones' })).toContainText(/Waiting to be sent|E-card sent/);
  await expect(page.locator('main')).not.toContainText(DEVELOPER_WORDS);
  expect(await seriousViolations(page)).toEqual([]);
  await snap(page, 'send-to-many-order-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await snap(page, 'send-to-many-order-desktop');
  await ctx.close();

  // The print team gets one file per posted person, named by whom it greets; the e-card has none.
  const orders = await api<Array<{ id: number; number: string }>>(customer.token, 'GET', '/orders');
  const orderId = orders.body.find((o) => o.number === number)!.id;
  const desk = await browser.newContext({ baseURL: env.web(), viewport: { width: 1280, height: 800 } });
  const admin = await desk.newPage();
  await signInAsAdmin(admin);
  await admin.goto(`/admin/order/${orderId}`);
  for (const name of ['Jean Patel', 'Ravi Shah'])
    await expect(
      admin
        .getByRole('listitem')
        .filter({ hasText: `for ${name}` })
        .getByRole('button', { name: 'Download PDF' }),
    ).toBeVisible({
      timeout: 60_000,
    });
  await expect(admin.getByRole('listitem').filter({ hasText: 'for Tom Jones' })).toHaveCount(0);
  const [pdf] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('listitem').filter({ hasText: 'for Jean Patel' }).getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(new RegExp(`^order-${number}-line-\\d+-recipient-\\d+\\.pdf$`));
  await desk.close();
});
