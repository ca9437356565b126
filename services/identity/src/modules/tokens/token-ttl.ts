import type { TokenPurpose } from './user-token.entity.js';

export type { TokenPurpose };

/** How long each kind of mailed link works. */
export const TOKEN_TTL_SECONDS: Record<TokenPurpose, number> = {
  confirmation: 3 * 24 * 3600,
  email_change: 3 * 24 * 3600,
  // Longer than the change's own link: the owner may read the old inbox only after it went through.
  email_change_undo: 7 * 24 * 3600,
  password_reset: 2 * 3600,
};
