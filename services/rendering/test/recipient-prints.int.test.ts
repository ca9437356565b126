import {
  CartOrderEvents,
  RenderingCalls,
  RenderingEvents,
  type OrderPaidData,
  type OrderPrintReadyData,
  type PrintFileRef,
} from '@cards/contracts';
import { makeEnvelope } from '@cards/kit';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@cards/testing';
import { sampleRenderData } from '../src/samples/sample-card.js';
import { pagesToPng, pdfinfo, pdftext } from './support/poppler.js';
import { ADMIN, startRenderingHarness, type RenderingHarness } from './support/rendering-harness.js';

/** Where the Patels live now: the admin's corrected address for their reprint. */
const MOVED = { name: 'The Patels', line1: '9 New Road', line2: '', city: 'Leeds', county: '', postcode: 'LS2 9JT', country: 'GB' };

const INSIDE = 'Dear friends,\n\nWishing you a peaceful Christmas and a happy new year.\n\nWith love,\nAlex';

/** A card sent to many: three recipients in print, one by e-card. */
const RECIPIENTS: OrderPaidData['lines'][number]['recipients'] = [
  { recipient_id: 71, name: 'Aunt Jean', salutation: 'Dear Aunt Jean', channel: 'post', email: null },
  { recipient_id: 72, name: 'The Patels', salutation: 'Dear Patel family', channel: 'post', email: 'patels@example.test' },
  { recipient_id: 73, name: 'Sam Okafor', salutation: 'Hi Sam!', channel: 'ecard', email: 'sam@example.test' },
  { recipient_id: 74, name: 'Mr Rossi', salutation: 'Dear Mr Rossi', channel: 'post', email: null },
];

function paid(orderId: number, number: string, extra: Partial<OrderPaidData> = {}) {
  return makeEnvelope(
    CartOrderEvents.orderPaid,
    {
      order_id: orderId,
      number,
      user_id: 1,
      account_id: 1,
      total: 1580,
      currency: 'GBP',
      lines: [{ line_id: 81, card_instance_id: 60, product_id: 101, quantity: 4, unit_price: 395, size: 'A6', recipients: RECIPIENTS }],
      ...extra,
    },
    { source: 'cart_order' },
  );
}

