import { identityRoutes, restoreSessionRoute, SESSION_COOKIE } from '@cards/contracts';
import { requestCall, unauthorized } from '@cards/kit';
import type { Request, Response, Router } from 'express';
import { verifySession } from '../http/auth.js';
import { custom, type RouteContext } from '../http/forward.js';

/** The seconds a session token has left, read from its `exp` (identity signed it a moment ago). */
export function secondsLeft(token: string, now = Date.now()): number | undefined {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof claims.exp === 'number' ? Math.max(0, claims.exp - Math.floor(now / 1000)) : undefined;
  } catch {
    return undefined;
  }
}

const cookieOptions = (secure: boolean) => ({ httpOnly: true, secure, sameSite: 'strict' as const, path: SESSION_COOKIE.path });

/**
 * Keeps the session token in the browser's session cookie (contracts' `SESSION_COOKIE`) for as
 * long as the token lives: HttpOnly, so no script (nor an injected one) reads it; SameSite=Strict,
 * so another site's page cannot make the browser send it; and sent only to `/session`.
 */
export function setSessionCookie(res: Response, token: string, secure: boolean) {
  const left = secondsLeft(token);
  res.cookie(SESSION_COOKIE.name, token, { ...cookieOptions(secure), ...(left !== undefined ? { maxAge: left * 1000 } : {}) });
}

export function clearSessionCookie(res: Response, secure: boolean) {
  res.clearCookie(SESSION_COOKIE.name, cookieOptions(secure));
}

function cookieToken(req: Request): string | undefined {
  const v = (req as { cookies?: Record<string, unknown> }).cookies?.[SESSION_COOKIE.name];
  return typeof v === 'string' && v.length > 0 && v.length <= 4096 ? v : undefined;
}

/**
 * `POST /session`: a new tab of the shop asks for the session its browser signed in with. The
 * cookie's token is checked as every bearer token is (identity's denylist: a logout, password
 * change or deletion ends it at once), and answered as sign-in answers. A dead cookie is
 * dropped. The cookie authorizes nothing else: every other call carries the bearer token.
 */
export function sessionRestoreRoute(router: Router, ctx: RouteContext, opts: { secureCookies: boolean }) {
  custom(router, ctx, restoreSessionRoute, async (v, req, res) => {
    res.set('Cache-Control', 'no-store');
    const token = cookieToken(req);
    if (!token) throw unauthorized();
    let user;
    try {
      const { actor, jti } = await verifySession(ctx.rpc, token, v.headers);
      const call = { actor, params: {}, query: {}, body: undefined, meta: { session: jti } };
      user = await requestCall(ctx.rpc, identityRoutes.currentUser.call, call, { headers: v.headers });
    } catch (e) {
      if ((e as { status?: number }).status === 401) clearSessionCookie(res, opts.secureCookies);
      throw e;
    }
    res.set('Authorization', `Bearer ${token}`);
    res.status(200).json({ status: { code: 200, message: 'Signed in.', data: { user } } });
  });
}
