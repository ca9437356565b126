import { pipeline } from 'node:stream/promises';
import type { AssetInfo, AssetStore, ByteRange } from '@cards/kit';
import type { Request, Response } from 'express';

export interface SendAssetOptions {
  /** Headers of this kind of file (caching, disposition), from what the store knows of it. */
  headers: (info: AssetInfo) => Record<string, string>;
  /** Send the browser to a short-lived signed URL of the store instead, where it has them. */
  redirect?: { ttlSeconds: number; filename?: string };
}

/**
 * Answers a request with a stored file, streamed from the asset store (never read whole, never
 * through the bus): `ETag` from the store, `If-None-Match` → 304, one byte range → 206 with
 * `Content-Range` (several ranges get the whole file, which HTTP allows; one past the end
 * → 416), `If-Range` honoured, `HEAD` without a body. False when the store has no such file.
 * A stream that breaks after the headers went out cuts the connection: the length will not match.
 */
export async function sendAsset(
  req: Request,
  res: Response,
  { assets, key }: { assets: AssetStore; key: string },
  opts: SendAssetOptions,
): Promise<boolean> {
  if (opts.redirect) {
    const url = await assets.signedUrl(key, opts.redirect);
    if (url) {
      if (!(await assets.exists(key))) return false;
      res.set('Cache-Control', 'private, no-store').redirect(302, url);
      return true;
    }
  }
  const info = await assets.head(key);
  if (!info) return false;
  const headers = { ...opts.headers(info), ETag: info.etag, 'Accept-Ranges': 'bytes' };
  if (matches(req.headers['if-none-match'], info.etag)) {
    res.status(304).set(headers).end();
    return true;
  }
  let range: ByteRange | undefined;
  const ifRange = req.headers['if-range'];
  if (req.headers.range && (!ifRange || ifRange === info.etag)) {
    const asked = req.range(info.size, { combine: true });
    if (asked === -1) {
      res
        .status(416)
        .set({ ...headers, 'Content-Range': `bytes */${info.size}` })
        .end();
      return true;
    }
    if (Array.isArray(asked) && asked.type === 'bytes' && asked.length === 1) range = { start: asked[0]!.start, end: asked[0]!.end };
  }
  const read = await assets.read(key, range);
  if (!read) return false;
  res.status(range ? 206 : 200).set({
    ...headers,
    'Content-Type': info.contentType,
    'Content-Length': String(range ? range.end - range.start + 1 : info.size),
    ...(range ? { 'Content-Range': `bytes ${range.start}-${range.end}/${info.size}` } : {}),
  });
  if (req.method === 'HEAD') {
    read.body.destroy();
    res.end();
    return true;
  }
  try {
    await pipeline(read.body, res);
  } catch {
    res.destroy();
  }
  return true;
}

/** Whether an If-None-Match header names this ETag (or `*`), weak or strong. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === '*' || t === etag);
}
