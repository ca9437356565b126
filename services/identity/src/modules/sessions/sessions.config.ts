import { ConfigSchema } from '@cards/kit';
import type { z } from 'zod';

/** The sessions module's slice of the config: the session key and lifetime, device cookies, and the sign-in limits. */
export const SessionsConfig = ConfigSchema.pick({
  NODE_ENV: true,
  DATA_DIR: true,
  JWT_SECRET: true,
  JWT_TTL_SECONDS: true,
  DEVICE_COOKIE_DAYS: true,
  DEVICE_COOKIE_FAILURES: true,
  LOGIN_FREE_FAILURES: true,
  LOGIN_LOCKOUT_FAILURES: true,
  LOGIN_IP_FAILURES: true,
  LOGIN_LOCKOUT_SECONDS: true,
});
export type SessionsConfig = z.output<typeof SessionsConfig>;
