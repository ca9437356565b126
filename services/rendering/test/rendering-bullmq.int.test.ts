import { CartOrderEvents, RenderingCalls, type OrderPrintReadyData } from '@cards/contracts';
import { makeEnvelope } from '@cards/kit';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually, testServers } from '@cards/testing';
import { pdfinfo, pdftext } from './support/poppler.js';
import { OWNER, startRenderingHarness, type RenderingHarness } from './support/rendering-harness.js';

/** The same jobs on BullMQ and a real Redis: the queue the distributed deployment runs. */
describe('rendering service on BullMQ', () => {
  let h: RenderingHarness;
  beforeAll(async () => {
    h = await startRenderingHarness({ QUEUE: 'bullmq', REDIS_URL: testServers().redisUrl });
  });
  afterAll(async () => {
    await h?.stop();
  });

  it('when the owner asks for a PDF and an order is paid, then both are rendered by BullMQ workers', async () => {
    const ref = await h.call(RenderingCalls.cardInstancePdf, { actor: OWNER, params: { id: '42' } });
    expect((await pdfinfo((await h.infra.assets.get(ref.asset_key))!.body)).pages).toBe(2);

    await h.infra.bus.publish(
      makeEnvelope(
        CartOrderEvents.orderPaid,
        {
          order_id: 777,
          number: 'R-7007',
          user_id: 1,
          account_id: 1,
          total: 395,
          currency: 'GBP',
          lines: [{ line_id: 1, card_instance_id: 42, product_id: 103, quantity: 1, unit_price: 395, size: '5x7' }],
        },
        { source: 'cart_order' },
      ),
    );
    await eventually(() => h.events.find((e) => e.type === 'rendering.order.print_ready.v1'), { timeout: 90_000 }).toBeTruthy();
    const ready = h.events.find((e) => e.type === 'rendering.order.print_ready.v1')!.data as OrderPrintReadyData;
    expect(ready.files).toHaveLength(1);
    const pdf = (await h.infra.assets.get(ready.files[0]!.asset_key))!.body;
    expect(await pdftext(pdf)).toContain('Order R-7007 · line 1 of 1');
  }, 120_000);
});
