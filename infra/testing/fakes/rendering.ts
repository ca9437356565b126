import { createHash } from 'node:crypto';
import {
  assetUrl,
  CartOrderEvents,
  GenerationCalls,
  Id,
  parseThumbnailKey,
  RenderingCalls,
  RenderingEvents,
  THUMBNAIL_CONTENT_TYPE,
  thumbnailKeys,
  type CardInstanceRenderedData,
  type CardProblemResolvedData,
  type OrderPaidData,
  type OrderPrintFile,
  type ThumbnailDrawReply,
} from '@cards/contracts';
import {
  conflict,
  consumeEvent,
  makeEnvelope,
  notFound,
  parseInput,
  requireActor,
  requireAdmin,
  requestCall,
  type AssetStore,
  type EventBus,
  type EventSubscription,
  type RequestBus,
} from '@cards/kit';
import { z } from 'zod';
import { TINY_PICTURE, tinyPdf } from './files.js';
import { ServedCalls } from './served-calls.js';

const noInstance = () => notFound('card_instance_not_found', 'Card instance not found');
const partsReady = (d: { status: string; text_status?: string; image_status?: string }) =>
  d.status === 'ready' || (d.text_status === 'ready' && d.image_status === 'ready');

interface PrintLine {
  order_id: number;
  file: OrderPrintFile;
}

/**
 * The rendering service as generation, cart-order and the BFF see it, for a service's own test
 * lane, without Chromium. Like rendering, it draws an option's thumbnails when the BFF first
 * asks for them, if the key names the option's current version (from
 * `generation.card_instance.render_data`, whose reply is checked), and announces them with the
 * render's `content_hash`; it answers the print-PDF calls (the BFF reads the files from the store);
 * and it makes an order's print files when the order is paid (or released), announcing them
 * as print-ready. The pictures and PDFs are tiny valid files (`files.ts`): the point is the
 * contract, not the layout. Calls are served with their replies checked and events are made
 * from their declarations, so a fake that drifts from the contract fails the test using it.
 */
export class FakeRendering extends ServedCalls {
  /** Every thumbnail drawn and announced, oldest first. */
  readonly thumbnails: CardInstanceRenderedData[] = [];
  /** Keys being drawn now: one drawing however many ask. */
  private readonly drawing = new Map<string, Promise<ThumbnailDrawReply>>();
  private readonly printLines: PrintLine[] = [];
  private readonly subs: EventSubscription[] = [];

  constructor(
    rpc: RequestBus,
    private readonly bus: EventBus,
    private readonly assets: AssetStore,
    private readonly opts: {
      /** Origin the browser reaches the API on, for thumbnail URLs (`PUBLIC_API_URL`). */
      publicApiUrl: string;
      /** Whether rendering's workers run (`ROLE` all or worker): without them, thumbnails are never drawn (always `drawing`), as on the platform. */
      workers?: boolean;
    },
  ) {
    super(rpc);
  }

  async start(): Promise<this> {
    await this.serve(RenderingCalls.thumbnailDraw, async ({ key }) => {
      let answer = this.drawing.get(key);
      if (!answer) {
        answer = this.drawThumbnails(key).finally(() => this.drawing.delete(key));
        this.drawing.set(key, answer);
      }
      return answer;
    });
    await this.serve(RenderingCalls.cardInstancePdf, async (call) => {
      const actor = requireActor(call);
      const { id } = parseInput(z.object({ id: Id }), call.params);
      const data = await requestCall(this.rpc, GenerationCalls.cardInstanceRenderData, { id }).catch((e) => {
        throw (e as { status?: number }).status === 404 ? noInstance() : e;
      });
      if (!actor.admin && actor.user_id !== data.user_id) throw noInstance();
      if (data.status !== 'ready') throw conflict('card_instance_not_ready', 'The card is still being made; try again when it is ready');
      const key = `rendering/print/${id}-${data.content_hash.slice(0, 16)}.pdf`;
      const pdf = tinyPdf(`${data.front_text} / ${data.inside_text}`);
      await this.assets.put(key, pdf, 'application/pdf');
      return { asset_key: key, filename: `card-${id}-A6.pdf`, content_type: 'application/pdf' as const, size: pdf.length };
    });
    await this.serve(RenderingCalls.orderPrintFiles, async (call) => {
      requireAdmin(call);
      const { id } = parseInput(z.object({ id: Id }), call.params);
      return this.printFiles(id);
    });
    await this.serve(RenderingCalls.orderPrintFilePdf, async (call) => {
      requireAdmin(call);
      const p = parseInput(z.object({ id: Id, line_id: Id }), call.params);
      const line = this.printLines.find((l) => l.order_id === p.id && l.file.line_id === p.line_id)?.file;
      if (!line) throw notFound('print_file_not_found', 'Print file not found');
      const file = await this.assets.head(line.asset_key!);
      return {
        asset_key: line.asset_key!,
        filename: `order-${p.id}-line-${p.line_id}.pdf`,
        content_type: 'application/pdf' as const,
        size: file!.size,
      };
    });
    this.subs.push(
      await consumeEvent(this.bus, {
        service: 'rendering',
        handler: 'fake_order_paid',
        event: CartOrderEvents.orderPaid,
        perReplica: true,
        filter: (e) => !e.data.held_until,
        handle: (e) => this.printOrder(e.data),
      }),
      await consumeEvent(this.bus, {
        service: 'rendering',
        handler: 'fake_card_problem_resolved',
        event: CartOrderEvents.cardProblemResolved,
        perReplica: true,
        filter: (e) => e.data.outcome === 'reprint' && !!e.data.reprint_key,
        handle: (e) => this.reprint(e.data),
      }),
      await consumeEvent(this.bus, {
        service: 'rendering',
        handler: 'fake_order_released',
        event: CartOrderEvents.orderReleased,
        perReplica: true,
        handle: (e) => this.printOrder(e.data),
      }),
    );
    return this;
  }

