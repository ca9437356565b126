import { ConfigSchema } from '@cards/kit';
import { z } from 'zod';

/** The users module's keys: the administrator's password (the address is kit's, as generation's samples need it too). */
export const UsersConfigKeys = z.object({
  ADMIN_PASSWORD: z.string().min(8).default('admin-password-change-me').describe('Their password (change it in production)'),
});

/** The users module's slice of the config: the administrator made or repaired at start. */
export const UsersConfig = ConfigSchema.pick({ ADMIN_EMAIL: true }).extend(UsersConfigKeys.shape);
export type UsersConfig = z.output<typeof UsersConfig>;
