import { z } from 'zod';
import { ListQuery } from '../common.js';
import { forwardedRoute, type ForwardedRoute } from '../forwarded-route.js';
import { defineRoute } from '../api-route.js';
import { LoginCallReply, ResetPasswordCallReply } from './rpc.js';
import { Account, AccountIdParams, CreateAccountBody, UpdateAccountBody } from './account.js';
import {
  ConfirmationQuery,
  ConfirmationReply,
  CreateUserBody,
  UserEmailBody,
  LoginBody,
  LoginReply,
  IdentityMessageReply,
  ProfileBody,
  ResetPasswordBody,
  SignupBody,
  SignupReply,
  UndoEmailChangeBody,
  UndoEmailChangeReply,
  UpdateUserBody,
  User,
  UserIdParams,
} from './user.js';

const tag = 'Identity';
const admin = 'Identity (admin)';

/**
 * An admin-only users route again at the admin screens' path: the same route, call and
 * document entry in every other respect.
 */
function underAdmin<R extends ForwardedRoute>(route: R, path: string): R {
  return { ...route, path };
}

/**
 * `POST /session`, for the shop's own pages: a new tab of a browser that signed in gets the
 * session of its HttpOnly session cookie (`SESSION_COOKIE`), answered as sign-in answers (the
 * token in the Authorization header), or 401 without a live one. The BFF answers it itself,
 * from the cookie and identity's token check, so it names no call.
 */
export const restoreSessionRoute = defineRoute({
  method: 'post',
  path: '/session',
  summary:
    "Restore this browser's session from its HttpOnly session cookie (the shop's own pages): the token in the Authorization header, as sign-in answers; 401 without a live one",
  tag,
  auth: 'public',
  response: LoginReply,
  errors: [401],
});

/** The user routes; the admin area's `/admin/users` routes are answered by the same calls. */
const users = {
  listUsers: forwardedRoute(
    'identity.user.list',
    defineRoute({
      method: 'get',
      path: '/users',
      summary: 'List users',
      tag: admin,
      auth: 'admin',
      query: ListQuery,
      response: z.array(User),
    }),
  ),
  getUser: forwardedRoute(
    'identity.user.show',
    defineRoute({
      method: 'get',
      path: '/users/:id',
      summary: 'Show a user (admins any; a user only themselves)',
      tag,
      auth: 'user',
      params: UserIdParams,
      response: User,
    }),
  ),
  createUser: forwardedRoute(
    'identity.user.create',
    defineRoute({
      method: 'post',
      path: '/users',
      summary: 'Create a user',
      tag: admin,
      auth: 'admin',
      body: CreateUserBody,
      response: User,
      status: 201,
    }),
  ),
  updateUser: forwardedRoute(
    'identity.user.update',
    defineRoute({
      method: 'put',
      path: '/users/:id',
      summary: 'Update a user (admins any; a user only their own name)',
      tag,
      auth: 'user',
      params: UserIdParams,
      body: UpdateUserBody,
      response: User,
    }),
  ),
  deleteUser: forwardedRoute(
    'identity.user.delete',
    defineRoute({
      method: 'delete',
      path: '/users/:id',
      summary: 'Delete a user (not oneself)',
      tag: admin,
      auth: 'admin',
      params: UserIdParams,
      status: 204,
    }),
  ),
} as const;

