import { z } from 'zod';
import { Id } from '../common.js';
import { forwardedRoute } from '../forwarded-route.js';
import { defineRoute } from '../api-route.js';
import { OrderPrintFile, renderingFileCalls } from './rpc.js';

const tag = 'Rendering';

/** Path segments after `/assets/` joined by `/`; Express 5 hands a `*key` wildcard over as an array. */
export const AssetKeyParams = z.object({
  key: z.union([z.array(z.string()), z.string()]).transform((k) => (Array.isArray(k) ? k.join('/') : k)),
});

/**
 * REST routes served by the rendering part of the BFF. The PDFs' calls say where the file is
 * (after the owner's check and, when needed, a render); the BFF streams it from the asset store.
 * `asset` has no call: the BFF reads public assets from the store itself.
 */
export const renderingRoutes = {
  cardInstancePdf: forwardedRoute(
    renderingFileCalls.cardInstancePdf,
    defineRoute({
      method: 'get',
      path: '/card_instances/:id.pdf',
      tag,
      auth: 'user',
      summary: 'Print-ready PDF of a card instance (outside and inside spreads with bleed)',
      params: z.object({ id: Id }),
      query: z.object({ product_id: Id.optional().describe('Product whose size to print; default the A6 card') }),
      produces: 'application/pdf',
      errors: [404, 503],
    }),
  ),
  orderPrintFiles: forwardedRoute(
    'rendering.order_print_file.list',
    defineRoute({
      method: 'get',
      path: '/admin/orders/:id/print_files',
      tag,
      auth: 'admin',
      summary:
        'Print files of an order, one per line (per printed recipient for a line sent to many); an empty list until they are recorded (a held order on its release, a paid one just after payment)',
      params: z.object({ id: Id }),
      response: z.array(OrderPrintFile),
    }),
    { reply: z.array(OrderPrintFile) },
  ),
  orderPrintFilePdf: forwardedRoute(
    renderingFileCalls.orderPrintFile,
    defineRoute({
      method: 'get',
      path: '/admin/orders/:id/print_files/:line_id.pdf',
      tag,
      auth: 'admin',
      summary:
        "Download the print-ready PDF of one order line (a line sent to many has one per printed recipient: see the recipient's route)",
      params: z.object({ id: Id, line_id: Id }),
      produces: 'application/pdf',
      errors: [404, 409],
    }),
  ),
  orderRecipientPrintFilePdf: forwardedRoute(
    renderingFileCalls.orderRecipientPrintFile,
    defineRoute({
      method: 'get',
      path: '/admin/orders/:id/print_files/:line_id/recipients/:recipient_id.pdf',
      tag,
      auth: 'admin',
      summary: 'Download the print-ready PDF of one printed recipient of an order line sent to many, greeting them by name',
      params: z.object({ id: Id, line_id: Id, recipient_id: Id }),
      produces: 'application/pdf',
      errors: [404, 409],
    }),
  ),
  orderReprintFilePdf: forwardedRoute(
    renderingFileCalls.orderReprintFile,
    defineRoute({
      method: 'get',
      path: '/admin/orders/:id/reprints/:problem_id.pdf',
      tag,
      auth: 'admin',
      summary: "Download the print-ready PDF of a reported card's reprint: the same card and greeting, stamped as a reprint",
      params: z.object({ id: Id, problem_id: Id }),
      produces: 'application/pdf',
      errors: [404, 409],
    }),
  ),
  asset: defineRoute({
    method: 'get',
    path: '/assets/:key',
    tag,
    auth: 'public',
    summary:
      'A public asset (artwork, thumbnails, previews); `key` may contain slashes. Sends ETag, answers Range (206) and If-None-Match (304); a thumbnail not drawn yet answers a light placeholder',
    params: AssetKeyParams,
    produces: 'application/octet-stream',
    errors: [404, 416],
  }),
} as const;
