import { parseThumbnailKey, RenderingCalls, renderingRoutes, type PrintFileRef } from '@cards/contracts';
import { AppError, currentTraceCarrier, requestCall, type AssetInfo, type AssetStore, type Logger } from '@cards/kit';
import { Router, type Request, type Response } from 'express';
import { custom, forward, type RouteContext } from '../http/forward.js';
import { sendAsset } from '../http/send-asset.js';
import { sendThumbnailPlaceholder } from './thumbnail-placeholder.js';

/** Asset kinds anyone may fetch; print PDFs are never public (owner or admin routes only). */
const PUBLIC_PREFIXES = ['generation/artwork/', 'generation/photo-previews/', 'rendering/thumbnails/', 'catalog/previews/'];
const KEY = /^[A-Za-z0-9][A-Za-z0-9._\-/]{0,300}$/;
/** How long a signed URL a download is sent to stays good (ASSET_REDIRECTS). */
const SIGNED_URL_SECONDS = 300;

const assetNotFound = () => new AppError(404, 'asset_not_found', 'No such asset');
const printFileMissing = () => new AppError(404, 'print_file_not_found', 'The print file is missing');
const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_');

/** What the file routes need besides the bus. */
export interface RenderingDeps {
  log: Logger;
  /** Where the files are: the BFF streams them itself, so no file crosses the bus. */
  assets: AssetStore;
  /** Send downloads to the store's signed URLs (ASSET_REDIRECTS) where it has them. */
  redirects?: boolean;
}

/** Public assets: keys are content-addressed (a new render or artwork gets a new key), so they never change. */
const publicHeaders = (info: AssetInfo) => ({
  'Cache-Control': 'public, max-age=31536000, immutable',
  // An SVG opened on its own must not run anything.
  ...(info.contentType === 'image/svg+xml' ? { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" } : {}),
});

/**
 * A thumbnail: the kept picture when it is drawn; otherwise rendering is asked to draw it (once,
 * however many ask) and the picture is served if it is done within a moment. Anything else
 * (still drawing, drawing failed, an option changed since, rendering not answering) answers the
 * light placeholder, never an error, so an `<img>` or a mail never shows a broken picture.
 */
async function serveThumbnail({ ctx, deps }: { ctx: RouteContext; deps: RenderingDeps }, key: string, req: Request, res: Response) {
  const send = () => sendAsset(req, res, { assets: deps.assets, key }, { headers: publicHeaders });
  try {
    if (await send()) return;
    const { status } = await requestCall(
      ctx.rpc,
      RenderingCalls.thumbnailDraw,
      { key },
      { headers: currentTraceCarrier(), timeoutMs: 15_000 },
    );
    if (status === 'ready' && (await send())) return;
  } catch (err) {
    if (res.headersSent) return;
    deps.log.warn({ err, key }, 'thumbnail not served; answering the placeholder');
  }
  sendThumbnailPlaceholder(res);
}

/** The rendering part of the REST surface: print PDFs, order print files and public assets. */
export async function renderingRouter(ctx: RouteContext, deps: RenderingDeps): Promise<Router> {
  const router = Router();
  const pdf = async (req: Request, res: Response, ref: PrintFileRef, disposition: 'inline' | 'attachment') => {
    const sent = await sendAsset(
      req,
      res,
      { assets: deps.assets, key: ref.asset_key },
      {
        // Private to the signed-in owner or an admin; a new render has a new key, but the URL stays the same.
        headers: () => ({
          'Content-Disposition': `${disposition}; filename="${safeName(ref.filename)}"`,
          'Cache-Control': 'private, no-store',
        }),
        redirect: deps.redirects ? { ttlSeconds: SIGNED_URL_SECONDS, filename: ref.filename } : undefined,
      },
    );
    if (!sent) throw printFileMissing();
  };

  // Express 5 reads `:id.pdf` as the parameter `id` followed by the literal `.pdf`.
  const { cardInstancePdf, orderPrintFiles, orderPrintFilePdf, orderRecipientPrintFilePdf, orderReprintFilePdf } = renderingRoutes;
  custom(router, ctx, cardInstancePdf, async (v, req, res) => {
    const ref = await requestCall(ctx.rpc, cardInstancePdf.call, v.call, { headers: v.headers, timeoutMs: 40_000 });
    await pdf(req, res, ref, 'inline');
  });

  forward(router, ctx, orderPrintFiles);

  for (const route of [orderPrintFilePdf, orderRecipientPrintFilePdf, orderReprintFilePdf]) {
    custom(router, ctx, route, async (v, req, res) => {
      const ref = await requestCall(ctx.rpc, route.call, v.call, { headers: v.headers });
      await pdf(req, res, ref, 'attachment');
    });
  }

  // The wildcard takes keys with slashes; the contract documents it as `/assets/{key}`.
  ctx.registry.add(renderingRoutes.asset);
  router.get('/assets/*key', async (req, res) => {
    const key = renderingRoutes.asset.params.safeParse(req.params).data?.key ?? '';
    if (!KEY.test(key) || key.includes('..') || key.includes('//') || !PUBLIC_PREFIXES.some((p) => key.startsWith(p)))
      throw assetNotFound();
    if (parseThumbnailKey(key)) {
      await serveThumbnail({ ctx, deps }, key, req, res);
      return;
    }
    const redirect = deps.redirects ? { ttlSeconds: SIGNED_URL_SECONDS } : undefined;
    if (!(await sendAsset(req, res, { assets: deps.assets, key }, { headers: publicHeaders, redirect }))) throw assetNotFound();
  });

  return router;
}
