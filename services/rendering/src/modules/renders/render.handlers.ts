import { Id } from '@cards/contracts';
import { parseInput, requireActor, requireAdmin, serveCall, type RequestBus } from '@cards/kit';
import { z } from 'zod';
import type { RenderService } from './render.service.js';

const InstancePdfParams = z.object({ id: Id });
const InstancePdfQuery = z.object({ product_id: Id.optional() });
const OrderParams = z.object({ id: Id });
const OrderLineParams = z.object({ id: Id, line_id: Id });

/**
 * Request handlers of the rendering service. The PDF calls answer where the file is; the BFF
 * streams it with `rendering.asset.read`, so large files never travel as one message.
 */
export async function registerRenderHandlers(rpc: RequestBus, renders: RenderService) {
  await serveCall(rpc, 'rendering.card_instance.pdf', async (call) => {
    const actor = requireActor(call);
    const { id } = parseInput(InstancePdfParams, call.params);
    const { product_id } = parseInput(InstancePdfQuery, call.query);
    return renders.instancePdf(actor, id, product_id ?? null);
  });
  await serveCall(rpc, 'rendering.order_print_file.list', async (call) => {
    requireAdmin(call);
    return renders.orderPrintFiles(parseInput(OrderParams, call.params).id);
  });
  await serveCall(rpc, 'rendering.order_print_file.get', async (call) => {
    requireAdmin(call);
    const p = parseInput(OrderLineParams, call.params);
    return renders.orderPrintFile(p.id, p.line_id);
  });
  await rpc.handle('rendering.asset.read', async (data) => renders.readAsset(data));
}
