import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type OrderPrintReadyData,
  CartOrderEvents,
  GenerationCalls,
  RenderingCalls,
  RenderingEvents,
  thumbnailKeys,
  type Actor,
  type CardInstanceRenderData,
  type EventEnvelope,
} from '@cards/contracts';
import { FileAssetStore, makeEnvelope, MemoryEventBus, MemoryRequestBus, notFound, requestCall, serveCall } from '@cards/kit';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '../eventually.js';
import { testLogger } from '../logger.js';
import { FakeRendering } from './rendering.js';
import { recordEvents } from '../events.js';

const OWNER: Actor = { user_id: 5, account_id: 5, email: 'sam@cards.test', admin: false };
const STRANGER: Actor = { user_id: 6, account_id: 6, email: 'kim@cards.test', admin: false };
const ADMIN: Actor = { user_id: 1, account_id: 1, email: 'admin@cards.test', admin: true };

/** An option as generation's `render_data` answers it. */
function renderData(over: Partial<CardInstanceRenderData> = {}): CardInstanceRenderData {
  return {
    id: 42,
    card_id: 7,
    user_id: 5,
    account_id: 5,
    status: 'generating',
    text_status: 'ready',
    image_status: 'ready',
    front_text: 'Happy Birthday, Rose!',
    inside_text: 'Dear Rose, have a lovely day.',
    text: { front: 'Happy Birthday, Rose!', inside: 'Dear Rose, have a lovely day.' },
    recipient_name: 'Rose',
    sender_name: 'Sam',
    artwork_asset_key: 'generation/artwork/42-1-ab.svg',
    artwork_content_type: 'image/svg+xml',
    image_url: null,
    style: { id: 1, slug: 'bold-modern', name: 'Bold Modern', palette: ['#111111'] },
    occasion: { id: 1, slug: 'birthday', name: 'Birthday' },
    text_version: 1,
    image_version: 1,
    content_hash: 'a'.repeat(64),
    ...over,
  };
}
describe('the rendering fake', () => {
  const rpc = new MemoryRequestBus(testLogger());
  const bus = new MemoryEventBus(testLogger());
  const dir = mkdtempSync(join(tmpdir(), 'cards-fake-rendering-'));
  const assets = new FileAssetStore(dir);
  let heard: EventEnvelope[] = [];
  let option = renderData();
  let rendering: FakeRendering;
  beforeAll(async () => {
    await serveCall(
      rpc,
      GenerationCalls.cardInstanceRenderData,
      async ({ id }) => {
        if (id !== option.id) throw notFound('card_instance_not_found', 'Card instance not found');
        return option;
      },
      { checkReplies: true },
    );
    rendering = await new FakeRendering(rpc, bus, assets, { publicApiUrl: 'http://api.test/' }).start();
    heard = await recordEvents(bus, 'rendering.card_instance.rendered.v1', 'rendering.order.print_ready.v1');
  });
  afterAll(async () => {
    await rendering.stop();
    await rpc.close();
    await bus.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const draw = (key: string) => requestCall(rpc, RenderingCalls.thumbnailDraw, { key });

  it("when an option's current thumbnail is asked for, then it is drawn once however many ask, announced with the content hash, and stored", async () => {
    const keys = thumbnailKeys(42, option.content_hash);
    const answers = await Promise.all(Array.from({ length: 5 }, () => draw(keys.front)));
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill('ready'));
    await eventually(() => heard.filter((e) => e.type === RenderingEvents.cardInstanceRendered.subject).length).toBe(1);
    const rendered = heard[0]!.data as { url: string; inside_url: string; asset_key: string; content_hash: string; kind: string };
    expect(rendered).toMatchObject({ kind: 'thumbnail', content_hash: option.content_hash, asset_key: keys.front });
    expect(rendered.url).toBe(`http://api.test/assets/${keys.front}`);
    expect(rendered.inside_url).toBe(`http://api.test/assets/${keys.inside}`);
    const front = await assets.get(rendered.asset_key);
    expect(front!.contentType).toBe('image/jpeg');
    expect(front!.body.subarray(0, 2).toString('hex')).toBe('ffd8');
  });

  it('when a key names another version, an unknown option or one whose parts are not ready, then nothing is drawn', async () => {
    const before = rendering.thumbnails.length;
    expect(await draw(thumbnailKeys(42, 'b'.repeat(64)).front)).toEqual({ status: 'unknown' });
    expect(await draw(thumbnailKeys(43, option.content_hash).front)).toEqual({ status: 'unknown' });
    option = renderData({ text_status: 'generating', content_hash: 'c'.repeat(64) });
    expect(await draw(thumbnailKeys(42, option.content_hash).inside)).toEqual({ status: 'unknown' });
    option = renderData();
    await expect(draw('rendering/thumbnails/x.webp')).rejects.toMatchObject({ status: 422 });
    expect(rendering.thumbnails).toHaveLength(before);
  });

  it('when the owner asks for the print PDF, then a real PDF is there; a stranger gets 404 and an unfinished option 409', async () => {
    const pdfOf = (actor: Actor) => requestCall(rpc, RenderingCalls.cardInstancePdf, { actor, params: { id: '42' }, query: {}, meta: {} });
    await expect(pdfOf(OWNER)).rejects.toMatchObject({ status: 409 });
    option = renderData({ status: 'ready' });
    const ref = await pdfOf(OWNER);
    expect(ref).toMatchObject({ content_type: 'application/pdf', filename: 'card-42-A6.pdf' });
    const file = await assets.get(ref.asset_key);
    expect(file!.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(file!.body.length).toBe(ref.size);
    await expect(pdfOf(STRANGER)).rejects.toMatchObject({ status: 404 });
  });

  it("when an order is paid, then each line's print file is made and the order is announced print-ready; admins list them", async () => {
    const line = { line_id: 3, card_instance_id: 42, product_id: 1, quantity: 2, unit_price: 395, size: 'A6', recipients: [] };
    const paid = { order_id: 9, number: 'CO-0009', user_id: 5, account_id: 5, lines: [line], total: 790, currency: 'GBP' as const };
    await bus.publish(makeEnvelope(CartOrderEvents.orderPaid, { ...paid, held_until: '2026-12-01' }, { source: 'cart_order' }));
    await new Promise((r) => setTimeout(r, 100));
    expect(rendering.printFiles(9)).toEqual([]);
    await bus.publish(makeEnvelope(CartOrderEvents.orderReleased, { ...paid, dispatch_date: '2026-12-01' }, { source: 'cart_order' }));
    await eventually(() => heard.filter((e) => e.type === RenderingEvents.orderPrintReady.subject).map((e) => e.data)).toEqual([
      {
        order_id: 9,
        order_number: 'CO-0009',
        files: [{ line_id: 3, asset_key: expect.stringMatching(/^rendering\/print\//), recipient_id: null }],
      },
    ]);
    const files = await requestCall(rpc, RenderingCalls.orderPrintFiles, { actor: ADMIN, params: { id: '9' }, query: {}, meta: {} });
    expect(files).toEqual([expect.objectContaining({ line_id: 3, status: 'ready', quantity: 2 })]);
    await expect(
      requestCall(rpc, RenderingCalls.orderPrintFilePdf, { actor: OWNER, params: { id: '9', line_id: '3' }, query: {}, meta: {} }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('when a line sent to many is paid, then each posted recipient has a print file and e-card recipients none', async () => {
    const recipient = (id: number, channel: 'post' | 'ecard') => ({
      recipient_id: id,
      name: `Person ${id}`,
      salutation: `Dear Person ${id}`,
      channel,
      email: channel === 'ecard' ? `p${id}@example.com` : null,
    });
    const line = { line_id: 4, card_instance_id: 42, product_id: 1, quantity: 2, unit_price: 395, size: 'A6' };
    const recipients = [recipient(1, 'post'), recipient(2, 'ecard'), recipient(3, 'post')];
    const paid = {
      order_id: 10,
      number: 'CO-0010',
      user_id: 5,
      account_id: 5,
      lines: [{ ...line, recipients }],
      total: 790,
      currency: 'GBP' as const,
    };
    await bus.publish(makeEnvelope(CartOrderEvents.orderPaid, paid, { source: 'cart_order' }));
    await eventually(() =>
      heard
        .filter((e) => e.type === RenderingEvents.orderPrintReady.subject && (e.data as OrderPrintReadyData).order_id === 10)
        .map((e) => (e.data as OrderPrintReadyData).files),
    ).toEqual([
      [
        { line_id: 4, asset_key: expect.stringMatching(/-r1-/), recipient_id: 1 },
        { line_id: 4, asset_key: expect.stringMatching(/-r3-/), recipient_id: 3 },
      ],
    ]);
    expect(rendering.printFiles(10).map((f) => [f.recipient_name, f.quantity])).toEqual([
      ['Person 1', 1],
      ['Person 3', 1],
    ]);
  });
});
