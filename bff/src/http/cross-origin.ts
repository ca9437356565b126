import cors from 'cors';
import helmet from 'helmet';
import type { RequestHandler } from 'express';

/** Origins allowed to call the API from a browser: the web app's, and any local one outside production. */
function corsOrigin(webUrl: string, production: boolean) {
  const allowed = new URL(webUrl).origin;
  return (origin: string | undefined, cb: (err: Error | null, allow?: boolean) => void) => {
    if (!origin || origin === allowed) return cb(null, true);
    if (!production && /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin)) return cb(null, true);
    cb(null, false);
  };
}

/** The headers every answer carries: helmet's security headers, then CORS for the web app. */
export function responsePolicy(webUrl: string, production: boolean): RequestHandler[] {
  return [
    helmet({ crossOriginResourcePolicy: { policy: 'cross-origin' } }),
    cors({
      origin: corsOrigin(webUrl, production),
      credentials: true,
      exposedHeaders: ['Authorization', 'X-Total-Count', 'Link', 'ETag', 'Retry-After', 'X-Request-Id', 'Content-Disposition'],
    }),
  ];
}
