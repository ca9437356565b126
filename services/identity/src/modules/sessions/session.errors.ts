import { unauthorized } from '@cards/kit';

export const invalidCredentials = () => unauthorized('Invalid email or password', 'invalid_credentials');
export const unconfirmed = () => unauthorized('You have to confirm your email address before continuing.', 'unconfirmed');
export const tokenExpired = () => unauthorized('Your session has expired, please sign in again', 'token_expired');
export const tokenInvalid = () => unauthorized('Your session is not valid, please sign in', 'invalid_token');
export const tokenRevoked = () => unauthorized('Your session has ended, please sign in again', 'token_revoked');
