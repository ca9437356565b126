import { ConfigSchema } from '@cards/kit';
import type { z } from 'zod';

/** The limits module's slice of the config: how many requests one IP may make per 10 minutes. */
export const LimitsConfig = ConfigSchema.pick({ IDENTITY_REQUESTS_PER_IP: true });
export type LimitsConfig = z.output<typeof LimitsConfig>;
