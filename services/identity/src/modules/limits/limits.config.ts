import { countSetting } from '@cards/kit';
import { z } from 'zod';

/** The limits module's keys: how many requests one IP may make per 10 minutes. */
export const LimitsConfigKeys = z.object({
  IDENTITY_REQUESTS_PER_IP: countSetting(100, 1).describe(
    'Signups, confirmations, mailed links and password resets one IP may ask for in 10 minutes',
  ),
});

/** The limits module's slice of the config. */
export const LimitsConfig = LimitsConfigKeys;
export type LimitsConfig = z.output<typeof LimitsConfig>;
