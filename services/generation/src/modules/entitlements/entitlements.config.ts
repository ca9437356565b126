import { ConfigSchema } from '@cards/kit';
import type { z } from 'zod';

/** The entitlements module's slice of the config: packs, per-account limits, e-card caps, and where checkout returns to. */
export const EntitlementsConfig = ConfigSchema.pick({
  GENERATION_PACK_SIZE: true,
  GENERATION_PACK_PRICE_PENCE: true,
  GENERATION_HOURLY_PER_ACCOUNT: true,
  GENERATION_CONCURRENT_PER_ACCOUNT: true,
  ECARDS_PER_ACCOUNT_DAY: true,
  ECARDS_PER_ACCOUNT_HOUR: true,
  ECARD_RECIPIENTS_PER_ACCOUNT_DAY: true,
  ECARDS_PER_RECIPIENT_DAY: true,
  ECARDS_PER_RECIPIENT_HOUR: true,
  PUBLIC_WEB_URL: true,
});
export type EntitlementsConfig = z.output<typeof EntitlementsConfig>;
