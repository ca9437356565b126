import { ConfigSchema } from '@cards/kit';
import type { z } from 'zod';

/** The users module's slice of the config: the administrator made or repaired at start. */
export const UsersConfig = ConfigSchema.pick({ ADMIN_EMAIL: true, ADMIN_PASSWORD: true });
export type UsersConfig = z.output<typeof UsersConfig>;
