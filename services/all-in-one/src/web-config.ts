import { CartOrderConfigKeys } from '@cards/cart-order/config';
import { ConfigSchema, defineConfigKeys, exactUrlSetting } from '@cards/kit';

/** The web server's own keys: browser error reporting. */
export const WebConfigKeys = defineConfigKeys({
  SENTRY_DSN: exactUrlSetting.optional().describe('Browser error reporting (Sentry) for the web app; off when unset'),
});

/**
 * What the web server reads: its keys, the origins and mode from kit's, and what the shop's pages
 * must know of cart-order's settings (Stripe's keys, the print cut-off).
 */
export const WebConfig = ConfigSchema.pick({ NODE_ENV: true, PUBLIC_API_URL: true, PUBLIC_WEB_URL: true })
  .extend(WebConfigKeys.shape)
  .extend(CartOrderConfigKeys.pick({ STRIPE_PUBLISHABLE_KEY: true, STRIPE_SECRET_KEY: true, PRINT_CUTOFF: true }).shape);
