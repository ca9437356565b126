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
