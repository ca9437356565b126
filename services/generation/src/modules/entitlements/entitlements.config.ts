import { ConfigSchema, countSetting } from '@cards/kit';
import { z } from 'zod';

/** The entitlements module's keys: packs, per-account limits and e-card caps. */
export const EntitlementsConfigKeys = z.object({
  GENERATION_CONCURRENT_PER_ACCOUNT: z.coerce
    .number()
    .int()
    .min(1)
    .default(2)
    .describe('Cards of one account generating at once; beyond it generate answers 429'),
  GENERATION_HOURLY_PER_ACCOUNT: z.coerce
    .number()
    .int()
    .min(1)
    .default(60)
    .describe('Generations (options made, words or artwork regenerated) per account per hour; beyond it 429'),
  GENERATION_PACK_SIZE: z.coerce.number().int().min(1).default(20).describe('Generations a bought generation pack adds to an account'),
  GENERATION_PACK_PRICE_PENCE: z.coerce
    .number()
    .int()
    .min(30)
    .default(299)
    .describe('Price of a generation pack in pence, offered when the allowance runs out'),
  ECARDS_PER_ACCOUNT_HOUR: countSetting(10, 1).describe(
    'E-cards one account may send in an hour; beyond it POST /card_instances/{id}/send answers 429',
  ),
  ECARDS_PER_ACCOUNT_DAY: countSetting(30, 1).describe('E-cards one account may send in 24 hours'),
  ECARD_RECIPIENTS_PER_ACCOUNT_DAY: countSetting(15, 1).describe('Different addresses one account may send e-cards to in 24 hours'),
  ECARDS_PER_RECIPIENT_HOUR: countSetting(3, 1).describe('E-cards one address may receive in an hour, from all accounts together'),
  ECARDS_PER_RECIPIENT_DAY: countSetting(5, 1).describe('E-cards one address may receive in 24 hours, from all accounts together'),
});

/** The entitlements module's slice of the config: its keys, and where checkout returns to. */
export const EntitlementsConfig = ConfigSchema.pick({ PUBLIC_WEB_URL: true }).extend(EntitlementsConfigKeys.shape);
export type EntitlementsConfig = z.output<typeof EntitlementsConfig>;
