import cors from 'cors';
import helmet from 'helmet';
import type { RequestHandler } from 'express';

/**
 * Origins allowed to call the API from a browser: the web app's and the listed ones, compared
 * exactly. No pattern and no development exception: any page on this machine (another dev
 * server, a local tool) is a different origin and gets no grant unless it is configured.
 */
function corsOrigin(webUrl: string, extraOrigins: readonly string[]) {
  const allowed = new Set([new URL(webUrl).origin, ...extraOrigins.map((o) => new URL(o).origin)]);
  return (origin: string | undefined, cb: (err: Error | null, allow?: boolean) => void) => {
    cb(null, !origin || allowed.has(origin));
  };
}

/**
 * The headers every answer carries: helmet's security headers, then CORS for the web app's
 * origin and `extraOrigins` (`CORS_ORIGINS`). `production` no longer widens or narrows anything;
 * it stays for callers that state it.
 */
export function responsePolicy(webUrl: string, _production: boolean, extraOrigins: readonly string[] = []): RequestHandler[] {
  return [
    helmet({ crossOriginResourcePolicy: { policy: 'cross-origin' } }),
    cors({
      origin: corsOrigin(webUrl, extraOrigins),
      credentials: true,
      exposedHeaders: ['Authorization', 'X-Total-Count', 'Link', 'ETag', 'Retry-After', 'X-Request-Id', 'Content-Disposition'],
    }),
  ];
}

type HeaderValue = string | number | string[];

/**
 * The headers `policy` sets on a simple GET from `origin`, found by running the very
 * middleware on a stand-in request and response. They depend on nothing else of the request,
 * so a fast path can write them without running the middleware each time.
 */
export function policyHeadersFor(policy: RequestHandler[], origin: string | undefined): Array<[string, HeaderValue]> {
  const headers = new Map<string, [string, HeaderValue]>();
  const req = { method: 'GET', headers: origin === undefined ? {} : { origin }, url: '/' };
  const res = {
    setHeader(k: string, v: HeaderValue) { headers.set(k.toLowerCase(), [k, v]); return res; },
    getHeader(k: string) { return headers.get(k.toLowerCase())?.[1]; },
    removeHeader(k: string) { headers.delete(k.toLowerCase()); },
    hasHeader(k: string) { return headers.has(k.toLowerCase()); },
  };
  let i = 0;
  let passed = false;
  const next = (err?: unknown) => {
    if (err) throw err;
    const mw = policy[i++];
    if (!mw) { passed = true; return; }
    mw(req as never, res as never, next);
  };
  next();
  // Every policy middleware here answers synchronously for a GET; anything else must not be cached.
  if (!passed) throw new Error('the response policy did not pass a simple GET through synchronously');
  return [...headers.values()];
}
