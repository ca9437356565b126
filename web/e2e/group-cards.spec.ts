import { expect, seriousViolations, snap, test } from './fixtures';
import { api, login, newCustomer, open, readyOption, signInAs, SIZES } from './shop-support';

const [DESKTOP, PHONE] = SIZES;

test.describe('a group card signed by many', () => {
  test("when the owner turns signing on on a phone and someone signs from another browser, then the signature appears on the owner's page without reloading and the owner removes one", async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const who = await newCustomer('Group Card Owner');
    const c = await login(who.email, who.password);
    const { cardId, optionId } = await readyOption(c);

    const owner = await open(browser, PHONE);
    await signInAs(owner.page, c);
    await owner.page.goto(`/card/${cardId}`);
    const panel = owner.page.getByRole('region', { name: 'Ask others to sign' });
    await panel.getByRole('button', { name: 'Turn on signing' }).click();
    const linkBox = panel.getByLabel(/Signing link/);
    await expect(linkBox).toHaveValue(/\/sign\/[A-Za-z0-9_-]{43}$/);
    const url = new URL(await linkBox.inputValue());
    await expect(panel.getByRole('heading', { name: 'No signatures yet' })).toBeVisible();
    expect(await seriousViolations(owner.page)).toEqual([]);

    // A colleague signs on their own phone, in a separate browser with no account.
    const guest = await open(browser, PHONE);
    await guest.page.goto(url.pathname);
    await expect(guest.page.getByRole('heading', { name: 'Sign the card for Rose' })).toBeVisible();
    await expect(guest.page.getByRole('img', { name: /front of the card/ })).toBeVisible();
    // An empty form is refused in words on the page.
    await guest.page.getByRole('button', { name: 'Sign the card' }).click();
    await expect(guest.page.getByRole('alert').first()).toContainText('Enter the message.');
    await guest.page.getByRole('textbox', { name: 'Message', exact: true }).fill('Happy birthday Rose! Save me a slice of cake.');
    await guest.page.getByRole('textbox', { name: 'Your name' }).fill('Priya from Accounts');
    expect(await seriousViolations(guest.page)).toEqual([]);
    await snap(guest.page, 'sign-page-390');
    await guest.page.getByRole('button', { name: 'Sign the card' }).click();
    await expect(guest.page.getByText('Thank you — your message is on the card.')).toBeVisible();
    await snap(guest.page, 'sign-page-thanks-390');

    // The owner's page hears of it over /ws: no reload.
    await expect(panel.getByText('Happy birthday Rose! Save me a slice of cake.')).toBeVisible({ timeout: 15_000 });
    await expect(panel.getByRole('heading', { name: '1 signature' })).toBeVisible();

    // The same browser changes its own signature with the edit token it kept.
    await guest.page.getByRole('button', { name: 'Change my message' }).click();
    await guest.page.getByRole('textbox', { name: 'Message', exact: true }).fill('Happy birthday Rose! Save me TWO slices of cake.');
    await guest.page.getByRole('button', { name: 'Save my message' }).click();
    await expect(guest.page.getByText('Save me TWO slices')).toBeVisible();
    await expect(panel.getByText('Save me TWO slices of cake.')).toBeVisible({ timeout: 15_000 });

    // A second signer on their own phone, then the owner removes the first.
    const second = await open(browser, PHONE);
    await second.page.goto(url.pathname);
    await expect(second.page.getByText('1 person has signed so far.')).toBeVisible();
    await second.page.getByRole('textbox', { name: 'Message', exact: true }).fill('Many happy returns from the whole team.');
    await second.page.getByRole('textbox', { name: 'Your name' }).fill('Tom');
    await second.page.getByRole('button', { name: 'Sign the card' }).click();
    await expect(second.page.getByText('Thank you — your message is on the card.')).toBeVisible();
    await second.ctx.close();
    await expect(panel.getByRole('heading', { name: '2 signatures' })).toBeVisible({ timeout: 15_000 });
    await panel.getByRole('button', { name: "Remove Priya from Accounts's message" }).click();
    await owner.page.getByRole('dialog', { name: 'Remove Priya from Accounts’s message?' }).getByRole('button', { name: 'Remove' }).click();
    await expect(panel.getByRole('heading', { name: '1 signature' })).toBeVisible();
    await expect(panel.getByText('Save me TWO slices')).toHaveCount(0);
    await snap(owner.page, 'signing-panel-390');

    // The option's preview shows the remaining signature in handwriting on the inside.
    await owner.page.goto(`/card/${cardId}/option/${optionId}`);
    const inside = owner.page.frameLocator('iframe[data-sheet="inside"]');
    await expect(inside.locator('[data-signature]')).toHaveCount(1);
    await expect(inside.locator('[data-signature]')).toContainText('Many happy returns from the whole team.');
    await expect(inside.locator('html[data-fitted]')).toHaveCount(1);
    await snap(owner.page, 'signed-option-390');

    // The owner turns signing off: the page says so in words.
    await owner.page.goto(`/card/${cardId}`);
    await owner.page.getByRole('region', { name: 'Ask others to sign' }).getByRole('button', { name: 'Stop signing' }).click();
    await owner.page
      .getByRole('dialog', { name: 'Stop taking signatures?' })
      .getByRole('button', { name: 'Stop taking signatures' })
      .click();
    await expect(
      owner.page.getByRole('region', { name: 'Ask others to sign' }).getByRole('button', { name: 'Turn on signing' }),
    ).toBeVisible();
    await guest.page.reload();
    await expect(guest.page.locator('#main').getByRole('alert')).toContainText('no longer taking signatures');

    const desk = await open(browser, DESKTOP);
    await desk.page.goto(url.pathname);
    await snap(desk.page, 'sign-page-closed-1280');
    await Promise.all([owner.ctx.close(), guest.ctx.close(), desk.ctx.close()]);
  });

  test('when someone opens the signing page on a desktop, then it shows the card and the form', async ({ browser }) => {
    test.setTimeout(240_000);
    const who = await newCustomer('Group Card Desktop');
    const c = await login(who.email, who.password);
    const { cardId } = await readyOption(c);
    const opened = await api<{ url: string }>(c.token, 'POST', `/cards/${cardId}/signing`, { signing: {} });
    expect(opened.status).toBe(201);
    const link = opened.body;
    const { ctx, page } = await open(browser, DESKTOP);
    await page.goto(new URL(link.url).pathname);
    await expect(page.getByRole('heading', { name: 'Sign the card for Rose' })).toBeVisible();
    await expect(page.getByText('Be the first to sign.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'sign-page-1280');
    await ctx.close();
  });
});
