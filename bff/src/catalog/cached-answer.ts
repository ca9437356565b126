import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';
import type { CachedResponse } from './read-cache.js';

/** What a kept answer sends after the response policy's headers: status, headers in order, body. */
export interface AnswerHead {
  status: number;
  headers: Array<[string, OutgoingHttpHeader]>;
  body: Buffer | undefined;
}

/**
 * The answer to `req` from a kept entry, given the `Vary` the response policy set. The full
 * pipeline and the fast lane both answer from this, so they cannot drift apart.
 */
export function cachedAnswerHead(req: IncomingMessage, c: CachedResponse, varySoFar: unknown): AnswerHead {
  const headers: AnswerHead['headers'] = [];
  for (const k in c.headers) headers.push([k, c.headers[k]!]);
  // Browsers may keep it but must ask again (a cheap 304); the answer differs for admins.
  headers.push(
    ['Cache-Control', 'no-cache'],
    ['Vary', varySoFar ? `${String(varySoFar)}, Authorization` : 'Authorization'],
    ['ETag', c.etag],
  );
  if (etagMatches(req.headers['if-none-match'], c.etag)) return { status: 304, headers, body: undefined };
  headers.push(['Content-Type', 'application/json; charset=utf-8'], ['Content-Length', c.bytes.length]);
  return { status: c.status, headers, body: req.method === 'HEAD' ? undefined : c.bytes };
}

/**
 * Writes a kept catalogue answer with Node's own calls on a response whose other headers are
 * set: the bytes are ready, so Express's `send` (encoding, ETag hashing, freshness checks)
 * would only repeat work.
 */
export function writeCachedAnswer(req: IncomingMessage, res: ServerResponse, c: CachedResponse) {
  const head = cachedAnswerHead(req, c, res.getHeader('Vary'));
  for (const [k, v] of head.headers) res.setHeader(k, v);
  res.statusCode = head.status;
  res.end(head.body);
}

/** RFC 9110 weak comparison against an `If-None-Match` list (or `*`). */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((t) => t.trim().replace(/^W\//, '') === opaque);
}
