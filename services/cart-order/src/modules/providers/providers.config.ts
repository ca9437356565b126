import { ConfigSchema } from '@cards/kit';
import type { z } from 'zod';

/** The providers module's slice of the config: Stripe's keys (none: the test provider) and the shop's origin. */
export const ProvidersConfig = ConfigSchema.pick({
  STRIPE_SECRET_KEY: true,
  STRIPE_PUBLISHABLE_KEY: true,
  STRIPE_WEBHOOK_SECRET: true,
  STRIPE_API_BASE: true,
  PUBLIC_WEB_URL: true,
});
export type ProvidersConfig = z.output<typeof ProvidersConfig>;
