import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CachedResponse } from './read-cache.js';

/**
 * Writes a kept catalogue answer with Node's own calls: the bytes are ready, so Express's
 * `send` (encoding, ETag hashing, freshness checks) would only repeat work on the hottest path.
 * Both the full pipeline and the fast lane answer through here, so they cannot drift apart.
 */
export function writeCachedAnswer(req: IncomingMessage, res: ServerResponse, c: CachedResponse) {
  for (const k in c.headers) res.setHeader(k, c.headers[k]!);
  // Browsers may keep it but must ask again (a cheap 304); the answer differs for admins.
  res.setHeader('Cache-Control', 'no-cache');
  const vary = res.getHeader('Vary');
  res.setHeader('Vary', vary ? `${String(vary)}, Authorization` : 'Authorization');
  res.setHeader('ETag', c.etag);
  if (etagMatches(req.headers['if-none-match'], c.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = c.status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', c.bytes.length);
  res.end(req.method === 'HEAD' ? undefined : c.bytes);
}

/** RFC 9110 weak comparison against an `If-None-Match` list (or `*`). */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === opaque);
}
