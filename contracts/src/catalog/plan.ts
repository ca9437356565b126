import { z } from 'zod';
import { Currency, Id, Pounds, Timestamp } from '../common.js';
import { Description, Name, Position, Slug, patchOf } from './fields.js';

export const PlanInterval = z.enum(['month', 'year']);

/** A subscription plan. `features` maps feature key → value, e.g. `{generations_per_month: '10'}`. */
export const Plan = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  price: Pounds.describe('Pounds per interval, VAT included; 0 for a free plan'),
  currency: Currency,
  interval: PlanInterval.nullable().describe('Billing interval; null for a free plan'),
  provider_price_id: z.string().nullable().describe("The payment provider's price (Stripe `price_…`); null until set"),
  active: z.boolean(),
  position: z.number().int(),
  features: z.record(z.string(), z.string()).describe("Feature key → value of this plan's planfeatures"),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Plan = z.infer<typeof Plan>;

export const PlanInput = z.object({
  name: Name,
  slug: Slug.optional(),
  description: Description.default(''),
  price: Pounds.max(10000).default(0),
  currency: Currency.default('GBP'),
  interval: PlanInterval.nullable().default(null),
  provider_price_id: z.string().trim().min(1).max(255).nullable().default(null),
  active: z.boolean().default(true),
  position: Position.default(0),
});
export type PlanInput = z.infer<typeof PlanInput>;

/** `POST /plans {plan:{...}}` */
export const CreatePlanBody = z.object({ plan: PlanInput });
/** `PUT /plans/{id} {plan:{...}}`: only the fields sent change. */
export const UpdatePlanBody = z.object({ plan: patchOf(PlanInput) });
export const PlanIdParams = z.object({ id: Id });
