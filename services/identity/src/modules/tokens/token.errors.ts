import { conflict, notFound, unprocessable } from '@cards/kit';
import { gone } from '../../errors.js';
import type { TokenProblem } from './one-time-token.store.js';

/** The 4xx an undo link's problem gets (as a confirmation link's: 404 unknown, 409 used, 410 expired). */
export function undoTokenError(p: TokenProblem) {
  if (p === 'used' || p === 'replaced') return conflict('undo_token_used', 'This link has already been used to undo the change');
  if (p === 'expired')
    return gone(
      'undo_token_expired',
      'This undo link has expired; reset your password and contact us if your account is not yours any more',
    );
  return notFound('undo_token_invalid', 'This undo link is not valid');
}

/** The 4xx a confirmation link's problem gets. */
export function confirmationTokenError(p: TokenProblem) {
  if (p === 'used' || p === 'replaced') return conflict('confirmation_token_used', 'This confirmation link has already been used');
  if (p === 'expired') return gone('confirmation_token_expired', 'This confirmation link has expired; ask for a new one');
  return notFound('confirmation_token_invalid', 'This confirmation link is not valid');
}

const RESET_PROBLEM: Record<TokenProblem, { error: string; field: string }> = {
  invalid: { error: 'This password reset link is not valid', field: 'is invalid' },
  used: { error: 'This password reset link has already been used', field: 'has already been used' },
  expired: { error: 'This password reset link has expired; ask for a new one', field: 'has expired, please request a new one' },
  replaced: {
    error: 'A newer password reset link has been sent; use the link in the latest e-mail',
    field: 'was replaced by a newer link',
  },
};

/** The 422 a password reset link's problem gets: the form names the token's field. */
export function resetTokenError(p: TokenProblem) {
  return unprocessable(`reset_password_token_${p}`, RESET_PROBLEM[p].error, { 'user.reset_password_token': [RESET_PROBLEM[p].field] });
}
