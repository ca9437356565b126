import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';

/**
 * The spec's `XSRF-TOKEN` cookie (double-submit). Sessions travel as bearer tokens, which a
 * foreign page cannot attach, so the cookie is defence in depth: when a request echoes it in
 * `X-XSRF-TOKEN`, the two must match.
 */
export const xsrf: RequestHandler = (req, res, next) => {
  const cookie = (req as { cookies?: Record<string, string> }).cookies?.['XSRF-TOKEN'];
  if (!cookie) {
    res.cookie('XSRF-TOKEN', randomBytes(24).toString('base64url'), { sameSite: 'lax', httpOnly: false, path: '/' });
  }
  const header = req.get('x-xsrf-token');
  if (header && !['GET', 'HEAD', 'OPTIONS'].includes(req.method)) {
    const ok = !!cookie && cookie.length === header.length && timingSafeEqual(Buffer.from(cookie), Buffer.from(header));
    if (!ok) {
      res.status(403).json({ error: 'The XSRF token does not match its cookie', code: 'xsrf_mismatch' });
      return;
    }
  }
  next();
};
