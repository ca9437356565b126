import { CartOrderCalls, GenerationCalls, GenerationEvents, RenderingCalls, type Actor, type EventEnvelope } from '@cards/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileAssetStore, MemoryEventBus, MemoryRequestBus, notFound, requestCall, serveCall } from '@cards/kit';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '../eventually.js';
import { testLogger } from '../logger.js';
import { FakeGeneration } from './generation.js';
import { FakeRendering } from './rendering.js';
import { recordEvents } from '../events.js';

const SAM: Actor = { user_id: 5, account_id: 5, email: 'sam@cards.test', admin: false };
const KIM: Actor = { user_id: 6, account_id: 6, email: 'kim@cards.test', admin: false };

describe('the generation fake', () => {
  const rpc = new MemoryRequestBus(testLogger());
  const bus = new MemoryEventBus(testLogger());
  let deleted: EventEnvelope[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'cards-fake-generation-'));
  const assets = new FileAssetStore(dir);
  let generation: FakeGeneration;
  let rendering: FakeRendering;
  beforeAll(async () => {
    generation = await new FakeGeneration(rpc, bus, 'http://api.test', assets).start();
    rendering = await new FakeRendering(rpc, bus, assets, { publicApiUrl: 'http://api.test' }).start();
    deleted = await recordEvents(bus, GenerationEvents.cardInstanceDeleted.subject);
    // cart-order's side of the way back from a checkout: one paid session of Sam's.
    await serveCall(
      rpc,
      CartOrderCalls.checkoutSessionVerify,
      async ({ session_id, actor }) => {
        if (session_id !== 'cs_paid' || actor.account_id !== SAM.account_id) throw notFound('checkout_session_not_found', 'Not found');
        return { status: 'paid' as const, kind: 'subscription' as const, account_id: 5, plan_id: 2 };
      },
      { checkReplies: true },
    );
  });
  afterAll(async () => {
    await rendering.stop();
    await rpc.close();
    await bus.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("when the cart asks for a customer's ready option, then it gets generation's contract; anyone else gets 404", async () => {
    const id = generation.readyInstance(SAM, { recipient: 'Rose' });
    expect(await requestCall(rpc, GenerationCalls.cardInstanceForCart, { id, actor: SAM })).toMatchObject({
      id,
      user_id: 5,
      account_id: 5,
      status: 'ready',
      title: 'Birthday card for Rose',
      thumbnail_url: expect.stringMatching(/^http:\/\/api\.test\/assets\/rendering\/thumbnails\//),
    });
    await expect(requestCall(rpc, GenerationCalls.cardInstanceForCart, { id, actor: KIM })).rejects.toMatchObject({ status: 404 });
    await expect(requestCall(rpc, GenerationCalls.cardInstanceForCart, { id: 999, actor: SAM })).rejects.toMatchObject({ status: 404 });
    await expect(requestCall(rpc, GenerationCalls.cardInstanceForCart, { id: -1, actor: SAM })).rejects.toMatchObject({ status: 422 });
  });

  it('when an option is regenerated or deleted, then the cart sees its new status, and the deletion is announced', async () => {
    const id = generation.readyInstance(SAM);
    await generation.setStatus(id, 'generating');
    expect((await requestCall(rpc, GenerationCalls.cardInstanceForCart, { id, actor: SAM })).status).toBe('generating');
    await generation.delete(id);
    await expect(requestCall(rpc, GenerationCalls.cardInstanceForCart, { id, actor: SAM })).rejects.toMatchObject({ status: 404 });
    await eventually(() => deleted.map((e) => e.data)).toEqual([{ card_instance_id: id, card_id: id, account_id: 5, user_id: 5 }]);
  });

  it("when a customer comes back from a checkout, then the answer is cart-order's verdict on the session", async () => {
    const call = (actor: Actor, session_id: string) =>
      requestCall(rpc, GenerationCalls.paymentSession, { actor, params: {}, query: { session_id }, meta: {} });
    expect(await call(SAM, 'cs_paid')).toMatchObject({ status: 'paid', kind: 'subscription', card: null });
    await expect(call(KIM, 'cs_paid')).rejects.toMatchObject({ status: 404 });
    await expect(call(SAM, '')).rejects.toMatchObject({ status: 422 });
  });

  it("when an option is made renderable, then it is ready, rendering gets generation's render data and draws the thumbnail its URL names", async () => {
    const artwork = {
      key: 'generation/artwork/x-1.svg',
      body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      contentType: 'image/svg+xml',
    };
    const id = await generation.renderable(
      SAM,
      {
        front_text: 'Happy Birthday!',
        inside_text: 'Dear Rose',
        recipient_name: 'Rose',
        sender_name: 'Sam',
        style: { id: 1, slug: 'bold-modern', name: 'Bold Modern', palette: ['#111111'] },
        occasion: { id: 1, slug: 'birthday', name: 'Birthday' },
      },
      artwork,
    );
    const data = await requestCall(rpc, GenerationCalls.cardInstanceRenderData, { id });
    expect(data).toMatchObject({ id, user_id: 5, artwork_asset_key: artwork.key, status: 'ready', text_status: 'ready' });
    expect((await assets.get(artwork.key))?.contentType).toBe('image/svg+xml');
    const url = generation.thumbnailUrls(id).front;
    expect(url).toMatch(/^http:\/\/api\.test\/assets\/rendering\/thumbnails\/.+-front\.jpg$/);
    expect((await requestCall(rpc, GenerationCalls.cardInstanceForCart, { id, actor: SAM })).thumbnail_url).toBe(url);
    const key = url.slice('http://api.test/assets/'.length);
    expect(await requestCall(rpc, RenderingCalls.thumbnailDraw, { key })).toEqual({ status: 'ready' });
    expect(rendering.thumbnails).toHaveLength(1);
    await expect(requestCall(rpc, GenerationCalls.cardInstanceRenderData, { id: 999 })).rejects.toMatchObject({ status: 404 });
  });
});
