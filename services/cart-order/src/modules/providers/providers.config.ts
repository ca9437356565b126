import { ConfigSchema } from '@cards/kit';
import { z } from 'zod';

/** The providers module's keys: Stripe's keys (none: the test provider). */
export const ProvidersConfigKeys = z.object({
  STRIPE_SECRET_KEY: z.string().optional().describe('Enables Stripe payments; the built-in test provider is used without it'),
  STRIPE_PUBLISHABLE_KEY: z.string().optional().describe('Given to the browser for the Payment Element'),
  STRIPE_WEBHOOK_SECRET: z.string().optional().describe('Verifies POST /webhooks/stripe signatures'),
  STRIPE_API_BASE: z.string().url().optional().describe('Alternative Stripe API origin (tests point it at a local fake)'),
});

/** The providers module's slice of the config: its keys and the shop's origin. */
export const ProvidersConfig = ConfigSchema.pick({ PUBLIC_WEB_URL: true }).extend(ProvidersConfigKeys.shape);
export type ProvidersConfig = z.output<typeof ProvidersConfig>;
