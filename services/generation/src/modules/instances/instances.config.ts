import { ConfigSchema } from '@cards/kit';
import type { z } from 'zod';

/** The instances module's slice of the config: where assets are served from, how many options a generate makes. */
export const InstancesConfig = ConfigSchema.pick({ PUBLIC_API_URL: true, GENERATION_OPTIONS: true });
export type InstancesConfig = z.output<typeof InstancesConfig>;
