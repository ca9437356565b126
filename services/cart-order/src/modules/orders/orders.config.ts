import { ConfigSchema } from '@cards/kit';
import type { z } from 'zod';

/** The orders module's slice of the config: the API's origin, which makes the thumbnails in mails absolute. */
export const OrdersConfig = ConfigSchema.pick({ PUBLIC_API_URL: true });
export type OrdersConfig = z.output<typeof OrdersConfig>;