  async stop(): Promise<void> {
    await Promise.allSettled(this.subs.splice(0).map((s) => s.stop()));
  }

  /** Print files made so far for `orderId`, as admins see them. */
  printFiles(orderId: number): OrderPrintFile[] {
    return this.printLines.filter((l) => l.order_id === orderId).map((l) => l.file);
  }

  private async drawThumbnails(key: string): Promise<ThumbnailDrawReply> {
    const named = parseThumbnailKey(key)!;
    if (await this.assets.exists(key)) return { status: 'ready' };
    const data = await requestCall(this.rpc, GenerationCalls.cardInstanceRenderData, { id: named.card_instance_id }).catch((e) => {
      if ((e as { status?: number }).status === 404) return null;
      throw e;
    });
    const keys = data && thumbnailKeys(data.id, data.content_hash, named.format);
    if (!data || !keys || !partsReady(data) || keys[named.side] !== key) return { status: 'unknown' };
    if (this.opts.workers === false) return { status: 'drawing' };
    const url = (k: string) => assetUrl(this.opts.publicApiUrl.replace(/\/$/, ''), k);
    await this.assets.put(keys.inside, TINY_PICTURE[named.format], THUMBNAIL_CONTENT_TYPE[named.format]);
    await this.assets.put(keys.front, TINY_PICTURE[named.format], THUMBNAIL_CONTENT_TYPE[named.format]);
    const rendered = RenderingEvents.cardInstanceRendered.data.parse({
      card_instance_id: data.id,
      card_id: data.card_id,
      account_id: data.account_id,
      kind: 'thumbnail',
      asset_key: keys.front,
      url: url(keys.front),
      inside_url: url(keys.inside),
      content_hash: data.content_hash,
    });
    this.thumbnails.push(rendered);
    await this.bus.publish(makeEnvelope(RenderingEvents.cardInstanceRendered, rendered, { source: 'rendering' }));
    return { status: 'ready' };
  }

  private async printOrder(order: Omit<OrderPaidData, 'held_until'>): Promise<void> {
    if (this.printLines.some((l) => l.order_id === order.order_id)) return;
    const hash = createHash('sha256').update(order.number).digest('hex').slice(0, 8);
    for (const line of order.lines) {
      // As rendering does: a line sent to many has a file per posted recipient, an ordinary line one file.
      const posted = line.recipients.filter((r) => r.channel === 'post');
      for (const r of posted.length ? posted : [null]) {
        const who = r ? `-r${r.recipient_id}` : '';
        const key = `rendering/print/orders/${order.order_id}-${line.line_id}${who}-${hash}.pdf`;
        await this.assets.put(
          key,
          tinyPdf(`${order.number} line ${line.line_id} ${r ? r.salutation : `x ${line.quantity}`}`),
          'application/pdf',
        );
        this.printLines.push({
          order_id: order.order_id,
          file: {
            line_id: line.line_id,
            card_instance_id: line.card_instance_id,
            product_id: line.product_id,
            quantity: r ? 1 : line.quantity,
            status: 'ready',
            asset_key: key,
            download_path: r
              ? `/admin/orders/${order.order_id}/print_files/${line.line_id}/recipients/${r.recipient_id}.pdf`
              : `/admin/orders/${order.order_id}/print_files/${line.line_id}.pdf`,
            error: null,
            recipient_id: r?.recipient_id ?? null,
            recipient_name: r?.name ?? null,
          },
        });
      }
    }
    const files = this.printFiles(order.order_id).map((f) => ({
      line_id: f.line_id,
      asset_key: f.asset_key!,
      recipient_id: f.recipient_id ?? null,
    }));
    await this.bus.publish(
      makeEnvelope(
        RenderingEvents.orderPrintReady,
        { order_id: order.order_id, order_number: order.number, files },
        { source: 'rendering' },
      ),
    );
  }

  /** As rendering does: one new file per report however often its answer arrives, announced once. */
  private async reprint(p: CardProblemResolvedData): Promise<void> {
    if (this.printLines.some((l) => l.order_id === p.order_id && l.file.reprint_of === p.problem_id)) return;
    const key = `rendering/print/orders/${p.order_id}-${p.line_id}-p${p.problem_id}.pdf`;
    await this.assets.put(key, tinyPdf(`${p.number} reprint for ${p.person}`), 'application/pdf');
    this.printLines.push({
      order_id: p.order_id,
      file: {
        line_id: p.line_id,
        card_instance_id: p.card_instance_id,
        product_id: p.product_id,
        quantity: 1,
        status: 'ready',
        asset_key: key,
        download_path: `/admin/orders/${p.order_id}/reprints/${p.problem_id}.pdf`,
        error: null,
        recipient_id: p.recipient_id,
        recipient_name: p.recipient_id ? p.person : null,
        reprint_of: p.problem_id,
        address: (p.address as OrderPrintFile['address']) ?? null,
      },
    });
    const ready = { order_id: p.order_id, problem_id: p.problem_id, reprint_key: p.reprint_key!, asset_key: key };
    await this.bus.publish(makeEnvelope(RenderingEvents.reprintReady, ready, { source: 'rendering' }));
  }
}
