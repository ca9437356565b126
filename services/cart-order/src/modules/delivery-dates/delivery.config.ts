import { ConfigSchema } from '@cards/kit';
import type { z } from 'zod';

/** The delivery-dates module's slice of the config: the print cut-off and where the printer posts from. */
export const DeliveryConfig = ConfigSchema.pick({ PRINT_CUTOFF: true, PRINT_NATION: true });
export type DeliveryConfig = z.output<typeof DeliveryConfig>;
