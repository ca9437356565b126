/**
 * One-time tokens mailed as links (confirmation, e-mail change and its undo, password reset),
 * kept as their SHA-256 only. The front door of the module; everything else in it is private.
 */
import { UserTokenEntity } from './user-token.entity.js';

export { OneTimeTokens, type ClaimedToken, type TokenProblem } from './one-time-tokens.js';
export { TOKEN_TTL_SECONDS, type TokenPurpose } from './token-ttl.js';
export { confirmationTokenError, resetTokenError, undoTokenError } from './token.errors.js';

/** The module's tables, for the service's DataSource. */
export const tokenTables = [UserTokenEntity];
