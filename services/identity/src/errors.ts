import { AppError, conflict, forbidden, notFound, unauthorized, unprocessable } from '@cards/kit';

export { conflict, notFound };

/** 410: the thing existed but is no longer usable (an expired link). */
export const gone = (code: string, message: string) => new AppError(410, code, message);

export const invalidCredentials = () => unauthorized('Invalid email or password', 'invalid_credentials');
export const unconfirmed = () => unauthorized('You have to confirm your email address before continuing.', 'unconfirmed');
export const tokenExpired = () => unauthorized('Your session has expired, please sign in again', 'token_expired');
export const tokenInvalid = () => unauthorized('Your session is not valid, please sign in', 'invalid_token');
export const tokenRevoked = () => unauthorized('Your session has ended, please sign in again', 'token_revoked');

export const userNotFound = () => notFound('user_not_found', 'User not found');
export const accountNotFound = () => notFound('account_not_found', 'Account not found');

/** A 422 on one field of the `user` wrapper. */
export const userField = (code: string, field: string, messages: string[], text?: string) =>
  unprocessable(code, text ?? `Invalid user.${field}`, { [`user.${field}`]: messages });

export const emailTaken = () => userField('email_taken', 'email', ['has already been taken'], 'This e-mail address is already registered');
export const weakPassword = (field: string, messages: string[]) =>
  userField('weak_password', field, messages, `Password ${messages[0] ?? 'is not acceptable'}`);
export const passwordMismatch = () => userField('password_mismatch', 'password_confirmation', ["doesn't match password"]);
export const wrongCurrentPassword = () =>
  userField('current_password_invalid', 'current_password', ['is invalid'], 'The current password is not right');
export const currentPasswordNeeded = () =>
  userField(
    'current_password_required',
    'current_password',
    ["can't be blank"],
    'Changing your e-mail address or password needs your current password',
  );
export const cannotDemoteSelf = () =>
  userField('cannot_demote_self', 'admin', ['cannot be removed from yourself'], 'You cannot remove your own administrator rights');
export const cannotDeleteSelf = () => unprocessable('cannot_delete_self', 'You cannot delete yourself', { id: ['is you'] });
export const fieldsAdminOnly = (fields: string[]) => forbidden(`Only administrators can change ${fields.join(', ')}`, 'admin_only_fields');
export const userHasAccount = () =>
  conflict('user_has_account', 'This user already has an account', { 'account.user_id': ['already has an account'] });
