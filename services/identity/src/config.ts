import { z } from 'zod';
import { LimitsConfigKeys } from './modules/limits/limits.config.js';
import { MailConfigKeys } from './modules/mail/mail.config.js';
import { SessionsConfigKeys } from './modules/sessions/sessions.config.js';
import { UsersConfigKeys } from './modules/users/users.config.js';

/** Identity's environment keys, each declared by the module that reads it, composed for the process. */
export const IdentityConfigKeys = z.object({
  ...SessionsConfigKeys.shape,
  ...LimitsConfigKeys.shape,
  ...UsersConfigKeys.shape,
  ...MailConfigKeys.shape,
});
