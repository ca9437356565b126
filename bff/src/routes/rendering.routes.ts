import { createHash } from 'node:crypto';
import { parseThumbnailKey, RenderingCalls, renderingRoutes, type AssetChunk, type PrintFileRef } from '@cards/contracts';
import { AppError, currentTraceCarrier, requestCall, type Logger, type RequestBus } from '@cards/kit';
import { Router, type Response } from 'express';
import { custom, forward, type RouteContext } from '../http/forward.js';
import { sendThumbnailPlaceholder } from './thumbnail-placeholder.js';

/** Asset kinds anyone may fetch; print PDFs are never public (owner or admin routes only). */
const PUBLIC_PREFIXES = ['generation/artwork/', 'generation/photo-previews/', 'rendering/thumbnails/', 'catalog/previews/'];
const KEY = /^[A-Za-z0-9][A-Za-z0-9._\-/]{0,300}$/;
const CHUNK = 512 * 1024;

const assetNotFound = () => new AppError(404, 'asset_not_found', 'No such asset');

const readAsset = renderingRoutes.asset.call;

/**
 * Streams a stored asset from the rendering service slice by slice (`renderingRoutes.asset`'s
 * call), so the BFF needs no access to the store and no message on the bus is larger than half a megabyte.
 */
async function streamAsset(
  rpc: RequestBus,
  key: string,
  res: Response,
  headers: (first: AssetChunk) => Record<string, string>,
  trace: Record<string, string>,
) {
  const first = await requestCall(rpc, readAsset, { key, offset: 0, length: CHUNK }, { headers: trace });
  res.status(200).set({ 'Content-Type': first.content_type, 'Content-Length': String(first.size), ...headers(first) });
  if (res.req.method === 'HEAD') {
    res.end();
    return;
  }
  try {
    res.write(Buffer.from(first.data, 'base64'));
    for (let offset = CHUNK; offset < first.size; offset += CHUNK) {
      const next = await requestCall(rpc, readAsset, { key, offset, length: CHUNK }, { headers: trace });
      if (!res.write(Buffer.from(next.data, 'base64'))) await new Promise((r) => res.once('drain', r));
    }
    res.end();
  } catch {
    // Headers are out: the only honest signal left is a cut connection (the length will not match).
    res.destroy();
  }
}

const pdfHeaders = (ref: PrintFileRef) => () => ({
  'Content-Disposition': `inline; filename="${ref.filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
  // Private to the signed-in owner; a new render has a new key, but the URL stays the same.
  'Cache-Control': 'private, no-store',
});

/**
 * A thumbnail: the kept picture when it is drawn; otherwise rendering is asked to draw it (once,
 * however many ask) and the picture is served if it is done within a moment. Anything else
 * (still drawing, drawing failed, an option changed since, rendering not answering) answers the
 * light placeholder, never an error, so an `<img>` or a mail never shows a broken picture.
 */
async function serveThumbnail(rpc: RequestBus, key: string, res: Response, headers: () => Record<string, string>, log: Logger) {
  const trace = currentTraceCarrier();
  const stream = async () => {
    try {
      await streamAsset(rpc, key, res, headers, trace);
      return true;
    } catch (e) {
      if ((e as AppError).status === 404) return false;
      throw e;
    }
  };
  try {
    if (await stream()) return;
    const { status } = await requestCall(rpc, RenderingCalls.thumbnailDraw, { key }, { headers: trace, timeoutMs: 15_000 });
    if (status === 'ready' && (await stream())) return;
  } catch (err) {
    if (res.headersSent) return;
    log.warn({ err, key }, 'thumbnail not served; answering the placeholder');
  }
  sendThumbnailPlaceholder(res);
}

/** What the file routes need besides the bus. */
export interface RenderingDeps {
  log: Logger;
}

/** The rendering part of the REST surface: print PDFs, order print files and public assets. */
export async function renderingRouter(ctx: RouteContext, { log }: RenderingDeps): Promise<Router> {
  const router = Router();

  // Express 5 reads `:id.pdf` as the parameter `id` followed by the literal `.pdf`.
  const { cardInstancePdf, orderPrintFiles, orderPrintFilePdf } = renderingRoutes;
  custom(router, ctx, cardInstancePdf, async (v, _req, res) => {
    const ref = await requestCall(ctx.rpc, cardInstancePdf.call, v.call, { headers: v.headers, timeoutMs: 40_000 });
    await streamAsset(ctx.rpc, ref.asset_key, res, pdfHeaders(ref), v.headers);
  });

  forward(router, ctx, orderPrintFiles);

  custom(router, ctx, orderPrintFilePdf, async (v, _req, res) => {
    const ref = await requestCall(ctx.rpc, orderPrintFilePdf.call, v.call, { headers: v.headers });
    await streamAsset(
      ctx.rpc,
      ref.asset_key,
      res,
      () => ({
        'Content-Disposition': `attachment; filename="${ref.filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
        'Cache-Control': 'private, no-store',
      }),
      v.headers,
    );
  });

  // The wildcard takes keys with slashes; the contract documents it as `/assets/{key}`.
  ctx.registry.add(renderingRoutes.asset);
  router.get('/assets/*key', async (req, res) => {
    const key = renderingRoutes.asset.params.safeParse(req.params).data?.key ?? '';
    if (!KEY.test(key) || key.includes('..') || key.includes('//') || !PUBLIC_PREFIXES.some((p) => key.startsWith(p)))
      throw assetNotFound();
    const etag = `"${createHash('sha1').update(key).digest('base64url')}"`;
    if (req.headers['if-none-match'] === etag) {
      res.status(304).set('ETag', etag).end();
      return;
    }
    const headers = (first?: AssetChunk) => ({
      // Keys are content-addressed (a new render or artwork gets a new key), so they never change.
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: etag,
      // An SVG opened on its own must not run anything.
      ...(first?.content_type === 'image/svg+xml'
        ? { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" }
        : {}),
    });
    if (parseThumbnailKey(key)) await serveThumbnail(ctx.rpc, key, res, headers, log);
    else await streamAsset(ctx.rpc, key, res, headers, currentTraceCarrier());
  });

  return router;
}
