import { expect, seriousViolations, snap, test } from './fixtures';
import { login, mailContaining, newCustomer, open, readyOption, signInAs, SIZES } from './shop-support';

const [DESKTOP, PHONE] = SIZES;

test.describe('an e-card', () => {
  test('when a card is sent as an e-card with its own greeting, then the mail greets and signs once, comes from the sender, and its link opens the card front and inside without signing in, on a phone and a desktop', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const who = await newCustomer('Ecard Sender');
    const c = await login(who.email, who.password);
    const { cardId, optionId } = await readyOption(c);
    const to = `family-${optionId}@e2e.test`;

    const sender = await open(browser, PHONE);
    await signInAs(sender.page, c);
    await sender.page.goto(`/card/${cardId}/option/${optionId}`);
    await sender.page.getByRole('button', { name: 'Send as e-card' }).click();
    const dialog = sender.page.getByRole('dialog', { name: 'Send to Rose' });
    await dialog.getByRole('textbox', { name: 'Recipient’s email' }).fill(to);
    await dialog.getByRole('textbox', { name: 'Greeting (optional)' }).fill('Dear Family and friends');
    await dialog.getByRole('textbox', { name: 'A short note (optional)' }).fill('Thinking of you all.');
    expect(await seriousViolations(sender.page)).toEqual([]);
    await snap(sender.page, 'ecard-send-dialog-390');
    await dialog.getByRole('button', { name: 'Send e-card' }).click();
    await expect(sender.page.getByText(`Your e-card is on its way to ${to}.`)).toBeVisible();
    await sender.ctx.close();

    const mail = await mailContaining(to);
    // Signed by the card's sender name, on the shop's address; replies go to the customer.
    expect(mail).toMatch(/^From: "?Sam via Greeting Cards"? </m);
    expect(mail).toMatch(new RegExp(`^Reply-To: ${c.email.replace(/[.]/g, '\\.')}`, 'mi'));
    const text = mail.slice(mail.indexOf('Content-Type: text/plain'), mail.indexOf('Content-Type: text/html'));
    expect(text.match(/Dear /g)).toHaveLength(1);
    expect(text).toContain('Dear Family and friends,');
    expect(text).toContain('A note from Sam: Thinking of you all.');
    const link = /https?:\/\/[^\s"<>]+\/ecard\/[A-Za-z0-9_-]{43}/.exec(text)?.[0];
    if (!link) throw new Error('the e-card mail links to no page of the card');

    for (const size of [PHONE, DESKTOP]) {
      // The recipient has no account: a fresh browser, nobody signed in.
      const { ctx, page } = await open(browser, size);
      await page.goto(new URL(link).pathname);
      await expect(page.getByRole('heading', { name: 'A card from Sam' })).toBeVisible();
      await expect(page.getByText('Thinking of you all.')).toBeVisible();
      const front = page.frameLocator('iframe[title="The front of a card from Sam"]');
      await expect(front.locator('html[data-fitted]')).toHaveCount(1);
      const right = page.frameLocator('iframe[title="Inside, right"]');
      await expect(right.locator('html[data-fitted]')).toHaveCount(1);
      await expect(right.locator('body')).toContainText('Dear Family and friends,');
      // Readable: on a phone each inside panel takes the width of the screen.
      const panel = await page.locator('.ecard-spread .sheet-view').last().boundingBox();
      expect(panel!.width).toBeGreaterThan(size.viewport.width * (size === PHONE ? 0.85 : 0.3));
      expect(await seriousViolations(page)).toEqual([]);
      await snap(page, `ecard-page-${size.viewport.width}`);
      await ctx.close();
    }

    const { ctx, page } = await open(browser, PHONE);
    const path = new URL(link).pathname;
    await page.goto(`${path.slice(0, -1)}${path.endsWith('A') ? 'B' : 'A'}`);
    await expect(page.getByRole('alert')).toContainText(/does not open/);
    await ctx.close();
  });
});
