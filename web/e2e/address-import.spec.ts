import { env, expect, snap, test } from './fixtures';
import { DEVELOPER_WORDS, SIZES, login, newCustomer, open, signInAs } from './shop-support';

const csv = (rows: string[]) => ({
  name: 'christmas.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(['Name,Address line 1,Town/City,Postcode,Email,Greeting', ...rows].join('\n')),
});
const JEAN = 'Jean Patel,12 High Street,Bath,BA1 1AA,jean@example.com,Dear Aunt Jean';
const TOM = 'Tom Jones,,,,tom@example.com,Hi Tom';

test('when a customer on a phone imports a small CSV, then bad lines are named first and the fixed list lands in a group', async ({
  browser,
}) => {
  const made = await newCustomer('Address Import');
  const customer = await login(made.email, made.password);
  const phone = SIZES.find((s) => s.name === 'phone')!;
  const { ctx, page } = await open(browser, phone);
  await signInAs(page, customer);
  await page.goto(`${env.web()}/profile/addresses`);
  await page.getByRole('button', { name: 'Import a list' }).click();

  // A bad postcode: the preview names the line and nothing can be imported.
  await page.getByLabel('File').setInputFiles(csv([JEAN, 'Amy Stone,1 Road,Hull,XYZ,,']));
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('listitem')).toHaveText(['Line 3: the postcode "XYZ" is not a UK postcode.']);
  await expect(page.getByRole('button', { name: /^Import \d* ?rows$/ })).toBeDisabled();
  // Beside all-or-nothing: the good rows alone.
  await expect(page.getByRole('button', { name: 'Import the 1 good row, skip 1' })).toBeEnabled();
  await expect(page.locator('main')).not.toContainText(DEVELOPER_WORDS);
  await snap(page, 'address-import-bad-line-phone');

  // The corrected file: a preview of each row, then the import.
  await page.getByLabel('File').setInputFiles(csv([JEAN, 'Amy Stone,1 Road,Hull,HU1 1AA,,', TOM]));
  await expect(page.getByRole('status')).toHaveText('3 to add, 0 to merge with addresses you have, 0 already there.');
  await expect(page.getByRole('list', { name: 'What will be imported' }).getByRole('listitem')).toHaveCount(3);
  await snap(page, 'address-import-preview-phone');
  await page.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(page.getByText('Imported: 3 added, 0 merged, 0 already there.')).toBeVisible();

  const book = page.getByRole('list', { name: 'Saved addresses' });
  await expect(book.getByRole('listitem')).toHaveCount(3);
  await expect(book.getByRole('listitem').filter({ hasText: 'Jean Patel' })).toContainText('Greeting: Dear Aunt Jean');
  await expect(book.getByRole('listitem').filter({ hasText: 'Tom Jones' })).toContainText('E-mail only');
  await page.getByLabel('Show').selectOption({ label: 'Christmas list (3)' });
  await expect(book.getByRole('listitem')).toHaveCount(3);
  await snap(page, 'address-import-done-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await snap(page, 'address-import-done-desktop');
  await ctx.close();
});
