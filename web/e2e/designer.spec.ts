import { resolve } from 'node:path';
import sharp from 'sharp';
import { expect, seriousViolations, snap, test } from './fixtures';
import { api, login, newCustomer, open, readyOption, signInAs, SIZES } from './shop-support';

const PHONE = SIZES[1];
/** Screenshots of the first screen only (snap takes the whole page), beside snap's. */
const firstScreen = (name: string) => resolve(import.meta.dirname, `../../.tmp/artifacts/web/${name}.png`);

/** A portrait photo: a plain sky above a busy, skin-toned patch in the lower half (where a face would be). */
async function portrait(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 11;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const busy = y > height * 0.45;
      const g = busy ? (seed % 120) - 60 : (seed % 6) - 3;
      const i = (y * width + x) * 3;
      raw[i] = (busy ? 190 : 150) + g;
      raw[i + 1] = (busy ? 130 : 195) + g;
      raw[i + 2] = (busy ? 100 : 235) + g;
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

test.describe('the designer on a phone', () => {
  test('when a customer answers the leaving card’s questions, then the card keeps their answers, the nudge shows when nothing is told, and axe is clean, at both sizes', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const who = await newCustomer('Question Answerer');
    const c = await login(who.email, who.password);
    for (const size of SIZES) {
      const { ctx, page } = await open(browser, size);
      await signInAs(page, c);
      await page.goto('/card/new/leaving');
      await page.locator('.style-option').first().click();
      await page.getByLabel('Who is it for?').fill('Priya');
      await page.getByLabel('Who is it from?').fill('Everyone in Accounts');
      await page.getByRole('combobox', { name: 'Who are they to you?' }).click();
      await page.getByRole('option', { name: 'A colleague or my team' }).click();
      const questions = page.getByRole('group', { name: 'A few things only you know' });
      await expect(questions.getByRole('textbox').first()).toBeVisible();
      await page.getByRole('button', { name: 'Create my card' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'still write you a card' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await snap(page, `designer-${size.name}-questions-nudge`);
      await questions.getByLabel("We'll miss…").fill('the biscuit rota you ran for six years');
      await page.getByRole('button', { name: 'Create my card' }).click();
      await expect(page).toHaveURL(/\/card\/\d+$/);
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      const card = await api<{ answers: Array<{ text: string }> }>(c.token, 'GET', `/cards/${id}`);
      expect(card.body.answers.map((a) => a.text)).toEqual(['the biscuit rota you ran for six years']);
      await ctx.close();
    }
  });

  test('when a customer creates a card, then its options are on the first screen and the designs left this month show', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const who = await newCustomer('First Screen');
    const c = await login(who.email, who.password);
    const { ctx, page } = await open(browser, PHONE);
    await signInAs(page, c);
    await page.goto('/card/new/birthday');
    await expect(page.getByText('30 of 30 free designs left this month')).toBeVisible();
    await page.locator('.style-option', { hasText: 'Watercolour Botanicals' }).click();
    await page.getByLabel('Who is it for?').fill('Grandma Rose');
    await page.getByLabel('Who is it from?').fill('Sam');
    await page.getByLabel('Anything else we should know?').fill('Loves gardening and the seaside');
    await page.getByRole('button', { name: 'Create my card' }).click();
    await expect(page).toHaveURL(/\/card\/\d+$/);
    const options = page.getByRole('list', { name: 'Options' });
    await expect(options.getByRole('listitem')).toHaveCount(3);
    await expect(options.getByText('Ready').first()).toBeVisible({ timeout: 120_000 });
    // Without scrolling: the first option's picture starts on the first screen of a 390 × 844 phone.
    await page.evaluate(() => window.scrollTo(0, 0));
    const first = await options.getByRole('listitem').first().boundingBox();
    expect(first!.y).toBeLessThan(PHONE.viewport.height - 150);
    // Photos and signing come after the options.
    const photos = await page.getByRole('heading', { name: 'Your own photos' }).boundingBox();
    expect(photos!.y).toBeGreaterThan(first!.y);
    await expect(page.getByText('27 of 30 free designs left this month')).toBeVisible();
    await page.screenshot({ path: firstScreen('designer-first-screen-390') });
    await snap(page, 'designer-card-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: firstScreen('designer-first-screen-1280') });
    await ctx.close();
  });

  test('when a customer edits the words, regenerates and undoes, then their edited words come back', async ({ browser }) => {
    test.setTimeout(240_000);
    const who = await newCustomer('Undo Words');
    const c = await login(who.email, who.password);
    const { cardId, optionId } = await readyOption(c);
    const { ctx, page } = await open(browser, PHONE);
    await signInAs(page, c);
    await page.goto(`/card/${cardId}/option/${optionId}`);
    await page.getByRole('button', { name: 'Edit words' }).click();
    const mine = 'Happy birthday, Rose! Thank you for every summer at the seaside. With love, Sam';
    await page.getByLabel('Inside message').fill(mine);
    await page.getByRole('button', { name: 'Save words' }).click();
    await expect(page.getByText('Your words are saved.')).toBeVisible();

    // Regenerating asks first, since the words are the customer's own; declining keeps them.
    // The shop's own dialog asks, not the browser's.
    await page.getByRole('button', { name: 'Regenerate words' }).click();
    const ask = page.getByRole('dialog', { name: 'Write new words?' });
    await expect(ask).toContainText(/changed these words by hand/);
    await expect(ask.getByRole('button', { name: 'Go back' })).toBeFocused();
    await ask.getByRole('button', { name: 'Go back' }).click();
    await expect(ask).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Undo/ })).toBeVisible();

    await page.getByRole('button', { name: 'Regenerate words' }).click();
    await page.getByRole('dialog', { name: 'Write new words?' }).getByRole('button', { name: 'Write new words' }).click();
    await expect(page.getByRole('button', { name: 'Undo: bring back your edited words' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Regenerate words' })).toBeEnabled({ timeout: 60_000 });
    const inside = page.frameLocator('iframe[data-sheet="inside"]');
    await expect(inside.getByText('Thank you for every summer at the seaside')).toHaveCount(0, { timeout: 60_000 });
    await page.getByText(/Earlier words/).click();
    await expect(page.getByText('Your own words')).toBeVisible();
    await snap(page, 'designer-undo-390');

    await page.getByRole('button', { name: 'Undo: bring back your edited words' }).click();
    await expect(page.getByText('Your own words are back.')).toBeVisible();
    await expect(inside.getByText('Thank you for every summer at the seaside')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await snap(page, 'designer-undo-1280');
    await ctx.close();
  });

  test('when a customer regenerates the artwork and brings the earlier one back, then the card shows the first picture again', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const who = await newCustomer('Undo Artwork');
    const c = await login(who.email, who.password);
    const { cardId, optionId } = await readyOption(c);
    const artworkOf = async () => (await api<{ image_url: string }>(c.token, 'GET', `/card_instances/${optionId}`)).body.image_url;
    const firstArt = await artworkOf();
    const { ctx, page } = await open(browser, PHONE);
    await signInAs(page, c);
    await page.goto(`/card/${cardId}/option/${optionId}`);
    // The print preview inlines its pictures (data: URLs): the artwork it shows is among them.
    const outside = page.locator('iframe[data-sheet="outside"]');
    const pictures = () =>
      outside.evaluate((f: HTMLIFrameElement) =>
        (f.contentDocument?.documentElement.outerHTML.match(/data:image\/[^"')]+/g) ?? []).join(' '),
      );
    await expect.poll(pictures, { timeout: 60_000 }).toContain('data:image');
    const firstPictures = await pictures();

    await page.getByRole('button', { name: 'Regenerate artwork' }).click();
    await expect(page.getByText(/Earlier artwork \(1\)/)).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Regenerate artwork' })).toBeEnabled({ timeout: 60_000 });
    expect(await artworkOf()).not.toBe(firstArt);
    await expect.poll(pictures, { timeout: 60_000 }).not.toBe(firstPictures);
    await page.getByText(/Earlier artwork/).click();
    await expect(page.getByRole('img', { name: 'Earlier artwork 1' })).toHaveAttribute('src', firstArt);
    await snap(page, 'designer-artwork-undo-390');

    await page.getByRole('button', { name: 'Bring back earlier artwork 1' }).click();
    await expect(page.getByText('The earlier artwork is back.')).toBeVisible();
    expect(await artworkOf()).toBe(firstArt);
    // The print preview is drawn again from the restored picture.
    await expect.poll(pictures, { timeout: 60_000 }).toBe(firstPictures);
    expect(await seriousViolations(page)).toEqual([]);
    await ctx.close();
  });

  test('when a customer drags and pinches a photo on the front, then it moves and zooms, and the greeting starts in the calm part', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const who = await newCustomer('Pinch Photo');
    const c = await login(who.email, who.password);
    const { cardId } = await readyOption(c);
    const { ctx, page } = await open(browser, PHONE);
    await signInAs(page, c);
    await page.goto(`/card/${cardId}`);
    const front = page.getByRole('group', { name: 'Front', exact: true });
    await front.locator('input[type=file]').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await portrait(1800, 2400) });
    const cropper = page.getByRole('group', { name: 'Position your front photo' });
    await expect(cropper).toBeVisible({ timeout: 30_000 });
    // The busy lower half is passed over: the greeting starts at the top, set in the style's lettering.
    await expect(cropper.getByLabel('Top')).toBeChecked();
    // The card's own greeting, in the display face of the style (loaded from the file the printer embeds).
    const made = await api<{ card_instances: Array<{ front_text: string }> }>(c.token, 'GET', `/cards/${cardId}`);
    const greeting = made.body.card_instances.find((i) => i.front_text.trim())!.front_text;
    await expect(cropper.locator('.photo-crop-band[data-loaded]')).toHaveCount(1);
    const plate = cropper.locator('.photo-crop-greeting');
    await expect(plate).toHaveText(greeting);
    expect(await plate.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/Playfair Display|Lora|Montserrat|Caveat|Dancing Script/);

    const zoom = cropper.getByRole('slider', { name: 'Zoom' });
    const across = cropper.getByRole('slider', { name: 'Left – right' });
    const frame = cropper.getByRole('img', { name: /panel with your photo/ });
    await frame.scrollIntoViewIfNeeded();
    const box = (await frame.boundingBox())!;
    const cx = box.x + box.width / 2,
      cy = box.y + box.height / 2;

    // Pinch: two fingers spread apart zoom in.
    const cdp = await ctx.newCDPSession(page);
    const touch = (type: string, spread: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints:
          type === 'touchEnd'
            ? []
            : [
                { x: cx - spread, y: cy, id: 1 },
                { x: cx + spread, y: cy, id: 2 },
              ],
      });
    await touch('touchStart', 20);
    for (let s = 25; s <= 70; s += 5) await touch('touchMove', s);
    await touch('touchEnd', 70);
    await expect.poll(async () => Number(await zoom.inputValue())).toBeGreaterThan(200);

    // Drag with one finger: the photo follows it, so the view's centre moves the other way.
    const before = Number(await across.inputValue());
    const drag = (type: string, x: number) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y: cy, id: 3 }] });
    await drag('touchStart', cx);
    for (let x = cx; x <= cx + 60; x += 10) await drag('touchMove', x);
    await drag('touchEnd', cx + 60);
    await expect.poll(async () => Number(await across.inputValue())).toBeLessThan(before - 20);

    // And with the wheel on a desktop.
    await page.setViewportSize({ width: 1280, height: 800 });
    const zoomed = Number(await zoom.inputValue());
    await frame.hover();
    await page.mouse.wheel(0, 200);
    await expect.poll(async () => Number(await zoom.inputValue())).toBeLessThan(zoomed);
    await snap(page, 'designer-photo-1280');
    await page.setViewportSize(PHONE.viewport);
    await snap(page, 'designer-photo-390');
    await cropper.getByRole('button', { name: 'Save position' }).click();
    await expect(cropper).toBeHidden();
    await ctx.close();
  });

  test('when the month’s designs run out, then the design-pack checkout says what is bought and what it costs', async ({ browser }) => {
    test.setTimeout(240_000);
    const who = await newCustomer('Pack Buyer');
    const c = await login(who.email, who.password);
    const events = await api<Array<{ id: number; slug: string }>>(null, 'GET', '/events?per_page=200');
    const card = await api<{ id: number }>(c.token, 'POST', '/cards', {
      card: { event_id: events.body.find((e) => e.slug === 'birthday')!.id, recipient_name: 'Rose', sender_name: 'Sam' },
    });
    // The month's thirty designs: seven times four and the last two.
    for (let n = 0; n < 8; n++) expect((await api(c.token, 'POST', `/cards/${card.body.id}/generate`, { options: 4 })).status).toBe(202);
    expect((await api<{ used: number; allowance: number }>(c.token, 'GET', '/allowance')).body).toMatchObject({ used: 30, allowance: 30 });

    for (const size of SIZES) {
      const { ctx, page } = await open(browser, size);
      await signInAs(page, c);
      await page.goto(`/card/${card.body.id}`);
      await expect(page.getByText('0 of 30 free designs left this month')).toBeVisible();
      await page.getByRole('button', { name: 'Make more options' }).click();
      await page.getByRole('link', { name: 'Buy pack' }).click();
      await expect(page.getByRole('heading', { name: 'Secure checkout' })).toBeVisible();
      const summary = page.getByLabel('What you are buying');
      await expect(summary).toContainText(/You are buying\s*\d+ more card designs/);
      await expect(summary).toContainText(/£\d+\.\d\d/);
      const price = (await summary.locator('.price').textContent())!;
      await expect(page.getByRole('button', { name: `Pay ${price}` })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await snap(page, `designer-pack-checkout-${size.viewport.width}`);
      await ctx.close();
    }
  });
});
