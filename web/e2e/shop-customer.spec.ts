import { dayInWords } from '@cards/contracts/dates-in-words';
import type { Page } from '@playwright/test';
import { confirmationLink, env, expect, seriousViolations, snap, test } from './fixtures';
import {
  ADDRESS,
  api,
  expectPlainWords,
  fillCart,
  login,
  mailContaining,
  newCustomer,
  open,
  pay,
  readyOption,
  signInAs,
  SIZES,
  type Customer,
  type PaidOrder,
} from './shop-support';

/** Every picture of a card the page asks the server to draw (thumbnails), from now on. */
function thumbnailRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/assets/rendering/thumbnails/')) asked.push(r.url());
  });
  return asked;
}

/** A day as every page and mail of the shop shows it (the year when it is not this one). */
const dayName = (day: string) => dayInWords(day, new Date());

test.describe.configure({ mode: 'serial' });

test.describe('a shop that feels finished, for a customer', () => {
  let sam: Customer;
  let option: { cardId: number; optionId: number };
  let order: PaidOrder;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const made = await newCustomer('Sam Shopper');
    sam = await login(made.email, made.password);
    option = await readyOption(sam);
    await fillCart(sam, option.optionId, { saveAddress: true });
    order = await pay(sam);
  });

  test('when forms are sent empty or wrong, then every message is a plain sentence naming the field, at both sizes', async ({
    browser,
  }) => {
    for (const size of SIZES) {
      const { ctx, page } = await open(browser, size);
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText('Enter the e-mail address.')).toBeVisible();
      await expect(page.getByText('Enter the password.')).toBeVisible();
      await expectPlainWords(page);
      await snap(page, `shop-${size.name}-login-empty`);

      await page.goto('/signup');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('Enter the e-mail address.')).toBeVisible();
      await page.getByLabel('Email').fill('not-an-address');
      await page.getByLabel('Password', { exact: true }).fill('short');
      await page.getByLabel('Confirm password').fill('different');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('Enter an e-mail address like name@example.com.')).toBeVisible();
      await expect(page.getByText('Use at least 8 characters for the password.')).toBeVisible();
      await expect(page.getByText('The two passwords do not match.')).toBeVisible();
      await expectPlainWords(page);
      // A mistake only the server can see reads the same way.
      await page.getByLabel('Email').fill(sam.email);
      await page.getByLabel('Password', { exact: true }).fill('another-long-password-9');
      await page.getByLabel('Confirm password').fill('another-long-password-9');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('The e-mail address has already been taken.')).toBeVisible();
      await snap(page, `shop-${size.name}-signup-wrong`);

      await signInAs(page, sam);
      await page.goto('/profile/addresses');
      await page.getByRole('button', { name: 'Add an address' }).click();
      await page.getByRole('button', { name: 'Save address' }).click();
      await expect(page.getByText('Enter the first line of the address.')).toBeVisible();
      await expect(page.getByText('Enter the town or city.')).toBeVisible();
      await expect(page.getByText('Enter the postcode.')).toBeVisible();
      await page.getByLabel('Postcode').fill('12345');
      await page.getByRole('button', { name: 'Save address' }).click();
      await expect(page.getByText('Enter a UK postcode, like SW1A 2AA.')).toBeVisible();
      await expectPlainWords(page);
      await snap(page, `shop-${size.name}-address-wrong`);

      await page.goto('/card/new/birthday');
      await page.getByRole('button', { name: 'Create my card' }).click();
      await expect(page.getByText('Who is the card for?')).toBeVisible();
      await expectPlainWords(page);
      await ctx.close();
    }
  });

  test('when a card is declined, then the message is next to Pay now, in view, focused and announced, at both sizes', async ({
    browser,
  }) => {
    await fillCart(sam, option.optionId);
    for (const size of SIZES) {
      const { ctx, page } = await open(browser, size);
      await signInAs(page, sam);
      await page.goto('/cart/checkout');
      await expect(page.getByText(ADDRESS.line1)).toBeVisible();
      await expect(
        page.getByText(/Posted (today if you order by \d+(:\d\d)?[ap]m|\w+day \d+ \w+( \d{4})?); expected by \w+day/).first(),
      ).toBeVisible();
      await page.getByLabel(/Visa \(declined\)/).check();
      await page.getByRole('button', { name: 'Pay now' }).click();
      const message = page.locator('#payment-error');
      await expect(message).toHaveText('Your card was declined.');
      await expect(message).toBeInViewport();
      await expect(message).toBeFocused();
      await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Pay now' })).toHaveAttribute('aria-describedby', 'payment-error');
      expect(await seriousViolations(page)).toEqual([]);
      await snap(page, `shop-${size.name}-checkout-declined`);
      await ctx.close();
    }
  });

  test('when the cart, checkout and My Cards are opened before payment, then the card is drawn in the browser and no thumbnail is asked of the server, at both sizes', async ({
    browser,
  }) => {
    await fillCart(sam, option.optionId);
    for (const size of SIZES) {
      const { ctx, page } = await open(browser, size);
      await signInAs(page, sam);
      const asked = thumbnailRequests(page);
      await page.goto('/cart');
      await page.locator('.line-thumb').first().scrollIntoViewIfNeeded();
      // The front as it prints, laid out in the line's box by the card layout, as the designer shows it.
      await expect(page.locator('.line-thumb iframe[title="The front of this option, as it will print"]')).toHaveCount(1);
      await expect(page.locator('.line-thumb iframe')).toBeVisible();
      await snap(page, `shop-${size.name}-cart-drawn`);
      await page.goto('/cart/checkout');
      await expect(page.getByText(ADDRESS.line1)).toBeVisible();
      // My Cards draws each tile from the list it loaded: no request per card.
      const perCard: string[] = [];
      page.on('request', (r) => {
        if (/^\/cards\/\d+$/.test(new URL(r.url()).pathname)) perCard.push(r.url());
      });
      await page.goto('/cards');
      await page.locator(`.tile-media [data-option="${option.optionId}"]`).scrollIntoViewIfNeeded();
      await expect(page.locator(`.tile-media [data-option="${option.optionId}"] iframe`)).toBeVisible();
      expect(asked).toEqual([]);
      expect(perCard).toEqual([]);
      await ctx.close();
    }
  });

  test('when an order is paid, then its pages and receipt show the address, postage, dates, thumbnails and a timeline, at both sizes', async ({
    browser,
  }) => {
    for (const size of SIZES) {
      const { ctx, page } = await open(browser, size);
      await signInAs(page, sam);
      const asked = thumbnailRequests(page);
      for (const path of [`/cart/complete/${order.number}`, `/profile/order/${order.number}`]) {
        await page.goto(path);
        const summary = page.locator('.order-summary');
        await expect(summary.getByRole('heading', { name: `Order ${order.number}` })).toBeVisible();
        await expect(summary.locator('address')).toContainText(ADDRESS.line1);
        await expect(summary).toContainText('Royal Mail 2nd Class');
        await expect(summary).toContainText(`Printed and posted${dayName(order.planned_dispatch_date)}`);
        await expect(summary).toContainText(`ArrivalExpected by ${dayName(order.expected_arrival_date)}`);
        const steps = summary.getByRole('list', { name: 'Order progress' }).getByRole('listitem');
        await expect(steps).toHaveText([/Order placed/, /Printing/, /Posted/, /Delivered/]);
        await expect(steps.first()).toHaveAttribute('aria-current', 'step');
        // The customer's card is drawn in their browser: the server draws it only for the print run.
        // Drawn once it comes near the screen, as a reader scrolls to it.
        const lines = summary.getByRole('list', { name: 'Cards in this order' });
        await lines.scrollIntoViewIfNeeded();
        await expect(lines.locator('.line-thumb iframe')).toHaveCount(1);
        await expect(summary.getByRole('button', { name: 'Cancel order' })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        await snap(page, `shop-${size.name}-${path.startsWith('/cart') ? 'order-complete' : 'order-page'}`);
      }
      await page.goto('/profile/orders');
      await expect(page.getByRole('link', { name: order.number })).toBeVisible();
      // Wide tables scroll in their box; the page (header included) fits the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await snap(page, `shop-${size.name}-orders`);
      expect(asked).toEqual([]);
      await ctx.close();
    }
    const mail = await mailContaining(`Your order ${order.number} is confirmed`);
    // The shop's one delivery wording, as the cart and checkout said it.
    expect(mail).toContain(`When: Posted ${dayName(order.planned_dispatch_date)}; expected by ${dayName(order.expected_arrival_date)}`);
    expect(mail).toContain('Postage: Royal Mail 2nd Class');
    expect(mail).toContain(ADDRESS.line1);
    expect(mail).toMatch(/<img src="http[^"]+"/);
  });

  test('when the customer cancels an order that is not printed yet, then it is refunded and the timeline ends with Cancelled', async ({
    browser,
  }) => {
    const { ctx, page } = await open(browser, SIZES[1]);
    await signInAs(page, sam);
    await page.goto(`/profile/order/${order.number}`);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText(`Cancel order ${order.number}?`)).toBeFocused();
    await snap(page, 'shop-phone-order-cancel-ask');
    await page.getByRole('button', { name: 'Yes, cancel it' }).click();
    const summary = page.locator('.order-summary');
    await expect(summary.locator('.status-pill').first()).toHaveText('Cancelled');
    await expect(summary.getByRole('list', { name: 'Order progress' }).getByRole('listitem').last()).toContainText(/Cancelled.*refunded/);
    await expect(summary.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await snap(page, 'shop-phone-order-cancelled');
    await ctx.close();
  });

  test('when the customer keeps an address book, then addresses are listed, added, edited, made default and deleted', async ({
    browser,
  }) => {
    const { ctx, page } = await open(browser, SIZES[0]);
    await signInAs(page, sam);
    await page.goto('/profile/addresses');
    // Checkout saved the delivery address here.
    await expect(page.getByRole('list', { name: 'Saved addresses' })).toContainText(ADDRESS.line1);
    await page.getByRole('button', { name: 'Add an address' }).click();
    await page.getByLabel('Label (optional)').fill('Mum');
    await page.getByLabel('Full name').fill('Jane Smith');
    await page.getByLabel('Address line 1').fill('4 Harbour Row');
    await page.getByLabel('Town or city').fill('Edinburgh');
    await page.getByLabel('Postcode').fill('eh1 1yz');
    await page.getByRole('button', { name: 'Save address' }).click();
    const mum = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Mum' }) });
    await expect(mum).toContainText('EH1 1YZ');
    await page.getByRole('button', { name: 'Make Mum the default' }).click();
    await expect(mum.getByText('Default')).toBeVisible();
    await page.getByRole('button', { name: 'Edit Mum' }).click();
    await page.getByLabel('Address line 1').fill('5 Harbour Row');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(mum).toContainText('5 Harbour Row');
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'shop-desktop-address-book');
    await page.getByRole('button', { name: 'Delete Mum' }).click();
    await page.getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(page.getByRole('heading', { name: 'Mum' })).toHaveCount(0);
    const { ctx: phone, page: small } = await open(browser, SIZES[1]);
    await signInAs(small, sam);
    await small.goto('/profile/addresses');
    await expect(small.getByRole('list', { name: 'Saved addresses' })).toContainText(ADDRESS.line1);
    await snap(small, 'shop-phone-address-book');
    await Promise.all([ctx.close(), phone.close()]);
  });

  test('when the customer goes back and forward in the designer, then what was typed is still there, at both sizes', async ({
    browser,
  }) => {
    for (const size of SIZES) {
      const { ctx, page } = await open(browser, size);
      await signInAs(page, sam);
      await page.goto('/card/new/birthday');
      await page.locator('.style-option').first().click();
      await page.getByLabel('Who is it for?').fill('Aunt Petra');
      await page.getByLabel('Who is it from?').fill('Sam');
      await page.getByLabel('Anything else we should know?').fill('Keeps bees and beats everyone at chess');
      await page.getByLabel("They're really into…").fill('her bees, all forty thousand of them');
      await page.getByRole('link', { name: 'Greeting Cards home' }).click();
      await expect(page).toHaveURL(`${env.web()}/`);
      await page.goBack();
      await expect(page.getByLabel('Who is it for?')).toHaveValue('Aunt Petra');
      await expect(page.getByLabel('Anything else we should know?')).toHaveValue('Keeps bees and beats everyone at chess');
      await expect(page.getByLabel("They're really into…")).toHaveValue('her bees, all forty thousand of them');
      await page.goForward();
      await expect(page).toHaveURL(`${env.web()}/`);
      await page.goBack();
      await expect(page.getByLabel('Who is it from?')).toHaveValue('Sam');
      await snap(page, `shop-${size.name}-designer-back`);
      // A fresh visit (a new history entry) starts empty; a reload keeps the entry's words.
      await page.reload();
      await expect(page.getByLabel('Who is it for?')).toHaveValue('Aunt Petra');
      await page.goto('/about');
      await page.goto('/card/new/birthday');
      await expect(page.getByLabel('Who is it for?')).toHaveValue('');
      await ctx.close();
    }
  });

  test("when a card's options are compared, then each shows its whole words and a Choose this one button, and the advertised size comes first", async ({
    browser,
  }) => {
    const card = await api<{ card_instances: Array<{ id: number; text: string | null; status: string }> }>(
      sam.token,
      'GET',
      `/cards/${option.cardId}`,
    );
    const ready = card.body.card_instances.filter((i) => i.status === 'ready');
    for (const size of SIZES) {
      const { ctx, page } = await open(browser, size);
      await signInAs(page, sam);
      await page.goto(`/card/${option.cardId}`);
      const options = page.getByRole('list', { name: 'Options' });
      for (const i of ready) await expect(options).toContainText(i.text!.split('\n').filter(Boolean).at(-1)!);
      await expect(options.getByRole('link', { name: /^Choose option/ })).toHaveCount(ready.length);
      expect(await seriousViolations(page)).toEqual([]);
      await snap(page, `shop-${size.name}-card-options`);
      await options
        .getByRole('link', { name: /^Choose option/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/card\/\d+\/option\/\d+$/);
      await expect(page.getByRole('radio', { checked: true, name: /£3\.95/ })).toHaveCount(1);
      await ctx.close();
    }
  });

  test('when a customer confirms the e-mail, then sign-in opens with the address filled; a used link offers to send it again', async ({
    browser,
  }) => {
    const fresh = await newCustomer('Nina New', { confirm: false });
    const link = new URL(await confirmationLink(fresh.email));
    for (const size of SIZES) {
      const { ctx, page } = await open(browser, size);
      await page.goto(`${link.pathname}${link.search}`);
      if (size.name === 'desktop') {
        await expect(page).toHaveURL(/\/login\?confirmed=1&email=/);
        await expect(page.getByRole('heading', { name: 'Your e-mail is confirmed' })).toBeVisible();
        await expect(page.getByLabel('Email')).toHaveValue(fresh.email);
        await expect(page.getByLabel('Password')).toBeFocused();
        expect(await seriousViolations(page)).toEqual([]);
        await snap(page, 'shop-desktop-confirmed-login');
        await page.getByLabel('Password').fill(fresh.password);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await expect(page).toHaveURL(`${env.web()}/`);
      } else {
        // The same link a second time has been used.
        await expect(page.getByRole('heading', { name: 'This link didn’t work' })).toBeVisible();
        await page.getByRole('textbox', { name: 'Email' }).fill(fresh.email);
        await page.getByRole('button', { name: 'Send the link again' }).click();
        await expect(page.getByText(/a new link is on its way/)).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        await snap(page, 'shop-phone-confirmation-used');
      }
      await ctx.close();
    }
    // Signing in before confirming offers the link again.
    const waiting = await newCustomer('Ursula Unconfirmed', { confirm: false });
    const { ctx, page } = await open(browser, SIZES[1]);
    await page.goto('/login');
    await page.getByLabel('Email').fill(waiting.email);
    await page.getByLabel('Password').fill(waiting.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('You have to confirm your email address before continuing.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send the link again' })).toBeVisible();
    await snap(page, 'shop-phone-login-unconfirmed');
    await ctx.close();
  });
});
