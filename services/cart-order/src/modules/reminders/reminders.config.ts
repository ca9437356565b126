import { ConfigError, ConfigSchema } from '@cards/kit';
import type { z } from 'zod';

/**
 * The reminders module's slice of the config: the default lead times, the hour mails go, the
 * key that signs unsubscribe links (kept in the data folder when not given), and the shop's origin.
 */
export const RemindersConfig = ConfigSchema.pick({
  REMINDER_LEAD_DAYS: true,
  REMINDER_MAIL_TIME: true,
  REMINDER_LINK_SECRET: true,
  DATA_DIR: true,
  NODE_ENV: true,
  PUBLIC_WEB_URL: true,
});
export type RemindersConfig = z.output<typeof RemindersConfig>;

/** `REMINDER_LEAD_DAYS` ("14,3") as days, each 1 to 60. */
export function leadDays(v: string): number[] {
  const days = v.split(',').map((d) => Number(d.trim()));
  if (days.some((d) => d < 1 || d > 60)) throw new ConfigError(`REMINDER_LEAD_DAYS=${v}: each must be 1 to 60 days`);
  return days;
}