/** REST routes owned by the identity service, each with the call the BFF forwards it to; what clients rely on is in docs/api.md. */
export const identityRoutes = {
  signup: forwardedRoute(
    'identity.user.signup',
    defineRoute({
      method: 'post',
      path: '/signup',
      summary: 'Sign up; a confirmation link is mailed',
      tag,
      auth: 'public',
      body: SignupBody,
      response: SignupReply,
      errors: [429],
    }),
  ),
  confirm: forwardedRoute(
    'identity.user.confirm',
    defineRoute({
      method: 'get',
      path: '/confirmation',
      summary: 'Confirm an e-mail address with the mailed token (single use, 3 days)',
      tag,
      auth: 'public',
      query: ConfirmationQuery,
      response: ConfirmationReply,
      errors: [404, 409, 410, 429],
    }),
  ),
  resendConfirmation: forwardedRoute(
    'identity.user.resend_confirmation',
    defineRoute({
      method: 'post',
      path: '/confirmation',
      summary: 'Mail the confirmation link again (same answer whether or not the address exists)',
      tag,
      auth: 'public',
      body: UserEmailBody,
      response: IdentityMessageReply,
      errors: [429],
    }),
  ),
  login: forwardedRoute(
    'identity.session.login',
    defineRoute({
      method: 'post',
      path: '/login',
      summary: 'Sign in; the token is in the Authorization response header',
      tag,
      auth: 'public',
      body: LoginBody,
      response: LoginReply,
      errors: [401, 429],
    }),
    { reply: LoginCallReply },
  ),
  logout: forwardedRoute(
    'identity.session.revoke',
    defineRoute({
      method: 'delete',
      path: '/logout',
      summary: 'Revoke the presented token',
      tag,
      auth: 'user',
      response: IdentityMessageReply,
    }),
  ),
  requestPasswordReset: forwardedRoute(
    'identity.password.request_reset',
    defineRoute({
      method: 'post',
      path: '/password',
      summary: 'Mail a single-use password reset link (same answer whether or not the address exists)',
      tag,
      auth: 'public',
      body: UserEmailBody,
      response: IdentityMessageReply,
      errors: [429],
    }),
  ),
  resetPassword: forwardedRoute(
    'identity.password.reset',
    defineRoute({
      method: 'put',
      path: '/password',
      summary: 'Set a new password with the mailed token; revokes every live token of the user',
      tag,
      auth: 'public',
      body: ResetPasswordBody,
      response: IdentityMessageReply,
      errors: [429],
    }),
    { reply: ResetPasswordCallReply },
  ),
  currentUser: forwardedRoute(
    'identity.user.current',
    defineRoute({ method: 'get', path: '/user', summary: 'The signed-in user', tag, auth: 'user', response: User }),
  ),
  updateProfile: forwardedRoute(
    'identity.user.update_profile',
    defineRoute({
      method: 'put',
      path: '/profile',
      summary:
        'Change own name, e-mail (needs the current password; re-confirmed, the old address is told and can undo) or password (needs the current one; signs out every other session)',
      tag,
      auth: 'user',
      body: ProfileBody,
      response: User,
      errors: [429],
    }),
  ),
  undoEmailChange: forwardedRoute(
    'identity.user.undo_email_change',
    defineRoute({
      method: 'post',
      path: '/email/undo',
      summary:
        'Undo an e-mail change with the link mailed to the old address (single use, 7 days): the old address returns, every session is revoked, a password reset link is mailed',
      tag,
      auth: 'public',
      body: UndoEmailChangeBody,
      response: UndoEmailChangeReply,
      errors: [404, 409, 410, 429],
    }),
  ),

  ...users,

  adminListUsers: forwardedRoute(
    users.listUsers.call,
    defineRoute({
      method: 'get',
      path: '/admin/users',
      summary: 'List users',
      tag: admin,
      auth: 'admin',
      query: ListQuery,
      response: z.array(User),
    }),
  ),
  adminGetUser: forwardedRoute(
    users.getUser.call,
    defineRoute({
      method: 'get',
      path: '/admin/users/:id',
      summary: 'Show a user',
      tag: admin,
      auth: 'admin',
      params: UserIdParams,
      response: User,
    }),
  ),
  adminCreateUser: underAdmin(users.createUser, '/admin/users'),
  adminUpdateUser: forwardedRoute(
    users.updateUser.call,
    defineRoute({
      method: 'put',
      path: '/admin/users/:id',
      summary: 'Update a user (an admin cannot remove their own admin flag)',
      tag: admin,
      auth: 'admin',
      params: UserIdParams,
      body: UpdateUserBody,
      response: User,
    }),
  ),
  adminDeleteUser: underAdmin(users.deleteUser, '/admin/users/:id'),

  listAccounts: forwardedRoute(
    'identity.account.list',
    defineRoute({
      method: 'get',
      path: '/accounts',
      summary: 'List accounts (admins all; a user their own)',
      tag,
      auth: 'user',
      query: ListQuery,
      response: z.array(Account),
    }),
  ),
  getAccount: forwardedRoute(
    'identity.account.get',
    defineRoute({
      method: 'get',
      path: '/accounts/:id',
      summary: 'Show an account (admins any; a user their own)',
      tag,
      auth: 'user',
      params: AccountIdParams,
      response: Account,
    }),
  ),
  createAccount: forwardedRoute(
    'identity.account.create',
    defineRoute({
      method: 'post',
      path: '/accounts',
      summary: 'Create an account for a user who has none',
      tag: admin,
      auth: 'admin',
      body: CreateAccountBody,
      response: Account,
      status: 201,
      errors: [409],
    }),
  ),
  updateAccount: forwardedRoute(
    'identity.account.update',
    defineRoute({
      method: 'put',
      path: '/accounts/:id',
      summary: 'Update an account (admins any; a user renames their own)',
      tag,
      auth: 'user',
      params: AccountIdParams,
      body: UpdateAccountBody,
      response: Account,
      errors: [409],
    }),
  ),
  deleteAccount: forwardedRoute(
    'identity.account.delete',
    defineRoute({
      method: 'delete',
      path: '/accounts/:id',
      summary: 'Delete an account',
      tag: admin,
      auth: 'admin',
      params: AccountIdParams,
      status: 204,
    }),
  ),
} as const;
