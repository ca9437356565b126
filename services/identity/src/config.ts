import { z } from 'zod';
import { LimitsConfigKeys } from './modules/limits/index.js';
import { MailConfigKeys } from './modules/mail/index.js';
import { SessionsConfigKeys } from './modules/sessions/index.js';
import { UsersConfigKeys } from './modules/users/index.js';

/** Identity's environment keys, each declared by the module that reads it, composed for the process. */
export const IdentityConfigKeys = z.object({
  ...SessionsConfigKeys.shape,
  ...LimitsConfigKeys.shape,
  ...UsersConfigKeys.shape,
  ...MailConfigKeys.shape,
});
