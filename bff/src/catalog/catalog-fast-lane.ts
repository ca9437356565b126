import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '@cards/kit';
import type { RequestHandler } from 'express';
import { bearerToken } from '../http/auth.js';
import { policyHeadersFor } from '../http/cross-origin.js';
import { closeRequest, openRequest } from '../http/request-log.js';
import { writeCachedAnswer } from './cached-answer.js';
import type { CustomerTokenMemo } from './customer-token-memo.js';
import type { ReadCache } from './read-cache.js';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

const HAS_XSRF_COOKIE = /(?:^|;)\s*XSRF-TOKEN=[^;"\s]/;
const MAX_ORIGINS = 64;

/**
 * The catalogue's hottest reads answered before Express: a customer's or visitor's GET of a
 * URL this replica already keeps gets the kept bytes with the same headers the full pipeline
 * would send (request id, span, metrics and log line; helmet and CORS headers found once per
 * origin by running that very middleware), and nothing else runs. Whatever the full pipeline
 * would treat differently goes there: other methods, URLs not kept, an admin or unknown
 * token (verified there), a browser without its XSRF cookie yet (set there), new origins past
 * a small bound.
 */
export function catalogFastLane(opts: { cache: ReadCache; tokens: CustomerTokenMemo; policy: RequestHandler[]; log: Logger }, app: Listener): Listener {
  const { cache, tokens, policy, log } = opts;
  const byOrigin = new Map<string, Array<[string, string | number | string[]]>>();
  const headersFor = (origin: string | undefined) => {
    const key = origin ?? '';
    let h = byOrigin.get(key);
    if (!h && byOrigin.size < MAX_ORIGINS) byOrigin.set(key, h = policyHeadersFor(policy, origin));
    return h;
  };

  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return app(req, res);
    const url = req.url ?? '/';
    const token = req.headers.authorization === undefined ? undefined : bearerToken(req);
    if (req.headers.authorization !== undefined && (!token || !tokens.isCustomer(token))) return app(req, res);
    if (!HAS_XSRF_COOKIE.test(req.headers.cookie ?? '')) return app(req, res);
    const policyHeaders = headersFor(req.headers.origin);
    const hit = policyHeaders && cache.peek(url);
    if (!hit) return app(req, res);

    const rec = openRequest(req, res);
    for (const [k, v] of policyHeaders) res.setHeader(k, v);
    writeCachedAnswer(req, res, hit);
    closeRequest(log, rec, req.method, url, hit.route, res.statusCode);
  };
}
