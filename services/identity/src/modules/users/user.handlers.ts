import {
  ConfirmationQuery,
  CreateUserBody,
  IdentityCalls,
  ListQuery,
  ProfileBody,
  ResetPasswordBody,
  SignupBody,
  UndoEmailChangeBody,
  UpdateUserBody,
  UserEmailBody,
  UserIdParams,
} from '@cards/contracts';
import { parseInput, requireActor, requireAdmin, serveCall, type RequestBus } from '@cards/kit';
import { MESSAGES, type RegistrationService } from './registration.service.js';
import type { UserService } from './user.service.js';

/** The user and password calls of `IdentityCalls`: the handlers behind the identity REST calls, and users' public facts for other services. */
export async function registerUserHandlers(rpc: RequestBus, reg: RegistrationService, users: UserService) {
  const ip = (meta: { ip?: string }) => meta.ip ?? 'unknown';

  await serveCall(rpc, IdentityCalls.signup, async (call) => {
    const user = await reg.signup(parseInput(SignupBody, call.body).user, ip(call.meta));
    return { status: { code: 200 as const, message: MESSAGES.signedUp, data: { user } } };
  });
  await serveCall(rpc, IdentityCalls.confirm, async (call) => {
    const user = await reg.confirm(parseInput(ConfirmationQuery, call.query).confirmation_token, ip(call.meta));
    return { message: MESSAGES.confirmed, user };
  });
  await serveCall(rpc, IdentityCalls.resendConfirmation, async (call) => {
    await reg.resendConfirmation(parseInput(UserEmailBody, call.body).user.email, ip(call.meta));
    return { message: MESSAGES.resent };
  });
  await serveCall(rpc, IdentityCalls.requestPasswordReset, async (call) => {
    await reg.requestPasswordReset(parseInput(UserEmailBody, call.body).user.email, ip(call.meta));
    return { message: MESSAGES.resetRequested };
  });
  await serveCall(rpc, IdentityCalls.resetPassword, async (call) => {
    const device = await reg.resetPassword(parseInput(ResetPasswordBody, call.body).user, ip(call.meta));
    // The BFF sets the device cookie and answers with the message alone.
    return { message: MESSAGES.resetDone, device_cookie: device };
  });

  await serveCall(rpc, IdentityCalls.currentUser, async (call) => users.current(requireActor(call)));
  await serveCall(rpc, IdentityCalls.updateProfile, async (call) =>
    users.updateProfile(requireActor(call), parseInput(ProfileBody, call.body).user, call.meta.session),
  );
  await serveCall(rpc, IdentityCalls.undoEmailChange, async (call) => {
    const user = await reg.undoEmailChange(parseInput(UndoEmailChangeBody, call.body).user.undo_token, ip(call.meta));
    return { message: MESSAGES.emailChangeUndone(user.email), user };
  });

  await serveCall(rpc, IdentityCalls.listUsers, async (call) => {
    requireAdmin(call);
    return users.list(parseInput(ListQuery, call.query));
  });
  await serveCall(rpc, IdentityCalls.getUser, async (call) => users.show(requireActor(call), parseInput(UserIdParams, call.params).id));
  await serveCall(rpc, IdentityCalls.createUser, async (call) => {
    requireAdmin(call);
    return users.create(parseInput(CreateUserBody, call.body).user);
  });
  await serveCall(rpc, IdentityCalls.updateUser, async (call) =>
    users.update(requireActor(call), parseInput(UserIdParams, call.params).id, parseInput(UpdateUserBody, call.body).user),
  );
  await serveCall(rpc, IdentityCalls.deleteUser, async (call) => {
    const actor = requireAdmin(call);
    await users.remove(actor, parseInput(UserIdParams, call.params).id);
    return null;
  });

  // Service to service: a user's public facts by id (no actor: the bus is internal).
  await serveCall(rpc, IdentityCalls.userGet, async (req) => users.getPublic(req.id));
  await serveCall(rpc, IdentityCalls.userGetMany, async (req) => ({ users: await users.getManyPublic(req.ids) }));
}
