import { ConfigSchema, countSetting } from '@cards/kit';
import { z } from 'zod';

/** The sessions module's keys: the session key and lifetime, device cookies, and the sign-in limits. */
export const SessionsConfigKeys = z.object({
  JWT_SECRET: z.string().min(32).optional().describe('HMAC key for session tokens; embedded mode generates one under DATA_DIR'),
  JWT_TTL_SECONDS: z.coerce.number().int().positive().default(86_400).describe('Lifetime of a session token'),
  LOGIN_FREE_FAILURES: countSetting(3).describe(
    'Failed sign-ins for one address (from browsers without its device cookie) before each further try must wait, 1 s then doubling',
  ),
  LOGIN_LOCKOUT_FAILURES: countSetting(10, 1).describe(
    'Failed sign-ins for one address within LOGIN_LOCKOUT_SECONDS after which browsers without its device cookie are locked out',
  ),
  LOGIN_LOCKOUT_SECONDS: countSetting(900, 1).describe('Window of the sign-in failure counters and length of a lockout'),
  LOGIN_IP_FAILURES: countSetting(100, 1).describe(
    "Failed sign-ins from one IP within LOGIN_LOCKOUT_SECONDS after which that IP's browsers without a device cookie are locked out",
  ),
  DEVICE_COOKIE_FAILURES: countSetting(10, 1).describe(
    'Failed sign-ins with one device cookie within LOGIN_LOCKOUT_SECONDS after which that cookie no longer exempts its browser',
  ),
  DEVICE_COOKIE_DAYS: countSetting(90, 1).describe('Lifetime of the device cookie a successful sign-in leaves in the browser'),
});

/** The sessions module's slice of the config: its keys, and the data folder a key is kept in when none is given. */
export const SessionsConfig = ConfigSchema.pick({ NODE_ENV: true, DATA_DIR: true }).extend(SessionsConfigKeys.shape);
export type SessionsConfig = z.output<typeof SessionsConfig>;
