import sharp from 'sharp';
import { expect, seriousViolations, snap, test } from './fixtures';
import { api, login, newCustomer, open, signInAs, SIZES } from './shop-support';

/** A photo-like picture (sky over a meadow, with grain), as a phone would send it. */
async function photo(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let y = 0; y < height; y++) {
    const sky = y < height * 0.55;
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const g = (seed % 30) - 15;
      const i = (y * width + x) * 3;
      raw[i] = (sky ? 120 + (y * 90) / height : 70) + g;
      raw[i + 1] = (sky ? 170 + (y * 60) / height : 140 + (x * 40) / width) + g;
      raw[i + 2] = (sky ? 230 : 60) + g;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

test.describe('a photo on the card', () => {
  test('when a customer puts a photo on the front on a phone, crops it and makes options, then the preview shows the photo with the greeting in the chosen band', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const who = await newCustomer('Photo Customer');
    const c = await login(who.email, who.password);
    const events = await api<Array<{ id: number; slug: string }>>(null, 'GET', '/events?per_page=200');
    const card = await api<{ id: number }>(c.token, 'POST', '/cards', {
      card: { event_id: events.body.find((e) => e.slug === 'birthday')!.id, recipient_name: 'Nana Joan', sender_name: 'Sam' },
    });
    expect(card.status).toBe(201);

    const { ctx, page } = await open(browser, SIZES[1]);
    await signInAs(page, c);
    await page.goto(`/card/${card.body.id}`);
    const front = page.getByRole('group', { name: 'Front', exact: true });

    // Something that is not a photo is refused with the reason, before anything is kept.
    await front
      .locator('input[type=file]')
      .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Dear Nana, not a picture. '.repeat(40)) });
    await expect(front.getByRole('alert')).toContainText('This file is not a photo');

    await front.locator('input[type=file]').setInputFiles({ name: 'meadow.jpg', mimeType: 'image/jpeg', buffer: await photo(1800, 2400) });
    const cropper = page.getByRole('group', { name: 'Position your front photo' });
    await expect(cropper).toBeVisible({ timeout: 30_000 });
    await expect(cropper.getByRole('status')).toContainText('prints sharp');
    // Zoom in with the keyboard until the photo would print soft: the warning says so.
    const frame = cropper.getByRole('img', { name: /panel with your photo/ });
    await frame.focus();
    for (let i = 0; i < 8; i++) await page.keyboard.press('+');
    await page.keyboard.press('ArrowDown');
    await expect(cropper.getByRole('status')).toContainText('may look a little soft');
    await cropper.getByRole('slider', { name: 'Zoom' }).fill('110');
    await expect(cropper.getByRole('status')).toContainText('prints sharp');
    await cropper.getByLabel('Bottom').check();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'photo-crop-390');
    await cropper.getByRole('button', { name: 'Save position' }).click();
    await expect(cropper).toBeHidden();

    await page.getByRole('button', { name: 'Make options' }).click();
    await expect(page.getByRole('list', { name: 'Options' }).getByText('Ready').first()).toBeVisible({ timeout: 120_000 });
    await snap(page, 'photo-card-options-390');
    await page.getByRole('list', { name: 'Options' }).getByRole('link', { name: /Ready/ }).first().click();
    const outside = page.frameLocator('iframe[data-sheet="outside"]');
    await expect(outside.locator('[data-photo="front"]')).toHaveCount(1);
    await expect(outside.locator('html[data-fitted]')).toHaveCount(1);
    // The greeting sits in the lower band of the front, on its plate.
    const band = await outside.locator('[data-part="front"]').boundingBox();
    const photoBox = await outside.locator('[data-photo="front"]').boundingBox();
    expect(band!.y).toBeGreaterThan(photoBox!.y + photoBox!.height * 0.5);
    await snap(page, 'photo-option-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await snap(page, 'photo-option-1280');
    await page.goto(`/card/${card.body.id}`);
    await page.getByRole('group', { name: 'Front', exact: true }).getByRole('button', { name: 'Crop and position' }).click();
    await expect(page.getByRole('group', { name: 'Position your front photo' })).toBeVisible();
    await snap(page, 'photo-crop-1280');
    await ctx.close();
  });
});
