import { conflict, forbidden, notFound, unprocessable } from '@cards/kit';
import { userField } from '../../errors.js';

export const userNotFound = () => notFound('user_not_found', 'User not found');
export const accountNotFound = () => notFound('account_not_found', 'Account not found');

export const emailTaken = () => userField('email_taken', 'email', ['has already been taken'], 'This e-mail address is already registered');
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
