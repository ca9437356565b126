import { CartOrderEvents, RenderingCalls, thumbnailKeys, type OrderPrintReadyData, type PrintFileRef } from '@cards/contracts';
import { makeEnvelope, requestCall } from '@cards/kit';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@cards/testing';
import { rasterSize } from '@cards/card-layout';
import { sampleRenderData } from '../src/samples/sample-card.js';
import { pagesToPng, pageSizes, pdfinfo, pdftext, words } from './support/poppler.js';
import { ADMIN, OWNER, STRANGER, startRenderingHarness, type RenderingHarness } from './support/rendering-harness.js';

const PT_PER_MM = 72 / 25.4;

describe('rendering service (real Postgres and Chromium, in-memory bus and queue)', () => {
  let h: RenderingHarness;
  beforeAll(async () => {
    h = await startRenderingHarness();
  });
  afterAll(async () => {
    await h?.stop();
  });

  const pdfOf = async (ref: PrintFileRef) => (await h.infra.assets.get(ref.asset_key))!.body;

  it('when the owner asks for a card instance PDF, then it is rendered once and served from the cache after', async () => {
    const ref = await h.call(RenderingCalls.cardInstancePdf, { actor: OWNER, params: { id: '42' } });
    expect(ref).toMatchObject({ content_type: 'application/pdf', filename: 'card-42-A6.pdf' });
    expect(ref.asset_key).toMatch(/^rendering\/print\/42-[0-9a-f]{20}\.pdf$/);
    const info = await pdfinfo(await pdfOf(ref));
    expect(info.pages).toBe(2);
    expect(info.keywords).toContain('card_instance:42');
    const renders = h.app.parts().browser!.stats().renders;
    const again = await h.call(RenderingCalls.cardInstancePdf, { actor: OWNER, params: { id: '42' } });
    expect(again.asset_key).toBe(ref.asset_key);
    expect(h.app.parts().browser!.stats().renders).toBe(renders);
    await eventually(() =>
      h.events.some((e) => e.type === 'rendering.card_instance.rendered.v1' && (e.data as { kind: string }).kind === 'print_pdf'),
    ).toBe(true);
  });

  it("when a card is printed on the size thumbnails are drawn on, then its front picture is taken on the print's page, and asking for it draws nothing", async () => {
    h.instances.set(46, sampleRenderData({ id: 46, front_text: 'Well done', content_hash: 'ab12'.repeat(16) }));
    await h.call(RenderingCalls.cardInstancePdf, { actor: OWNER, params: { id: '46' } });
    const keys = thumbnailKeys(46, 'ab12'.repeat(16));
    const front = await h.infra.assets.get(keys.front);
    expect(front?.contentType).toBe('image/jpeg');
    expect(rasterSize(front!.body)).toMatchObject({ type: 'jpeg', width: 600 });
    const renders = h.app.parts().browser!.stats().renders;
    expect(await requestCall(h.infra.rpc, RenderingCalls.thumbnailDraw, { key: keys.front })).toEqual({ status: 'ready' });
    expect(h.app.parts().browser!.stats().renders).toBe(renders);
    // The inside spread is not on the print job's way: it is drawn when asked for, as before.
    expect(await h.infra.assets.exists(keys.inside)).toBe(false);
  });

  it('when another user asks for the PDF, then it is 404; an admin gets it', async () => {
    await expect(h.call(RenderingCalls.cardInstancePdf, { actor: STRANGER, params: { id: '42' } })).rejects.toMatchObject({
      status: 404,
      code: 'card_instance_not_found',
    });
    await expect(h.call(RenderingCalls.cardInstancePdf, { actor: OWNER, params: { id: '999' } })).rejects.toMatchObject({ status: 404 });
    await expect(h.call(RenderingCalls.cardInstancePdf, { actor: ADMIN, params: { id: '42' } })).resolves.toMatchObject({
      filename: 'card-42-A6.pdf',
    });
  });

  it("when a product is chosen, then the PDF has that product's size plus bleed", async () => {
    const ref = await h.call(RenderingCalls.cardInstancePdf, { actor: OWNER, params: { id: '42' }, query: { product_id: '102' } });
    const [page] = await pageSizes(await pdfOf(ref), 2);
    expect(page!.w).toBeCloseTo((296 + 6) * PT_PER_MM, 1);
    expect(page!.h).toBeCloseTo((210 + 6) * PT_PER_MM, 1);
    await expect(
      h.call(RenderingCalls.cardInstancePdf, { actor: OWNER, params: { id: '42' }, query: { product_id: '9999' } }),
    ).rejects.toMatchObject({ status: 404, code: 'product_not_found' });
  });

  it('when the words change, then the next PDF is a new render with the new words', async () => {
    h.instances.set(43, sampleRenderData({ id: 43, inside_text: 'Dear Sam,\n\nThe first version.\n\nLove,\nAlex', content_hash: 'v1' }));
    const first = await h.call(RenderingCalls.cardInstancePdf, { actor: OWNER, params: { id: '43' } });
    h.instances.set(
      43,
      sampleRenderData({ id: 43, inside_text: 'Dear Sam,\n\nA second, better version.\n\nLove,\nAlex', content_hash: 'v2' }),
    );
    const second = await h.call(RenderingCalls.cardInstancePdf, { actor: OWNER, params: { id: '43' } });
    expect(second.asset_key).not.toBe(first.asset_key);
    expect(await pdftext(await pdfOf(second))).toContain('A second, better version.');
  });

  it("when an option's front is first asked for, then the front alone is drawn, stored under its version's key and announced; its inside is drawn when asked for", async () => {
    h.instances.set(
      44,
      sampleRenderData({
        id: 44,
        card_id: 8,
        account_id: 5,
        front_text: 'Congratulations!',
        occasion: { id: 3, slug: 'congratulations', name: 'Congratulations' },
        content_hash: 'c0ffee'.repeat(10),
      }),
    );
    const keys = thumbnailKeys(44, 'c0ffee'.repeat(10));
    // Nothing is drawn before someone asks: the option's readiness does not wait for it.
    expect(await h.infra.assets.exists(keys.front)).toBe(false);
    // The first request waits a moment for it (THUMBNAIL_WAIT_MS); later ones find it drawn.
    await eventually(async () => (await requestCall(h.infra.rpc, RenderingCalls.thumbnailDraw, { key: keys.front })).status, {
      timeout: 60_000,
    }).toBe('ready');
    // The pictures are stored before they are announced, so the announcement may follow a moment later.
    const announced = () =>
      h.events.find(
        (e) => e.type === 'rendering.card_instance.rendered.v1' && (e.data as { card_instance_id: number }).card_instance_id === 44,
      );
    await eventually(announced, { timeout: 10_000 }).toBeDefined();
    const ev = announced()!.data as Record<string, string>;
    expect(ev).toMatchObject({ kind: 'thumbnail', card_id: 8, account_id: 5, asset_key: keys.front });
    expect(ev.url).toBe(`http://api.cards.test/assets/${keys.front}`);
    expect(ev.inside_url).toBe(`http://api.cards.test/assets/${keys.inside}`);
    const front = await h.infra.assets.get(keys.front);
    expect(front!.contentType).toBe('image/jpeg');
    expect(rasterSize(front!.body)).toMatchObject({ type: 'jpeg', width: 600 });
    // Most pages show the front alone: the inside spread waits until someone asks for it.
    expect(await h.infra.assets.exists(keys.inside)).toBe(false);
    await eventually(async () => (await requestCall(h.infra.rpc, RenderingCalls.thumbnailDraw, { key: keys.inside })).status, {
      timeout: 60_000,
    }).toBe('ready');
    expect(rasterSize((await h.infra.assets.get(keys.inside))!.body)).toMatchObject({ type: 'jpeg', width: 1000 });
    const insideAnnounced = () => h.events.find((e) => (e.data as { asset_key?: string }).asset_key === keys.inside);
    await eventually(insideAnnounced, { timeout: 10_000 }).toBeDefined();
    expect(insideAnnounced()!.data).toMatchObject({ kind: 'thumbnail', card_instance_id: 44 });
  });

  it('when a key names an older version of an option, or one not made yet, then nothing is drawn', async () => {
    const renders = h.app.parts().browser!.stats().renders;
    const draw = (key: string) => requestCall(h.infra.rpc, RenderingCalls.thumbnailDraw, { key });
    expect(await draw(thumbnailKeys(44, 'f'.repeat(64)).front)).toEqual({ status: 'unknown' });
    expect(await draw(thumbnailKeys(999, 'f'.repeat(64)).inside)).toEqual({ status: 'unknown' });
    h.instances.set(
      48,
      sampleRenderData({ id: 48, status: 'generating', text_status: 'ready', image_status: 'generating', content_hash: 'g1' }),
    );
    expect(await draw(thumbnailKeys(48, 'g1').front)).toEqual({ status: 'unknown' });
    expect(h.app.parts().browser!.stats().renders).toBe(renders);
  });

  it("when an order is paid, then each line gets a stamped print file, made from the customer's PDF without rendering it again, and the order is announced print-ready", async () => {
    h.instances.set(45, sampleRenderData({ id: 45, front_text: 'Thank You', content_hash: 't1' }));
    // Option 42's A6 PDF was downloaded above: its line is stamped onto it; option 45's square PDF is rendered once.
    const renders = h.app.parts().browser!.stats().renders;
    await h.infra.bus.publish(
      makeEnvelope(
        CartOrderEvents.orderPaid,
        {
          order_id: 501,
          number: 'R-1001',
          user_id: 1,
          account_id: 1,
          total: 1185,
          currency: 'GBP',
          lines: [
            { line_id: 11, card_instance_id: 42, product_id: 101, quantity: 2, unit_price: 395, size: 'A6' },
            { line_id: 12, card_instance_id: 45, product_id: 104, quantity: 1, unit_price: 395, size: 'square' },
          ],
        },
        { source: 'cart_order' },
      ),
    );
    await eventually(() => h.events.find((e) => e.type === 'rendering.order.print_ready.v1'), { timeout: 90_000 }).toBeTruthy();
    // A square card's front is not the A6 picture its thumbnail key stands for: none is taken with its print.
    expect(await h.infra.assets.exists(thumbnailKeys(45, 't1').front)).toBe(false);
    const ready = h.events.find((e) => e.type === 'rendering.order.print_ready.v1')!.data as OrderPrintReadyData;
    expect(ready).toMatchObject({ order_id: 501, order_number: 'R-1001' });
    expect(ready.files.map((f) => f.line_id)).toEqual([11, 12]);

    const files = await h.call(RenderingCalls.orderPrintFiles, { actor: ADMIN, params: { id: '501' } });
    expect(files.map((f) => [f.line_id, f.status, f.download_path])).toEqual([
      [11, 'ready', '/admin/orders/501/print_files/11.pdf'],
      [12, 'ready', '/admin/orders/501/print_files/12.pdf'],
    ]);
    const ref = await h.call(RenderingCalls.orderPrintFilePdf, { actor: ADMIN, params: { id: '501', line_id: '12' } });
    const pdf = await pdfOf(ref);
    const text = await pdftext(pdf);
    expect(text).toContain('Order R-1001 · line 2 of 2 · qty 1 · CARD-SQUARE');
    const [page] = await pageSizes(pdf, 2);
    expect(page!.w).toBeCloseTo((300 + 6) * PT_PER_MM, 1);
    await pagesToPng(pdf, 'order-R-1001-line-2-square');
    expect(h.app.parts().browser!.stats().renders - renders).toBe(1);
    const line11 = await h.call(RenderingCalls.orderPrintFilePdf, { actor: ADMIN, params: { id: '501', line_id: '11' } });
    const customer = await h.call(RenderingCalls.cardInstancePdf, { actor: OWNER, params: { id: '42' } });
    // The same pages, word for word in the same places, plus the stamp.
    const printed = await words(await pdfOf(line11));
    const key = (w: { page: number; text: string; x0: number; y0: number }) => `${w.page} ${w.text} ${w.x0.toFixed(1)} ${w.y0.toFixed(1)}`;
    const inPrint = new Set(printed.map(key));
    const customerWords = await words(await pdfOf(customer));
    expect(customerWords.filter((w) => !inPrint.has(key(w)))).toEqual([]);
    expect(printed.length - customerWords.length).toBe('Order R-1001 · line 1 of 2 · qty 2 · CARD-A6'.split(' ').length);
    expect(h.app.parts().browser!.stats().renders - renders).toBe(1);
    await expect(h.call(RenderingCalls.orderPrintFilePdf, { actor: OWNER, params: { id: '501', line_id: '12' } })).rejects.toMatchObject({
      status: 403,
    });
  });

  it('when Chromium is killed in the middle of a job, then the job is retried and the render succeeds', async () => {
    h.instances.set(46, sampleRenderData({ id: 46, front_text: 'Get Well Soon', content_hash: 'k1' }));
    const browser = h.app.parts().browser!;
    const crashes = browser.stats().crashes;
    browser.once('lease', ({ pid }: { pid: number }) => {
      process.kill(pid, 'SIGKILL');
    });
    const ref = await h.call(RenderingCalls.cardInstancePdf, { actor: OWNER, params: { id: '46' } });
    expect((await pdfinfo(await pdfOf(ref))).pages).toBe(2);
    expect(browser.stats().crashes).toBe(crashes + 1);
    // The worker lives on: another card renders on the new browser.
    h.instances.set(47, sampleRenderData({ id: 47, content_hash: 'k2' }));
    await expect(h.call(RenderingCalls.cardInstancePdf, { actor: OWNER, params: { id: '47' } })).resolves.toMatchObject({
      filename: 'card-47-A6.pdf',
    });
  });
});
