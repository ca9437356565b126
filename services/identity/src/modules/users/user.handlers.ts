import {
  ConfirmationQuery, CreateUserBody, ListQuery, ProfileBody, ResetPasswordBody, SignupBody, UndoEmailChangeBody, UpdateUserBody, UserEmailBody,
  UserGetManyRequest, UserGetRequest, UserIdParams,
} from '@cards/contracts';
import { parseInput, requireActor, requireAdmin, serveCall, type RequestBus } from '@cards/kit';
import { MESSAGES, type RegistrationService } from './registration.service.js';
import type { UserService } from './user.service.js';

/** `identity.user.*` and `identity.password.*`: the handlers behind the identity REST calls. */
export async function registerUserHandlers(rpc: RequestBus, reg: RegistrationService, users: UserService) {
  const ip = (meta: { ip?: string }) => meta.ip ?? 'unknown';

  await serveCall(rpc, 'identity.user.signup', async (call) => {
    const user = await reg.signup(parseInput(SignupBody, call.body).user, ip(call.meta));
    return { status: { code: 200, message: MESSAGES.signedUp, data: { user } } };
  });
  await serveCall(rpc, 'identity.user.confirm', async (call) => {
    const user = await reg.confirm(parseInput(ConfirmationQuery, call.query).confirmation_token, ip(call.meta));
    return { message: MESSAGES.confirmed, user };
  });
  await serveCall(rpc, 'identity.user.resend_confirmation', async (call) => {
    await reg.resendConfirmation(parseInput(UserEmailBody, call.body).user.email, ip(call.meta));
    return { message: MESSAGES.resent };
  });
  await serveCall(rpc, 'identity.password.request_reset', async (call) => {
    await reg.requestPasswordReset(parseInput(UserEmailBody, call.body).user.email, ip(call.meta));
    return { message: MESSAGES.resetRequested };
  });
  await serveCall(rpc, 'identity.password.reset', async (call) => {
    const device = await reg.resetPassword(parseInput(ResetPasswordBody, call.body).user, ip(call.meta));
    // The BFF sets the device cookie and answers with the message alone.
    return { message: MESSAGES.resetDone, device_cookie: device };
  });

  await serveCall(rpc, 'identity.user.current', async (call) => users.current(requireActor(call)));
  await serveCall(rpc, 'identity.user.update_profile', async (call) =>
    users.updateProfile(requireActor(call), parseInput(ProfileBody, call.body).user, call.meta.session));
  await serveCall(rpc, 'identity.user.undo_email_change', async (call) => {
    const user = await reg.undoEmailChange(parseInput(UndoEmailChangeBody, call.body).user.undo_token, ip(call.meta));
    return { message: MESSAGES.emailChangeUndone(user.email), user };
  });

  await serveCall(rpc, 'identity.user.list', async (call) => {
    requireAdmin(call);
    return users.list(parseInput(ListQuery, call.query));
  });
  await serveCall(rpc, 'identity.user.show', async (call) =>
    users.show(requireActor(call), parseInput(UserIdParams, call.params).id));
  await serveCall(rpc, 'identity.user.create', async (call) => {
    requireAdmin(call);
    return users.create(parseInput(CreateUserBody, call.body).user);
  });
  await serveCall(rpc, 'identity.user.update', async (call) =>
    users.update(requireActor(call), parseInput(UserIdParams, call.params).id, parseInput(UpdateUserBody, call.body).user));
  await serveCall(rpc, 'identity.user.delete', async (call) => {
    const actor = requireAdmin(call);
    await users.remove(actor, parseInput(UserIdParams, call.params).id);
    return null;
  });

  // Service to service: a user's public facts by id (no actor: the bus is internal).
  await rpc.handle('identity.user.get', async (data) => users.getPublic(parseInput(UserGetRequest, data).id));
  await rpc.handle('identity.user.get_many', async (data) => ({ users: await users.getManyPublic(parseInput(UserGetManyRequest, data).ids) }));
}