describe('print files of a card sent to many (real Postgres and Chromium)', () => {
  let h: RenderingHarness;
  beforeAll(async () => {
    h = await startRenderingHarness();
    h.instances.set(60, sampleRenderData({ id: 60, front_text: 'Merry Christmas', inside_text: INSIDE, content_hash: 'xmas1' }));
  });
  afterAll(async () => {
    await h?.stop();
  });

  const pdfOf = async (ref: PrintFileRef) => (await h.infra.assets.get(ref.asset_key))!.body;
  const renders = () => h.app.parts().browser!.stats().renders;
  const printReady = (orderId: number) =>
    h.events.filter((e) => e.type === 'rendering.order.print_ready.v1' && (e.data as OrderPrintReadyData).order_id === orderId);

  it('when an order with 3 post recipients and 1 e-card recipient is paid, then 3 files are made, each greeting its recipient and stamped with the order and the recipient', async () => {
    const before = renders();
    await h.infra.bus.publish(paid(701, 'R-2001'));
    await eventually(() => printReady(701).length, { timeout: 120_000 }).toBe(1);
    const ready = printReady(701)[0]!.data as OrderPrintReadyData;
    expect(ready.files.map((f) => [f.line_id, f.recipient_id])).toEqual([
      [81, 71],
      [81, 72],
      [81, 74],
    ]);
    // One render per printed recipient; the e-card recipient and the line itself get none.
    expect(renders() - before).toBe(3);

    const files = await h.call(RenderingCalls.orderPrintFiles, { actor: ADMIN, params: { id: '701' } });
    expect(files.map((f) => [f.recipient_id, f.recipient_name, f.status, f.download_path])).toEqual([
      [71, 'Aunt Jean', 'ready', '/admin/orders/701/print_files/81/recipients/71.pdf'],
      [72, 'The Patels', 'ready', '/admin/orders/701/print_files/81/recipients/72.pdf'],
      [74, 'Mr Rossi', 'ready', '/admin/orders/701/print_files/81/recipients/74.pdf'],
    ]);

    const expected = [
      [71, 'Dear Aunt Jean,', 'Order R-2001 · line 1 of 1 · Aunt Jean · 1 of 3 · CARD-A6'],
      [72, 'Dear Patel family,', 'Order R-2001 · line 1 of 1 · The Patels · 2 of 3 · CARD-A6'],
      [74, 'Dear Mr Rossi,', 'Order R-2001 · line 1 of 1 · Mr Rossi · 3 of 3 · CARD-A6'],
    ] as const;
    for (const [recipientId, greeting, stamp] of expected) {
      const ref = await h.call(RenderingCalls.orderRecipientPrintFilePdf, {
        actor: ADMIN,
        params: { id: '701', line_id: '81', recipient_id: String(recipientId) },
      });
      expect(ref.filename).toBe(`order-R-2001-line-81-recipient-${recipientId}.pdf`);
      const pdf = await pdfOf(ref);
      const text = (await pdftext(pdf)).replace(/\s+/g, ' ');
      expect(text).toContain(greeting);
      expect(text).toContain(stamp);
      // The customer's own words stay; only the greeting line is the recipient's.
      expect(text).toContain('Wishing you a peaceful Christmas');
      expect(text).not.toContain('Dear friends,');
      // The design's "For Sam" was its first recipient's: nobody else's card is labelled so.
      expect(text).not.toMatch(/for sam/i);
      expect((await pdfinfo(pdf)).pages).toBe(2);
      if (recipientId === 71) await pagesToPng(pdf, 'order-R-2001-recipient-71');
    }
    await expect(
      h.call(RenderingCalls.orderRecipientPrintFilePdf, { actor: ADMIN, params: { id: '701', line_id: '81', recipient_id: '73' } }),
    ).rejects.toMatchObject({ status: 404, code: 'print_file_not_found' });
    // The line has no file of its own: the per-line route says where its files are.
    await expect(h.call(RenderingCalls.orderPrintFilePdf, { actor: ADMIN, params: { id: '701', line_id: '81' } })).rejects.toMatchObject({
      status: 404,
      message: expect.stringMatching(/printed per recipient/),
    });
  });

  it('when the paid event is delivered again, or sent again, then nothing is rendered twice and the order is announced once', async () => {
    const before = renders();
    const files = await h.call(RenderingCalls.orderPrintFiles, { actor: ADMIN, params: { id: '701' } });
    const again = paid(701, 'R-2001');
    await h.infra.bus.publish(again);
    await h.infra.bus.publish(again);
    // A last order behind them on the same consumer: once it is printed, the repeats were taken.
    await h.infra.bus.publish(
      paid(702, 'R-2002', {
        lines: [
          { line_id: 82, card_instance_id: 60, product_id: 101, quantity: 1, unit_price: 395, size: 'A6', recipients: [RECIPIENTS[0]!] },
        ],
      }),
    );
    await eventually(() => printReady(702).length, { timeout: 60_000 }).toBe(1);
    expect(renders() - before).toBe(1);
    expect(printReady(701)).toHaveLength(1);
    expect(await h.call(RenderingCalls.orderPrintFiles, { actor: ADMIN, params: { id: '701' } })).toEqual(files);
  });

  it('when an order sent to many is held for its dispatch day, then nothing is printed until it is released', async () => {
    const held = paid(703, 'R-2003', { held_until: '2026-12-14' });
    await h.infra.bus.publish(held);
    await h.infra.bus.publish(
      paid(704, 'R-2004', {
        lines: [
          { line_id: 84, card_instance_id: 60, product_id: 101, quantity: 1, unit_price: 395, size: 'A6', recipients: [RECIPIENTS[1]!] },
        ],
      }),
    );
    await eventually(() => printReady(704).length, { timeout: 60_000 }).toBe(1);
    expect(await h.call(RenderingCalls.orderPrintFiles, { actor: ADMIN, params: { id: '703' } })).toEqual([]);

    const before = renders();
    const { held_until: _, ...order } = held.data;
    await h.infra.bus.publish(
      makeEnvelope(CartOrderEvents.orderReleased, { ...order, dispatch_date: '2026-12-14' }, { source: 'cart_order' }),
    );
    await eventually(() => printReady(703).length, { timeout: 120_000 }).toBe(1);
    expect(renders() - before).toBe(3);
    const files = await h.call(RenderingCalls.orderPrintFiles, { actor: ADMIN, params: { id: '703' } });
    expect(files.map((f) => [f.recipient_id, f.status])).toEqual([
      [71, 'ready'],
      [72, 'ready'],
      [74, 'ready'],
    ]);
  });

  it("when a list's later dispatch day is released with only its own people, then their files are added to the order and it is print-ready again", async () => {
    // The first day: Aunt Jean only (the others have later days of their own).
    const first = paid(705, 'R-2005', {
      lines: [
        { line_id: 85, card_instance_id: 60, product_id: 101, quantity: 1, unit_price: 395, size: 'A6', recipients: [RECIPIENTS[0]!] },
      ],
    });
    await h.infra.bus.publish(first);
    await eventually(() => printReady(705).length, { timeout: 60_000 }).toBe(1);
    const { held_until: _, ...order } = first.data;
    await h.infra.bus.publish(
      makeEnvelope(
        CartOrderEvents.orderReleased,
        {
          ...order,
          dispatch_date: '2026-12-14',
          lines: [
            {
              line_id: 85,
              card_instance_id: 60,
              product_id: 101,
              quantity: 2,
              unit_price: 395,
              size: 'A6',
              recipients: [RECIPIENTS[1]!, RECIPIENTS[3]!],
            },
          ],
        },
        { source: 'cart_order' },
      ),
    );
    await eventually(() => printReady(705).length, { timeout: 120_000 }).toBe(2);
    const files = await h.call(RenderingCalls.orderPrintFiles, { actor: ADMIN, params: { id: '705' } });
    expect(files.map((f) => [f.recipient_id, f.status])).toEqual([
      [71, 'ready'],
      [72, 'ready'],
      [74, 'ready'],
    ]);
  });

  it('when an admin answers a reported card with a reprint (the event delivered twice), then one new file is made for that person, stamped as a reprint, with the corrected address, and announced once', async () => {
    const resolved = (outcome: 'reprint' | 'decline', problemId: number) =>
      makeEnvelope(
        CartOrderEvents.cardProblemResolved,
        {
          problem_id: problemId,
          order_id: 701,
          number: 'R-2001',
          user_id: 1,
          line_id: 81,
          recipient_id: 72,
          card_instance_id: 60,
          product_id: 101,
          size: 'A6',
          person: 'The Patels',
          salutation: 'Dear Patel family',
          kind: 'not_arrived',
          outcome,
          amount: 0,
          reason: outcome === 'decline' ? 'It was posted on time' : null,
          reprint_key: outcome === 'reprint' ? `reprint-${problemId}` : null,
          address: outcome === 'reprint' ? { ...MOVED } : null,
          print_day: outcome === 'reprint' ? '2026-12-07' : null,
        },
        { source: 'cart_order' },
      );
    const reprintReady = () => h.events.filter((e) => e.type === RenderingEvents.reprintReady.subject);
    const before = renders();
    const again = resolved('reprint', 9);
    await h.infra.bus.publish(again);
    await h.infra.bus.publish(again);
    await h.infra.bus.publish(resolved('decline', 10));
    await eventually(() => reprintReady().length, { timeout: 60_000 }).toBe(1);
    expect(reprintReady()[0]!.data).toMatchObject({ order_id: 701, problem_id: 9, reprint_key: 'reprint-9' });
    expect(renders() - before).toBe(1);
    // The order is not announced again: its own files were print-ready already.
    expect(printReady(701)).toHaveLength(1);

    const files = await h.call(RenderingCalls.orderPrintFiles, { actor: ADMIN, params: { id: '701' } });
    expect(files.map((f) => [f.recipient_id, f.reprint_of ?? null, f.status, f.download_path])).toEqual([
      [71, null, 'ready', '/admin/orders/701/print_files/81/recipients/71.pdf'],
      [72, null, 'ready', '/admin/orders/701/print_files/81/recipients/72.pdf'],
      [72, 9, 'ready', '/admin/orders/701/reprints/9.pdf'],
      [74, null, 'ready', '/admin/orders/701/print_files/81/recipients/74.pdf'],
    ]);
    expect(files.find((f) => f.reprint_of === 9)!.address).toEqual(MOVED);

    const ref = await h.call(RenderingCalls.orderReprintFilePdf, { actor: ADMIN, params: { id: '701', problem_id: '9' } });
    expect(ref.filename).toBe('order-R-2001-reprint-9.pdf');
    const text = (await pdftext(await pdfOf(ref))).replace(/\s+/g, ' ');
    expect(text).toContain('Dear Patel family,');
    expect(text).toContain('Order R-2001 · line 1 of 1 · The Patels · 2 of 3 · reprint · CARD-A6');
    // The person's own file is still theirs, as it was.
    const own = await h.call(RenderingCalls.orderRecipientPrintFilePdf, {
      actor: ADMIN,
      params: { id: '701', line_id: '81', recipient_id: '72' },
    });
    expect((await pdftext(await pdfOf(own))).replace(/\s+/g, ' ')).not.toContain('reprint');
    await expect(
      h.call(RenderingCalls.orderReprintFilePdf, { actor: ADMIN, params: { id: '701', problem_id: '10' } }),
    ).rejects.toMatchObject({ status: 404 });
    // The print run of the day it was asked for takes it up; no other day's does.
    const day = await h.call(RenderingCalls.reprintFiles, { date: '2026-12-07' });
    expect(day.map((f) => [f.order_id, f.recipient_id, f.reprint_of, f.status])).toEqual([[701, 72, 9, 'ready']]);
    expect(await h.call(RenderingCalls.reprintFiles, { date: '2026-12-08' })).toEqual([]);
  });
});
