/** The throttles of signups, mails, resets and current-password guesses. The front door of the module; everything else in it is private. */
export { IdentityLimits } from './identity-limits.js';
export { LimitsConfig } from './limits.config.js';
