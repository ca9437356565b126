import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { photoPrintCheck } from '@cards/card-layout';
import type { Card, CardPhoto, Cart, Order } from '@cards/contracts';
import { startTestPlatform, type TestPlatform } from './support/test-platform.js';
import { authHeaders, signUpAndLogin, type SignedIn } from '@cards/testing/users';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectLabelled } from '@cards/testing';
import { call, createCard, occasions, waitForOptions } from '../../generation/test/generation-test-support.js';

const run = promisify(execFile);
const ARTIFACTS = resolve(import.meta.dirname, '../../../.tmp/artifacts/photos');
const A6 = { flat_width_mm: 210, flat_height_mm: 148, bleed_mm: 3 };

/**
 * A photo of two halves, red over blue as stored, with grain like a camera's (a flat picture
 * would be embedded re-compressed, a real photo's JPEG bytes as they are), camera and GPS
 * metadata and an EXIF orientation.
 */
async function cameraPhoto(width: number, height: number, orientation = 1): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 42;
  for (let y = 0; y < height; y++) {
    const [r, g, b] = y < height / 2 ? [200, 40, 40] : [40, 70, 190];
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed % 48) - 24;
      raw[(y * width + x) * 3] = r + grain;
      raw[(y * width + x) * 3 + 1] = g + grain;
      raw[(y * width + x) * 3 + 2] = b + grain;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Holiday 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '2/1 35/1 0/1' },
    })
    .withMetadata({ orientation })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The pixel at fractions of a picture, as [r, g, b]. */
async function pixel(bytes: Buffer, fx: number, fy: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (Math.floor(fy * info.height) * info.width + Math.floor(fx * info.width)) * 3;
  return [...data.subarray(i, i + 3)];
}

async function pdfImages(pdf: Buffer): Promise<Array<{ page: number; width: number; height: number; xppi: number; enc: string }>> {
  const file = join(ARTIFACTS, `probe-${process.pid}.pdf`);
  writeFileSync(file, pdf);
  const { stdout } = await run('pdfimages', ['-list', file]).finally(() => rmSync(file, { force: true }));
  return stdout
    .split('\n')
    .slice(2)
    .filter(Boolean)
    .map((l) => l.trim().split(/\s+/))
    .map((c) => ({
      page: Number(c[0]),
      width: Number(c[3]),
      height: Number(c[4]),
      enc: c[8]!,
      xppi: Number(c[12]),
    }));
}

