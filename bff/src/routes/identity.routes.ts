import { DEVICE_COOKIE_PREFIX, identityRoutes, LoginCallReply, ResetPasswordCallReply, type ApiRoute, type DeviceCookie } from '@cards/contracts';
import { Router, type Request, type Response } from 'express';
import { bearerToken } from '../http/auth.js';
import { custom, forward, type RouteContext } from '../http/forward.js';

/** The device cookies the browser sent (sign-in looks for the one of the account). */
function deviceCookies(req: Request): string[] {
  const jar = (req as { cookies?: Record<string, unknown> }).cookies ?? {};
  return Object.entries(jar).filter(([k, v]) => k.startsWith(DEVICE_COOKIE_PREFIX) && typeof v === 'string').map(([, v]) => v as string).slice(0, 16);
}

/**
 * Sets a device cookie identity issued. Only sign-in reads it, so it goes only there
 * (`Path=/login`); script never needs it (HttpOnly); another site's page cannot make the
 * browser send it (SameSite=Strict); in production only over HTTPS.
 */
export function setDeviceCookie(res: Response, c: DeviceCookie, secure: boolean) {
  res.cookie(c.name, c.value, { httpOnly: true, secure, sameSite: 'strict', path: '/login', maxAge: c.max_age_seconds * 1000 });
}

/** Routes answered by one identity subject each. */
const FORWARDED: Array<[ApiRoute, string]> = [
  [identityRoutes.signup, 'identity.user.signup'],
  [identityRoutes.confirm, 'identity.user.confirm'],
  [identityRoutes.resendConfirmation, 'identity.user.resend_confirmation'],
  [identityRoutes.requestPasswordReset, 'identity.password.request_reset'],
  [identityRoutes.currentUser, 'identity.user.current'],
  [identityRoutes.updateProfile, 'identity.user.update_profile'],
  [identityRoutes.undoEmailChange, 'identity.user.undo_email_change'],
  [identityRoutes.listUsers, 'identity.user.list'],
  [identityRoutes.getUser, 'identity.user.show'],
  [identityRoutes.createUser, 'identity.user.create'],
  [identityRoutes.updateUser, 'identity.user.update'],
  [identityRoutes.deleteUser, 'identity.user.delete'],
  [identityRoutes.adminListUsers, 'identity.user.list'],
  [identityRoutes.adminGetUser, 'identity.user.show'],
  [identityRoutes.adminCreateUser, 'identity.user.create'],
  [identityRoutes.adminUpdateUser, 'identity.user.update'],
  [identityRoutes.adminDeleteUser, 'identity.user.delete'],
  [identityRoutes.listAccounts, 'identity.account.list'],
  [identityRoutes.getAccount, 'identity.account.get'],
  [identityRoutes.createAccount, 'identity.account.create'],
  [identityRoutes.updateAccount, 'identity.account.update'],
  [identityRoutes.deleteAccount, 'identity.account.delete'],
];

/** The identity part of the REST API (docs/api.md): sign-up, sign-in, sessions, users, accounts. */
export async function identityRouter(ctx: RouteContext, opts: { secureCookies: boolean }): Promise<Router> {
  const router = Router();

  // The token goes only in the Authorization header (exposed through CORS), never in the body.
  custom(router, ctx, identityRoutes.login, async (v, req, res) => {
    const call = { ...v.call, meta: { ...v.call.meta, devices: deviceCookies(req) } };
    const r = LoginCallReply.parse(await ctx.rpc.request('identity.session.login', call, { headers: v.headers }));
    setDeviceCookie(res, r.device_cookie, opts.secureCookies);
    res.set('Authorization', `Bearer ${r.token}`);
    res.set('Cache-Control', 'no-store');
    res.status(200).json({ status: { code: 200, message: 'Logged in successfully.', data: { user: r.user } } });
  });

  custom(router, ctx, identityRoutes.resetPassword, async (v, _req, res) => {
    const { device_cookie: device, ...body } = ResetPasswordCallReply.parse(await ctx.rpc.request('identity.password.reset', v.call, { headers: v.headers }));
    setDeviceCookie(res, device, opts.secureCookies);
    res.status(200).json(body);
  });

  custom(router, ctx, identityRoutes.logout, async (v, req, res) => {
    const body = await ctx.rpc.request('identity.session.revoke', { ...v.call, body: { token: bearerToken(req) } }, { headers: v.headers });
    res.status(200).json(body);
  });

  for (const [route, subject] of FORWARDED) forward(router, ctx, route, subject);
  return router;
}
