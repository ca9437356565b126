import { DEVICE_COOKIE_PREFIX, identityRoutes, type DeviceCookie } from '@cards/contracts';
import { requestCall } from '@cards/kit';
import { Router, type Request, type Response } from 'express';
import { custom, forward, type RouteContext } from '../http/forward.js';
import { clearSessionCookie, sessionRestoreRoute, setSessionCookie } from './session-cookie.js';

/** The device cookies the browser sent (sign-in looks for the one of the account). */
function deviceCookies(req: Request): string[] {
  const jar = (req as { cookies?: Record<string, unknown> }).cookies ?? {};
  return Object.entries(jar)
    .filter(([k, v]) => k.startsWith(DEVICE_COOKIE_PREFIX) && typeof v === 'string')
    .map(([, v]) => v as string)
    .slice(0, 16);
}

/**
 * Sets a device cookie identity issued. Only sign-in reads it, so it goes only there
 * (`Path=/login`); script never needs it (HttpOnly); another site's page cannot make the
 * browser send it (SameSite=Strict); in production only over HTTPS.
 */
export function setDeviceCookie(res: Response, c: DeviceCookie, secure: boolean) {
  res.cookie(c.name, c.value, { httpOnly: true, secure, sameSite: 'strict', path: '/login', maxAge: c.max_age_seconds * 1000 });
}

/** The identity part of the REST API (docs/api.md): sign-up, sign-in, sessions, users, accounts. */
export async function identityRouter(ctx: RouteContext, opts: { secureCookies: boolean }): Promise<Router> {
  const router = Router();
  const { login, resetPassword, logout, ...forwarded } = identityRoutes;

  // The token goes only in the Authorization header (exposed through CORS), never in the body.
  custom(router, ctx, login, async (v, req, res) => {
    const call = { ...v.call, meta: { ...v.call.meta, devices: deviceCookies(req) } };
    const r = await requestCall(ctx.rpc, login.call, call, { headers: v.headers });
    setDeviceCookie(res, r.device_cookie, opts.secureCookies);
    setSessionCookie(res, r.token, opts.secureCookies);
    res.set('Authorization', `Bearer ${r.token}`);
    res.set('Cache-Control', 'no-store');
    res.status(200).json({ status: { code: 200, message: 'Logged in successfully.', data: { user: r.user } } });
  });

  custom(router, ctx, resetPassword, async (v, _req, res) => {
    const { device_cookie: device, ...body } = await requestCall(ctx.rpc, resetPassword.call, v.call, { headers: v.headers });
    setDeviceCookie(res, device, opts.secureCookies);
    res.status(200).json(body);
  });

  sessionRestoreRoute(router, ctx, opts);

  // Signing out forgets the browser's session cookie even when the token was already refused,
  // so no later tab restores a session the person meant to end.
  router.delete(logout.path, (_req, res, next) => {
    clearSessionCookie(res, opts.secureCookies);
    next();
  });
  forward(router, ctx, logout);
  for (const route of Object.values(forwarded)) forward(router, ctx, route);
  return router;
}