describe('a photo on the card: upload, crop, generate, print', () => {
  let t: TestPlatform;
  let alice: SignedIn;
  let bob: SignedIn;
  let card: Card;

  const upload = async (
    token: string,
    cardId: number,
    panel: string,
    bytes: Buffer,
    filename: string,
    type = 'application/octet-stream',
  ) => {
    const form = new FormData();
    form.append('photo', new Blob([bytes], { type }), filename);
    const { 'content-type': _json, ...headers } = authHeaders(token);
    const res = await fetch(`${t.baseUrl}/cards/${cardId}/photos/${panel}`, { method: 'POST', headers, body: form });
    return { status: res.status, body: (await res.json()) as CardPhoto & { code?: string; error?: string } };
  };
  const storedPhotoFiles = () => {
    const dir = join(t.dataDir, 'assets', 'generation', 'photos');
    return existsSync(dir)
      ? readdirSync(dir, { recursive: true })
          .map(String)
          .filter((f) => f.includes('.'))
          .sort()
      : [];
  };

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    t = await startTestPlatform();
    [alice, bob] = await Promise.all([signUpAndLogin(t), signUpAndLogin(t)]);
    card = await createCard(t, alice.token, { event_id: (await occasions(t)).birthday, recipient_name: 'Nana Joan', sender_name: 'Alice' });
  }, 120_000);
  afterAll(async () => {
    await t?.stop();
  });

  it('when a photo is uploaded for the front under a misleading name, then its type is read from its bytes, it is turned upright, its metadata is gone and it is stored in three sizes', async () => {
    const original = await cameraPhoto(3200, 2400, 6);
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('TestCam');
    const r = await upload(alice.token, card.id, 'front', original, 'holiday.gif');
    expectLabelled(r.status, JSON.stringify(r.body)).toBe(201);
    // Orientation 6 turns the stored 3200 × 2400 a quarter to the right: upright it is 2400 × 3200.
    expect(r.body).toMatchObject({
      panel: 'front',
      source_type: 'image/jpeg',
      width_px: 2400,
      height_px: 3200,
      original_width_px: 2400,
      original_height_px: 3200,
      text_band: 'top',
    });
    expect((r.body.crop.w * 2400) / (r.body.crop.h * 3200)).toBeCloseTo(108 / 154, 3);

    const preview = await fetch(r.body.preview_url.replace(/^https?:\/\/[^/]+/, t.baseUrl));
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/jpeg');
    const shown = Buffer.from(await preview.arrayBuffer());
    const meta = await sharp(shown).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([1200, 1600, undefined, undefined]);
    // Upright, the stored top (red) is on the right and the stored bottom (blue) on the left.
    const [right, left] = [await pixel(shown, 0.9, 0.5), await pixel(shown, 0.1, 0.5)];
    expect(right[0]).toBeGreaterThan(150);
    expect(left[2]).toBeGreaterThan(150);

    const files = storedPhotoFiles();
    expect(files.map((f) => f.replace(/^[^/]+\//, ''))).toEqual(['original.jpg', 'print.jpg']);
    for (const f of files) {
      const m = await sharp(join(t.dataDir, 'assets', 'generation', 'photos', f)).metadata();
      expect([m.width, m.height, m.exif, m.orientation]).toEqual([2400, 3200, undefined, undefined]);
    }
  }, 60_000);

  it("when the photo is cropped and options are made, then no artwork is made and the PDF embeds the photo at its full print size and the crop's DPI", async () => {
    // A crop of the panel's shape, zoomed in a little, off-centre.
    const w = 0.8,
      h = (w * 2400) / 3200 / (108 / 154);
    const crop = { x: 0.15, y: 0.05, w, h };
    const put = await call<CardPhoto>(t, alice.token, 'PUT', `/cards/${card.id}/photos/front`, { photo: { crop, text_band: 'bottom' } });
    expectLabelled(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ crop, text_band: 'bottom' });

    const gen = await call(t, alice.token, 'POST', `/cards/${card.id}/generate`, { options: 1 });
    expectLabelled(gen.status, JSON.stringify(gen.body)).toBe(202);
    const ready = await waitForOptions(t, alice.token, card.id, 90_000);
    const option = ready.card_instances[0]!;
    expect(option).toMatchObject({ status: 'ready', image_status: 'ready', image_url: null });
    expect(option.thumbnail_url).toMatch(/rendering\/thumbnails\//);
    expect(ready.photos).toHaveLength(1);
    expect((await call(t, alice.token, 'POST', `/card_instances/${option.id}/regenerate_image`)).body).toMatchObject({
      code: 'photo_front',
    });

    let res = await fetch(`${t.baseUrl}/card_instances/${option.id}.pdf`, { headers: authHeaders(alice.token) });
    for (let i = 0; res.status === 503 && i < 20; i++) {
      await new Promise((r) => setTimeout(r, 1000));
      res = await fetch(`${t.baseUrl}/card_instances/${option.id}.pdf`, { headers: authHeaders(alice.token) });
    }
    expect(res.status).toBe(200);
    const pdf = Buffer.from(await res.arrayBuffer());
    const photo = (await pdfImages(pdf)).find((i) => i.page === 1 && i.width === 2400 && i.height === 3200);
    expectLabelled(photo, 'the photo at its full print size on the outside page').toBeDefined();
    expect(photo!.enc).toBe('jpeg');
    const expected = photoPrintCheck(A6, { panel: 'front', width_px: 2400, height_px: 3200, crop });
    expect(Math.abs(photo!.xppi - expected.dpi)).toBeLessThanOrEqual(2);
    writeFileSync(join(ARTIFACTS, 'photo-card.pdf'), pdf);
    await run('pdftoppm', ['-r', '60', '-png', join(ARTIFACTS, 'photo-card.pdf'), join(ARTIFACTS, 'photo-card')]);
  }, 180_000);

  it('when a small photo goes inside and the card is ordered on a larger card, then the cart warns before paying and the order line keeps the check', async () => {
    const small = await sharp({ create: { width: 800, height: 1120, channels: 3, background: '#d4a373' } })
      .png()
      .toBuffer();
    const r = await upload(alice.token, card.id, 'inside_left', small, 'nan.png', 'image/png');
    expectLabelled(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({ panel: 'inside_left', source_type: 'image/png', width_px: 800, height_px: 1120 });
    const ready = await waitForOptions(t, alice.token, card.id, 90_000);
    const option = ready.card_instances[0]!;

    const products = (
      await call<Array<{ id: number; size: string; active: boolean; price: number }>>(t, null, 'GET', '/products?per_page=200')
    ).body;
    const a5 = products.find((p) => p.size === 'A5' && p.active)!;
    const add = await call<Cart>(t, alice.token, 'POST', '/cart/add', {
      cart: { card_instance: { id: option.id }, quantity: 1, product_id: a5.id },
    });
    expectLabelled(add.status, JSON.stringify(add.body)).toBe(200);
    const checks = add.body.items[0]!.card_instance.print_checks!;
    // The zoomed front still has 300 DPI on A5; the small inside photo does not come close.
    expect(checks.map((c) => [c.panel, c.level])).toEqual([
      ['front', 'good'],
      ['inside_left', 'very_low'],
    ]);
    expect(checks[1]!.dpi).toBeLessThan(150);
    expect(checks[1]!.message).toMatch(/will look blurred/);

    expect(
      (
        await call(t, alice.token, 'PUT', '/cart/delivery', {
          delivery: {
            method: 'to_me',
            postage_class: 'second',
            address: { name: 'Alice Smith', line1: '1 Garden Lane', city: 'Bath', postcode: 'BA1 1AA' },
          },
        })
      ).status,
    ).toBe(200);
    const intent = await call<{ payment_intent_id: string }>(t, alice.token, 'POST', '/cart/payment_intent');
    expectLabelled(intent.status, JSON.stringify(intent.body)).toBe(200);
    const paid = await call<Order>(t, alice.token, 'POST', '/cart/payment_complete', {
      cart: { payment_intent_id: intent.body.payment_intent_id, payment_method: 'pm_card_visa' },
    });
    expectLabelled(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.items[0]!.print_checks).toEqual(checks);
  }, 180_000);

  it('when a file is not a photo, corrupt, HEIC, too small or too large, then it is refused with the reason and nothing is left stored', async () => {
    const before = storedPhotoFiles();
    const good = await cameraPhoto(1600, 2200);
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic'),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('mif1heic'),
      Buffer.alloc(4000),
    ]);
    const cases: Array<[string, Buffer, number, string, RegExp]> = [
      ['renamed text', Buffer.from('Dear Nana, this is not a picture at all. '.repeat(200)), 422, 'photo_not_an_image', /not a photo/],
      ['a PDF', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 32)]), 422, 'photo_not_an_image', /PDF document/],
      ['cut short', good.subarray(0, Math.floor(good.length * 0.6)), 422, 'photo_corrupt', /damaged or cut short/],
      ['HEIC', heic, 422, 'photo_type_unsupported', /HEIC/],
      [
        'tiny',
        await sharp({ create: { width: 240, height: 320, channels: 3, background: '#888888' } })
          .jpeg()
          .toBuffer(),
        422,
        'photo_too_small',
        /too small to print: it is 240 × 320 pixels/,
      ],
      ['huge', Buffer.concat([good, Buffer.alloc(21 * 1024 * 1024)]), 413, 'photo_too_large', /20 MB/],
    ];
    for (const [what, bytes, status, code, message] of cases) {
      const r = await upload(alice.token, card.id, 'front', bytes, 'photo.jpg', 'image/jpeg');
      expectLabelled([what, r.status, r.body.code], JSON.stringify(r.body)).toEqual([what, status, code]);
      expect(r.body.error).toMatch(message);
    }
    expect((await upload(bob.token, card.id, 'front', good, 'photo.jpg')).status).toBe(404);
    expect((await upload(alice.token, card.id, 'back', good, 'photo.jpg')).status).toBe(422);
    expect(storedPhotoFiles()).toEqual(before);
    // No temporary upload is left in the store either.
    const uploads = join(t.dataDir, 'assets', 'uploads');
    expect(existsSync(uploads) ? readdirSync(uploads) : []).toEqual([]);
    // The card still shows the photo it had.
    expect((await call<Card>(t, alice.token, 'GET', `/cards/${card.id}`)).body.photos.map((p) => [p.panel, p.width_px])).toEqual([
      ['front', 2400],
      ['inside_left', 800],
    ]);
  }, 120_000);

  it('when the front photo is taken off, then its files are deleted and the options get artwork made for them', async () => {
    const before = storedPhotoFiles();
    const del = await call(t, alice.token, 'DELETE', `/cards/${card.id}/photos/front`);
    expect(del.status).toBe(204);
    expect(storedPhotoFiles()).toHaveLength(before.length - 2);
    const ready = await waitForOptions(t, alice.token, card.id, 90_000);
    expect(ready.photos.map((p) => p.panel)).toEqual(['inside_left']);
    expect(ready.card_instances[0]!.image_url).toMatch(/generation\/artwork\//);
  }, 120_000);
});
