import { THUMBNAIL_PLACEHOLDER_WIDTH, rasterSize } from '@cards/card-layout';
import { CartOrderEvents, type OrderPrintFile } from '@cards/contracts';
import { makeEnvelope } from '@cards/kit';
import { authHeaders, type SignedIn } from '@cards/testing/users';
import type { RenderingApp } from '../src/app.js';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually, expectLabelled } from '@cards/testing';
import { sampleArtworkSvg, sampleRenderData } from '../src/samples/sample-card.js';
import { pagesToPng, pdffonts, pdfimages, pdfinfo, pdftext } from './support/poppler.js';
import { startRenderingBffHarness, type RenderingBffHarness } from './support/rendering-bff-harness.js';

/**
 * The rendering service with real Chromium behind the BFF: a card option (from generation's
 * fake, with the offline generator's kind of vector artwork) printed, and its thumbnail served.
 */
describe('rendering through the BFF', () => {
  let t: RenderingBffHarness;
  let alice: SignedIn;
  let bob: SignedIn;
  let instance: { id: number };
  /** An option nobody downloads: its pictures are drawn by thumbnail jobs (a printed A6 card's front is taken with its print). */
  let unprinted: { id: number };

  const get = (path: string, token?: string, headers: Record<string, string> = {}) =>
    fetch(`${t.baseUrl}${path}`, { headers: { ...(token ? authHeaders(token) : {}), ...headers } });
  /** Asks for a thumbnail until it answers `type`: the light placeholder (PNG) answers while it is drawn. */
  const drawn = async (path: string, type: string) => {
    let res = await get(path);
    await eventually(
      async () => {
        res = await get(path);
        return res.headers.get('content-type');
      },
      { timeout: 60_000, interval: 200 },
    ).toBe(type);
    return res;
  };

  beforeAll(async () => {
    t = await startRenderingBffHarness();
    [alice, bob] = await Promise.all([t.identity.signUp(), t.identity.signUp()]);
    // The sample card's own names: its words are to Sam, so its front says "For Sam" too.
    const { front_text, inside_text, sender_name, style, occasion, recipient_name } = sampleRenderData();
    const id = await t.generation.renderable(
      { user_id: alice.user.id, account_id: alice.user.account_id },
      { front_text, inside_text, sender_name, style, occasion, recipient_name },
      { key: 'generation/artwork/1-1-sample.svg', body: Buffer.from(sampleArtworkSvg()), contentType: 'image/svg+xml' },
    );
    instance = { id };
    unprinted = {
      id: await t.generation.renderable(
        { user_id: alice.user.id, account_id: alice.user.account_id },
        { front_text, inside_text, sender_name, style, occasion, recipient_name },
        { key: 'generation/artwork/1-1-sample.svg', body: Buffer.from(sampleArtworkSvg()), contentType: 'image/svg+xml' },
      ),
    };
  }, 120_000);
  afterAll(async () => {
    await t?.stop();
  });

  it('when the owner downloads the card instance PDF, then it is a two-page print file with embedded fonts', async () => {
    // A render still under way answers 503 with Retry-After; a client asks again, as this one does.
    let res = await get(`/card_instances/${instance.id}.pdf`, alice.token);
    for (let i = 0; res.status === 503 && i < 5; i++) {
      await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after')) * 1000));
      res = await get(`/card_instances/${instance.id}.pdf`, alice.token);
    }
    expectLabelled(res.status, res.status === 200 ? '' : await res.text()).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(new RegExp(`filename="card-${instance.id}-A6\\.pdf"`));
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(pdf.length);
    expect((await pdfinfo(pdf)).pages).toBe(2);
    for (const f of await pdffonts(pdf)) expect(f.embedded).toBe(true);
    // The offline artwork is vector; only its filter effects are rasterised, at print resolution.
    for (const img of await pdfimages(pdf)) expect(Math.min(img.xppi, img.yppi)).toBeGreaterThanOrEqual(299);
    await pagesToPng(pdf, 'platform-generated-card');
  }, 240_000);

  it('when a file is asked for by range or again, then the BFF streams that range from the store (206), 304 for a known ETag, 416 past the end', async () => {
    const full = await get(`/card_instances/${instance.id}.pdf`, alice.token);
    expect(full.status).toBe(200);
    expect(full.headers.get('accept-ranges')).toBe('bytes');
    const etag = full.headers.get('etag')!;
    const pdf = Buffer.from(await full.arrayBuffer());
    const part = await get(`/card_instances/${instance.id}.pdf`, alice.token, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${pdf.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(pdf.subarray(100, 200))).toBe(true);
    const tail = await get(`/card_instances/${instance.id}.pdf`, alice.token, { range: 'bytes=-16' });
    expect(Buffer.from(await tail.arrayBuffer()).toString('latin1')).toContain('%%EOF');
    expect((await get(`/card_instances/${instance.id}.pdf`, alice.token, { 'if-none-match': etag })).status).toBe(304);
    const past = await get(`/card_instances/${instance.id}.pdf`, alice.token, { range: `bytes=${pdf.length + 10}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${pdf.length}`);
    // A public file the same way, cached for a year.
    const art = await get('/assets/generation/artwork/1-1-sample.svg', undefined, { range: 'bytes=0-4' });
    expect(art.status).toBe(206);
    expect(await art.text()).toBe('<svg ');
    expect(art.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  }, 120_000);

  it('when another user or nobody asks for the PDF, then it is 404 or 401 as JSON', async () => {
    const other = await get(`/card_instances/${instance.id}.pdf`, bob.token);
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ code: 'card_instance_not_found' });
    expect((await get(`/card_instances/${instance.id}.pdf`)).status).toBe(401);
    expect((await get(`/card_instances/${instance.id}.pdf`, t.admin.token)).status).toBe(200);
  }, 90_000);

  it('when twenty browsers ask for a just-made thumbnail at once, then it is drawn exactly once and each gets an image, the picture kept for a year', async () => {
    const browser = t.service<RenderingApp>('rendering').parts().browser!;
    const renders = browser.stats().renders;
    const path = new URL(t.generation.thumbnailUrls(unprinted.id).front).pathname;
    const answers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const res = await get(path);
        return { res, body: Buffer.from(await res.arrayBuffer()) };
      }),
    );
    for (const { res, body } of answers) {
      expect(res.status).toBe(200);
      // The picture, or the placeholder while it is drawn: an image either way, never an error.
      expect(res.headers.get('content-type')).toMatch(/^image\/(jpeg|png)$/);
      expect(rasterSize(body)?.type).toMatch(/^(jpeg|png)$/);
    }
    const res = await drawn(path, 'image/jpeg');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await res.arrayBuffer());
    expect(rasterSize(body)).toMatchObject({ type: 'jpeg', width: 600 });
    expect((await get(path, undefined, { 'if-none-match': res.headers.get('etag')! })).status).toBe(304);
    expect(browser.stats().renders - renders).toBe(1);
    // The inside spread is drawn only when it is asked for, once, and later requests draw nothing.
    const insidePath = new URL(t.generation.thumbnailUrls(unprinted.id).inside).pathname;
    const inside = await drawn(insidePath, 'image/jpeg');
    expect(rasterSize(Buffer.from(await inside.arrayBuffer()))).toMatchObject({ type: 'jpeg', width: 1000 });
    expect(browser.stats().renders - renders).toBe(2);
    await get(insidePath);
    await get(path);
    expect(browser.stats().renders - renders).toBe(2);
  }, 120_000);

  it('when a WebP key handed out before thumbnails were JPEG is asked for, then that picture is drawn, in WebP, once', async () => {
    const browser = t.service<RenderingApp>('rendering').parts().browser!;
    const renders = browser.stats().renders;
    const path = new URL(t.generation.thumbnailUrls(instance.id).front).pathname.replace(/\.jpg$/, '.webp');
    expect(path).toMatch(/-front\.webp$/);
    const res = await drawn(path, 'image/webp');
    expect(rasterSize(Buffer.from(await res.arrayBuffer()))).toMatchObject({ type: 'webp', width: 600 });
    await get(path);
    expect(browser.stats().renders - renders).toBe(1);
  }, 120_000);

  it('when a thumbnail cannot be drawn (an old version, an unknown option), then the URL answers the light placeholder, never kept', async () => {
    for (const key of [
      `rendering/thumbnails/${instance.id}-0000000000-front.jpg`,
      `rendering/thumbnails/${instance.id}-0000000000-front.webp`,
      'rendering/thumbnails/999999-0123456789abcdef0123-inside.jpg',
    ]) {
      const res = await get(`/assets/${key}`);
      expectLabelled(res.status, key).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(rasterSize(Buffer.from(await res.arrayBuffer()))).toMatchObject({ type: 'png', width: THUMBNAIL_PLACEHOLDER_WIDTH });
    }
  });

  it('when an asset outside the public kinds or a missing one is asked for, then the answer is a JSON 404', async () => {
    for (const path of [
      '/assets/rendering/print/1-abc.pdf',
      '/assets/identity/secret.key',
      '/assets/rendering/thumbnails/none.webp',
      '/assets/%2e%2e/etc/passwd',
    ]) {
      const res = await get(path);
      expectLabelled(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({ code: expect.stringMatching(/asset_not_found|route_not_found/) });
    }
  });

  it('when the API document is asked for, then it lists the rendering routes', async () => {
    const doc = (await (await get('/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/card_instances/{id}.pdf',
        '/admin/orders/{id}/print_files',
        '/admin/orders/{id}/print_files/{line_id}.pdf',
        '/admin/orders/{id}/print_files/{line_id}/recipients/{recipient_id}.pdf',
        '/assets/{key}',
      ]),
    );
  });

  it("when a non-admin asks for an order's print files, then it is 403; an admin gets an empty list for an order with none, and 404 for a file that does not exist", async () => {
    expect((await get('/admin/orders/999999/print_files', alice.token)).status).toBe(403);
    expect((await get('/admin/orders/999999/print_files/1.pdf', alice.token)).status).toBe(403);
    // The files of an order are a list: none yet (held, not yet made, or an order rendering never saw) is an empty one.
    const none = await get('/admin/orders/999999/print_files', t.admin.token);
    expect([none.status, await none.json()]).toEqual([200, []]);
    expect((await get('/admin/orders/999999/print_files/1.pdf', t.admin.token)).status).toBe(404);
  });

  it("when an order sent to two posted recipients is paid, then an admin downloads each recipient's file by its own URL, greeting them", async () => {
    await t.infra.bus.publish(
      makeEnvelope(
        CartOrderEvents.orderPaid,
        {
          order_id: 901,
          number: 'R-9001',
          user_id: alice.user.id,
          account_id: alice.user.account_id,
          total: 790,
          currency: 'GBP',
          lines: [
            {
              line_id: 1,
              card_instance_id: instance.id,
              product_id: 1,
              quantity: 2,
              unit_price: 395,
              size: 'A6',
              recipients: [
                { recipient_id: 5, name: 'Aunt Jean', salutation: 'Dear Aunt Jean', channel: 'post', email: null },
                { recipient_id: 6, name: 'Grandad', salutation: 'Dear Grandad', channel: 'post', email: null },
              ],
            },
          ],
        },
        { source: 'cart_order' },
      ),
    );
    const list = async () => (await (await get('/admin/orders/901/print_files', t.admin.token)).json()) as OrderPrintFile[];
    await eventually(async () => (await list()).map((f) => f.status), { timeout: 120_000 }).toEqual(['ready', 'ready']);
    const files = await list();
    expect(files.map((f) => f.download_path)).toEqual([
      '/admin/orders/901/print_files/1/recipients/5.pdf',
      '/admin/orders/901/print_files/1/recipients/6.pdf',
    ]);
    const res = await get(files[1]!.download_path!, t.admin.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="order-R-9001-line-1-recipient-6.pdf"');
    expect(await pdftext(Buffer.from(await res.arrayBuffer()))).toContain('Dear Grandad,');
    expect((await get(files[1]!.download_path!, alice.token)).status).toBe(403);
    const line = await get('/admin/orders/901/print_files/1.pdf', t.admin.token);
    expect([line.status, ((await line.json()) as { error: string }).error]).toEqual([404, expect.stringMatching(/printed per recipient/)]);
  }, 180_000);
});
