import { Id, RenderingCalls } from '@cards/contracts';
import { parseInput, requireActor, requireAdmin, serveCall, type RequestBus } from '@cards/kit';
import { z } from 'zod';
import type { RenderService } from './render.service.js';

const InstancePdfParams = z.object({ id: Id });
const InstancePdfQuery = z.object({ product_id: Id.optional() });
const OrderParams = z.object({ id: Id });
const OrderLineParams = z.object({ id: Id, line_id: Id });

/**
 * Request handlers of the rendering service. The PDF calls answer where the file is; the BFF
 * streams it from the asset store, so no file travels on the bus.
 */
export async function registerRenderHandlers(rpc: RequestBus, renders: RenderService) {
  await serveCall(rpc, RenderingCalls.cardInstancePdf, async (call) => {
    const actor = requireActor(call);
    const { id } = parseInput(InstancePdfParams, call.params);
    const { product_id } = parseInput(InstancePdfQuery, call.query);
    return renders.instancePdf(actor, id, product_id ?? null);
  });
  await serveCall(rpc, RenderingCalls.orderPrintFiles, async (call) => {
    requireAdmin(call);
    return renders.orderPrintFiles(parseInput(OrderParams, call.params).id);
  });
  await serveCall(rpc, RenderingCalls.orderPrintFilePdf, async (call) => {
    requireAdmin(call);
    const p = parseInput(OrderLineParams, call.params);
    return renders.orderPrintFile(p.id, p.line_id);
  });
  await serveCall(rpc, RenderingCalls.thumbnailDraw, async (req) => renders.drawThumbnail(req.key));
}
