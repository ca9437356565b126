import { identityRoutes, type ApiRoute, type User } from '@cards/contracts';
import { Router } from 'express';
import { bearerToken } from '../http/auth.js';
import { custom, forward, type RouteContext } from '../http/forward.js';

/** Routes answered by one identity subject each. */
const FORWARDED: Array<[ApiRoute, string]> = [
  [identityRoutes.signup, 'identity.user.signup'],
  [identityRoutes.confirm, 'identity.user.confirm'],
  [identityRoutes.resendConfirmation, 'identity.user.resend_confirmation'],
  [identityRoutes.requestPasswordReset, 'identity.password.request_reset'],
  [identityRoutes.resetPassword, 'identity.password.reset'],
  [identityRoutes.currentUser, 'identity.user.current'],
  [identityRoutes.updateProfile, 'identity.user.update_profile'],
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

/** The identity part of the REST surface (see the spec, §7). */
export async function identityRouter(ctx: RouteContext): Promise<Router> {
  const router = Router();

  // The token goes only in the Authorization header (exposed through CORS), never in the body.
  custom(router, ctx, identityRoutes.login, async (v, _req, res) => {
    const r = await ctx.rpc.request<{ token: string; user: User }>('identity.session.login', v.call, { headers: v.headers });
    res.set('Authorization', `Bearer ${r.token}`);
    res.set('Cache-Control', 'no-store');
    res.status(200).json({ status: { code: 200, message: 'Logged in successfully.', data: { user: r.user } } });
  });

  custom(router, ctx, identityRoutes.logout, async (v, req, res) => {
    const body = await ctx.rpc.request('identity.session.revoke', { ...v.call, body: { token: bearerToken(req) } }, { headers: v.headers });
    res.status(200).json(body);
  });

  for (const [route, subject] of FORWARDED) forward(router, ctx, route, subject);
  return router;
}
