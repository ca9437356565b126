import { ConfigSchema } from '@cards/kit';
import { z } from 'zod';

/** The instances module's keys: how many options a generate makes. */
export const InstancesConfigKeys = z.object({
  GENERATION_OPTIONS: z.coerce
    .number()
    .int()
    .min(1)
    .max(4)
    .default(3)
    .describe('Options (card instances) one POST /cards/{id}/generate makes'),
});

/** The instances module's slice of the config: its keys, and where assets are served from. */
export const InstancesConfig = ConfigSchema.pick({ PUBLIC_API_URL: true }).extend(InstancesConfigKeys.shape);
export type InstancesConfig = z.output<typeof InstancesConfig>;
