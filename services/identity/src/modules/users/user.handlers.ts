import { IdentityCalls, identityRoutes as routes } from '@cards/contracts';
import { serveCall, serveRoute, type RequestBus } from '@cards/kit';
import { MESSAGES, type RegistrationService } from './registration.service.js';
import type { UserDirectory } from './user-directory.js';
import type { UserService } from './user.service.js';

/** Rate limits count by the caller's IP; the BFF always sends it, a direct caller may not. */
const ip = (meta: { ip?: string }) => meta.ip ?? 'unknown';

/** Signing up, confirming, recovering a password, undoing an e-mail change: the public routes. */
async function serveRegistration(rpc: RequestBus, reg: RegistrationService) {
  await serveRoute(rpc, routes.signup, async ({ body, meta }) => {
    const user = await reg.signup(body.user, ip(meta));
    return { status: { code: 200 as const, message: MESSAGES.signedUp, data: { user } } };
  });
  await serveRoute(rpc, routes.confirm, async ({ query, meta }) => {
    const user = await reg.confirm(query.confirmation_token, ip(meta));
    return { message: MESSAGES.confirmed, user };
  });
  await serveRoute(rpc, routes.resendConfirmation, async ({ body, meta }) => {
    await reg.resendConfirmation(body.user.email, ip(meta));
    return { message: MESSAGES.resent };
  });
  await serveRoute(rpc, routes.requestPasswordReset, async ({ body, meta }) => {
    await reg.requestPasswordReset(body.user.email, ip(meta));
    return { message: MESSAGES.resetRequested };
  });
  await serveRoute(rpc, routes.resetPassword, async ({ body, meta }) => {
    const device = await reg.resetPassword(body.user, ip(meta));
    // The BFF sets the device cookie and answers with the message alone.
    return { message: MESSAGES.resetDone, device_cookie: device };
  });
  await serveRoute(rpc, routes.undoEmailChange, async ({ body, meta }) => {
    const user = await reg.undoEmailChange(body.user.undo_token, ip(meta));
    return { message: MESSAGES.emailChangeUndone(user.email), user };
  });
}

/**
 * The user calls of `IdentityCalls`: the routes behind sign-up, the profile and the admin's
 * users (`/admin/users/…` share the calls of `/users/…`, which admit any signed-in user: who may
 * do what is the use cases' to say), and users' public facts for other services.
 */
export async function serveUsers(rpc: RequestBus, s: { registration: RegistrationService; users: UserService; directory: UserDirectory }) {
  const { users } = s;
  await serveRegistration(rpc, s.registration);
  await serveRoute(rpc, routes.currentUser, async ({ actor }) => users.current(actor));
  await serveRoute(rpc, routes.updateProfile, async ({ actor, body, meta }) => users.updateProfile(actor, body.user, meta.session));
  await serveRoute(rpc, routes.listUsers, async ({ query }) => users.list(query));
  await serveRoute(rpc, routes.getUser, async ({ actor, params }) => users.show(actor, params.id));
  await serveRoute(rpc, routes.createUser, async ({ body }) => users.create(body.user));
  await serveRoute(rpc, routes.updateUser, async ({ actor, params, body }) => users.update(actor, params.id, body.user));
  await serveRoute(rpc, routes.deleteUser, async ({ actor, params }) => {
    await users.remove(actor, params.id);
    return null;
  });

  // Service to service: a user's public facts by id (no actor: the bus is internal).
  await serveCall(rpc, IdentityCalls.userGet, async (req) => s.directory.facts(req.id));
  await serveCall(rpc, IdentityCalls.userGetMany, async (req) => ({ users: await s.directory.factsOf(req.ids) }));
}
