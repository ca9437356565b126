import { expect, test } from '../fixtures';
import { crud, desktop, pick, signInAsAdmin, snap, tag } from './admin-support';

test.use(desktop);

/** Every catalogue section, through its forms: create, find, edit, delete. */
test.describe('admin catalogue sections', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('when the admin opens /admin, then the dashboard links every section and the ops pages', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Admin' });
    for (const name of [
      'Occasions',
      'Accounts',
      'Plan features',
      'Plans',
      'Features',
      'Personas',
      'Users',
      'Orders',
      'Coupons',
      'Styles',
      'Products',
      'Product categories',
      'Samples',
      'Subscriptions',
      'Queues',
      'Service health',
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.locator('.admin-count').first()).not.toHaveText('…');
    await snap(page, 'dashboard');
  });

  test('when the admin manages occasions (events), then each step works through the forms', async ({ page }) => {
    const t = tag();
    await crud(page, {
      key: 'events',
      noun: 'occasion',
      fill: async (p) => {
        await p.getByLabel('Name', { exact: true }).fill(`Graduation ${t}`);
        await p.getByLabel('Icon').fill('🎓');
        await p.getByLabel('Description').fill('Cards for finishing school or university.');
        await p.getByLabel('Season starts (MM-DD)').fill('06-01');
        await p.getByLabel('Season ends (MM-DD)').fill('07-31');
        return `Graduation ${t}`;
      },
      edit: async (p) => {
        await p.getByLabel('Name', { exact: true }).fill(`Graduation day ${t}`);
        await p.getByLabel('Position').fill('7');
        return { label: `Graduation day ${t}`, shows: '7' };
      },
    });
  });

  test('when an occasion form is wrong, then the contract and the server name the fields', async ({ page }) => {
    await page.goto('/admin/event/new');
    await page.getByLabel('Season starts (MM-DD)').fill('13-40');
    await page.getByRole('button', { name: 'Create occasion' }).click();
    await expect(page.getByText('must be MM-DD')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    // A slug that already exists passes the schema; the server's 422/409 details come back to the field or the form.
    await page.getByLabel('Name', { exact: true }).fill('Birthday');
    await page.getByLabel('Season starts (MM-DD)').fill('');
    await page.getByLabel('Slug').fill('birthday');
    await page.getByRole('button', { name: 'Create occasion' }).click();
    await expect(page.locator('.field-error, .form-error').first()).toBeVisible();
    await snap(page, 'events-invalid');
  });

  test('when the admin manages styles, then each step works through the forms', async ({ page }) => {
    const t = tag();
    await crud(page, {
      key: 'styles',
      noun: 'style',
      fill: async (p) => {
        await p.getByLabel('Name', { exact: true }).fill(`Linocut ${t}`);
        await p.getByLabel('Prompt hint').fill('bold linocut print, two colours');
        await p.getByLabel('Palette (#rrggbb colours)').fill('#1d3557, #e63946');
        return `Linocut ${t}`;
      },
      edit: async (p) => {
        await p.getByLabel('Palette (#rrggbb colours)').fill('#1d3557, #e63946, #f1faee');
        await p.getByLabel('Premium (plans with premium styles only)').check();
        return { label: `Linocut ${t}`, shows: '#f1faee' };
      },
    });
  });

  test('when the admin manages personas, then each step works through the forms', async ({ page }) => {
    const t = tag();
    await crud(page, {
      key: 'personas',
      noun: 'persona',
      fill: async (p) => {
        await p.getByLabel('Name', { exact: true }).fill(`Pirate ${t}`);
        await p.getByLabel('Tone prompt').fill('Write like a cheerful pirate.');
        return `Pirate ${t}`;
      },
      edit: async (p) => {
        await p.getByLabel('Tone prompt').fill('Write like a very polite pirate.');
        return { label: `Pirate ${t}`, shows: 'very polite pirate' };
      },
    });
  });

  test('when the admin manages product categories and products, then money is entered in pounds and the category is picked in the dropdown', async ({
    page,
  }) => {
    const t = tag();
    const category = `Postcards ${t}`;
    await crud(page, {
      key: 'product_categories',
      noun: 'product category',
      fill: async (p) => {
        await p.getByLabel('Name', { exact: true }).fill(`${category} draft`);
        return `${category} draft`;
      },
      edit: async (p) => {
        await p.getByLabel('Name', { exact: true }).fill(`${category} old`);
        return { label: `${category} old`, shows: 'old' };
      },
    });
    // A category that stays, for the product.
    await page.goto('/admin/product_category/new');
    await page.getByLabel('Name', { exact: true }).fill(category);
    await page.getByRole('button', { name: 'Create product category' }).click();
    await expect(page.getByRole('heading', { level: 1, name: category })).toBeVisible();

    await crud(page, {
      key: 'products',
      noun: 'product',
      fill: async (p) => {
        await p.getByLabel('Name', { exact: true }).fill(`Postcard ${t}`);
        await p.getByLabel('Price (£)').fill('2.49');
        // The Dropdown's wording: an empty filter says so.
        const box = p.getByRole('combobox', { name: 'Product category' });
        await box.click();
        await box.fill('no such category zzz');
        await expect(p.getByText('Sorry, no matching options.')).toBeVisible();
        await box.fill('');
        await pick(p, 'Product category', category, t);
        await expect(p.getByRole('button', { name: 'Clear Selected' })).toBeVisible();
        await p.getByLabel('Size').selectOption('A6');
        await p.getByLabel('SKU').fill(`PC-${t.toUpperCase()}`);
        return `Postcard ${t}`;
      },
      edit: async (p) => {
        await p.getByLabel('Price (£)').fill('2.99');
        return { label: `Postcard ${t}`, shows: '£2.99' };
      },
    });
  });

  test('when the admin manages plans, features and plan features, then references are picked in dropdowns', async ({ page }) => {
    const t = tag();
    await crud(page, {
      key: 'plans',
      noun: 'plan',
      fill: async (p) => {
        await p.getByLabel('Name', { exact: true }).fill(`Family ${t}`);
        await p.getByLabel('Price (£)').fill('7.50');
        await p.getByLabel('Billing interval').selectOption('month');
        return `Family ${t}`;
      },
      edit: async (p) => {
        await p.getByLabel('Price (£)').fill('8');
        return { label: `Family ${t}`, shows: '£8.00' };
      },
    });
    await crud(page, {
      key: 'features',
      noun: 'feature',
      fill: async (p) => {
        await p.getByLabel('Key').fill(`gift_wrap_${t}`);
        await p.getByLabel('Name', { exact: true }).fill(`Gift wrap ${t}`);
        await p.getByLabel('Value type').selectOption('boolean');
        return `Gift wrap ${t}`;
      },
      edit: async (p) => {
        await p.getByLabel('Description').fill('Cards arrive wrapped');
        return { label: `Gift wrap ${t}`, shows: 'Cards arrive wrapped' };
      },
    });

    // A plan and a feature that stay, for the plan feature.
    for (const [path, noun, fill] of [
      [
        'plan',
        'plan',
        async () => {
          await page.getByLabel('Name', { exact: true }).fill(`Office ${t}`);
          await page.getByLabel('Price (£)').fill('12');
          await page.getByLabel('Billing interval').selectOption('year');
        },
      ],
      [
        'feature',
        'feature',
        async () => {
          await page.getByLabel('Key').fill(`cards_${t}`);
          await page.getByLabel('Name', { exact: true }).fill(`Cards ${t}`);
          await page.getByLabel('Value type').selectOption('number');
        },
      ],
    ] as const) {
      await page.goto(`/admin/${path}/new`);
      await fill();
      await page.getByRole('button', { name: `Create ${noun}` }).click();
      await expect(page.getByText(`The ${noun} was created.`)).toBeVisible();
    }
    await crud(page, {
      key: 'planfeatures',
      noun: 'plan feature',
      fill: async (p) => {
        await pick(p, 'Plan', `Office ${t}`, t);
        await pick(p, 'Feature', `Cards ${t}`, t);
        await p.getByLabel('Value').fill('25');
        return `office-${t} · cards_${t}`;
      },
      search: () => t,
      edit: async (p) => {
        await p.getByLabel('Value').fill('40');
        return { label: `office-${t} · cards_${t}`, shows: '40' };
      },
    });
  });

  test('when the admin makes a sample card, then its options are generated and it can be edited and deleted', async ({ page }) => {
    const t = tag();
    await crud(page, {
      key: 'samples',
      noun: 'sample card',
      fill: async (p) => {
        await pick(p, 'Occasion', 'Birthday', 'Birth');
        await pick(p, 'Style', /.+/);
        await p.getByLabel('Title').fill(`Sample for Ada ${t}`);
        await p.getByLabel('Recipient').fill('Ada');
        await p.getByLabel('Sender').fill('The shop');
        await p.getByLabel('Details for the words').fill('loves mathematics and poetry');
        return `Sample for Ada ${t}`;
      },
      afterCreate: async (p) => {
        // The options are made in the background and appear with their thumbnails.
        await expect(p.locator('.admin-options li').first()).toBeVisible({ timeout: 30_000 });
        await expect(p.locator('.admin-options .status-pill').filter({ hasText: /ready/ }).first()).toBeVisible({ timeout: 60_000 });
        await expect(p.locator('.admin-options img').first()).toBeVisible({ timeout: 60_000 });
      },
      edit: async (p) => {
        await p.getByLabel('Title').fill(`Sample for Ada L ${t}`);
        return { label: `Sample for Ada L ${t}`, shows: 'Ada' };
      },
    });
  });
});
