import { ConfigError, ConfigSchema } from '@cards/kit';
import { z } from 'zod';

/** The reminders module's keys: the default lead times, the hour mails go, the key that signs unsubscribe links. */
export const RemindersConfigKeys = z.object({
  REMINDER_LEAD_DAYS: z
    .string()
    .regex(/^\s*\d{1,2}(\s*,\s*\d{1,2}){0,2}\s*$/, 'must be one to three numbers of days, e.g. 14,3')
    .default('14,3')
    .describe(
      'Days before a saved date the reminder mails go, for reminders that do not choose their own (moved earlier when the last order day for the postage comes first)',
    ),
  REMINDER_MAIL_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day as HH:MM, e.g. 09:00')
    .default('09:00')
    .describe('UK time of day the reminder mails of the day go out'),
  REMINDER_LINK_SECRET: z
    .string()
    .min(32)
    .optional()
    .describe(
      'HMAC key that signs the one-click unsubscribe links of reminder mails (required in production; old links stop working when it changes); embedded mode generates one under DATA_DIR',
    ),
});

/** The reminders module's slice of the config: its keys, the data folder the link key is kept in when not given, and the shop's origin. */
export const RemindersConfig = ConfigSchema.pick({ DATA_DIR: true, NODE_ENV: true, PUBLIC_WEB_URL: true }).extend(
  RemindersConfigKeys.shape,
);
export type RemindersConfig = z.output<typeof RemindersConfig>;

/** `REMINDER_LEAD_DAYS` ("14,3") as days, each 1 to 60. */
export function leadDays(v: string): number[] {
  const days = v.split(',').map((d) => Number(d.trim()));
  if (days.some((d) => d < 1 || d > 60)) throw new ConfigError(`REMINDER_LEAD_DAYS=${v}: each must be 1 to 60 days`);
  return days;
}
