import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';
import type { Logger } from '@cards/kit';
import type { RequestHandler } from 'express';
import { bearerToken } from '../http/auth.js';
import { closeRequest, openRequest } from '../http/request-log.js';
import type { XsrfTokens } from '../http/xsrf.js';
import { cachedAnswerHead } from './cached-answer.js';
import { cacheKey } from './catalog-read.js';
import type { CatalogReads } from './catalog-reads.js';
import { policyHeadersByOrigin } from './fast-lane-shortcuts.js';
import type { CatalogView } from './reader-tokens.js';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

/** How many requests the lane answered itself; the rest went to Express. */
export interface FastLaneCounts {
  served: number;
}

/**
 * The catalogue's hottest reads answered before Express: a GET or HEAD of a URL this replica
 * keeps, from any client that may read it — a visitor with or without the XSRF cookie, a
 * customer or admin whose token this replica has verified lately — gets the kept bytes with
 * the very headers the full pipeline sends: request id, span, metrics and log line; helmet's
 * and cors's headers (`fast-lane-shortcuts.ts`); the XSRF cookie when the browser has none of
 * ours, from the same `XsrfTokens`. Nothing else runs. The full pipeline gets what it treats
 * differently: other methods, URLs not kept, tokens not verified lately, new origins past a
 * small bound. Every write passing through first drops the admin tokens remembered here (it
 * may be a logout or a demotion).
 */
export function catalogFastLane(
  opts: { reads: CatalogReads; xsrf: XsrfTokens; policy: RequestHandler[]; log: Logger; counts?: FastLaneCounts },
  app: Listener,
): Listener {
  const {
    reads: { cache, tokens },
    xsrf,
    log,
    counts,
  } = opts;
  const policyHeaders = policyHeadersByOrigin(opts.policy);

  return (req, res) => {
    const method = req.method;
    if (method !== 'GET' && method !== 'HEAD') {
      if (method !== 'OPTIONS') tokens.forgetAdmins();
      return app(req, res);
    }
    let view: CatalogView = 'public';
    if (req.headers.authorization !== undefined) {
      const token = bearerToken(req);
      const known = token === undefined ? 'public' : tokens.viewOf(token);
      if (!known) return app(req, res);
      view = known;
    }
    const url = req.url ?? '/';
    const policy = policyHeaders(req.headers.origin);
    const hit = policy && cache.peek(cacheKey(url, view));
    if (!hit) return app(req, res);

    const setCookie = xsrf.cookieToSet(req);
    const rec = openRequest(req);
    // In the pipeline's order: request id, response policy, cookie, the answer's own. One
    // writeHead with every header skips Node's per-header bookkeeping of setHeader.
    const lines: OutgoingHttpHeader[] = ['X-Request-Id', rec.requestId];
    for (const [k, v] of policy.list) lines.push(k, v);
    if (setCookie) lines.push('Set-Cookie', setCookie);
    const answer = cachedAnswerHead(req, hit, policy.vary);
    for (const [k, v] of answer.headers) {
      // setHeader would replace the policy's Vary where it stands; so does this.
      if (k === 'Vary' && policy.varyAt >= 0) lines[3 + 2 * policy.varyAt] = v;
      else lines.push(k, v);
    }
    res.writeHead(answer.status, lines as unknown as string[]);
    res.end(answer.body);
    closeRequest(log, rec, { method, url, route: hit.route, status: answer.status });
    if (counts) counts.served++;
  };
}
