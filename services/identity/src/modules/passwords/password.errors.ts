import { userField } from '../../errors.js';

export const weakPassword = (field: string, messages: string[]) =>
  userField('weak_password', field, messages, `Password ${messages[0] ?? 'is not acceptable'}`);
export const passwordMismatch = () => userField('password_mismatch', 'password_confirmation', ["doesn't match password"]);
