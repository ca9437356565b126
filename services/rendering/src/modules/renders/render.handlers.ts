import { RenderingCalls, renderingRoutes as routes } from '@cards/contracts';
import { serveCall, serveRoute, type RequestBus } from '@cards/kit';
import type { RenderService } from './render.service.js';

/**
 * Request handlers of the rendering service. The PDF calls answer where the file is; the BFF
 * streams it from the asset store, so no file travels on the bus.
 */
export async function serveRenders(rpc: RequestBus, renders: RenderService) {
  await serveRoute(rpc, routes.cardInstancePdf, async ({ actor, params, query }) =>
    renders.instancePdf(actor, params.id, query.product_id ?? null),
  );
  await serveRoute(rpc, routes.orderPrintFiles, async ({ params }) => renders.orderPrintFiles(params.id));
  await serveRoute(rpc, routes.orderPrintFilePdf, async ({ params }) => renders.orderPrintFile(params.id, params.line_id));
  await serveRoute(rpc, routes.orderRecipientPrintFilePdf, async ({ params }) =>
    renders.orderRecipientPrintFile(params.id, params.line_id, params.recipient_id),
  );
  await serveRoute(rpc, routes.orderReprintFilePdf, async ({ params }) => renders.orderReprintFile(params.id, params.problem_id));
  await serveCall(rpc, RenderingCalls.thumbnailDraw, async (req) => renders.drawThumbnail(req.key));
  await serveCall(rpc, RenderingCalls.labelSheet, async (req) => renders.labelSheet(req));
  await serveCall(rpc, RenderingCalls.reprintFiles, async (req) => renders.reprintFiles(req.date));
}
