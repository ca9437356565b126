import { z } from 'zod';

/** The delivery-dates module's keys: the print cut-off and where the printer posts from. */
export const DeliveryConfigKeys = z.object({
  PRINT_CUTOFF: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day as HH:MM, e.g. 15:00')
    .default('15:00')
    .describe('Daily print cut-off in UK time (Europe/London): orders paid before it are printed and posted that day'),
  PRINT_NATION: z
    .enum(['england-wales', 'scotland', 'northern-ireland'])
    .default('england-wales')
    .describe('Where the cards are printed and collected: whose bank holidays stop printing and collection'),
});

/** The delivery-dates module's slice of the config. */
export const DeliveryConfig = DeliveryConfigKeys;
export type DeliveryConfig = z.output<typeof DeliveryConfig>;
