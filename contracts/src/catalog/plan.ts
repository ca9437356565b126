import { z } from 'zod';
import { Currency, Id, Pounds } from '../common.js';
import { bodiesOf, listedInput, listedRow, namedInput, namedRow, stampedRow } from './fields.js';

export const PlanInterval = z.enum(['month', 'year']);

/** A subscription plan. `features` maps feature key → value, e.g. `{generations_per_month: '10'}`. */
export const Plan = z.object({
  ...namedRow,
  price: Pounds.describe('Pounds per interval, VAT included; 0 for a free plan'),
  currency: Currency,
  interval: PlanInterval.nullable().describe('Billing interval; null for a free plan'),
  provider_price_id: z.string().nullable().describe("The payment provider's price (Stripe `price_…`); null until set"),
  ...listedRow,
  features: z.record(z.string(), z.string()).describe("Feature key → value of this plan's planfeatures"),
  ...stampedRow,
});
export type Plan = z.infer<typeof Plan>;

export const PlanInput = z.object({
  ...namedInput,
  price: Pounds.max(10000).default(0),
  currency: Currency.default('GBP'),
  interval: PlanInterval.nullable().default(null),
  provider_price_id: z.string().trim().min(1).max(255).nullable().default(null),
  ...listedInput,
});
export type PlanInput = z.infer<typeof PlanInput>;

export const { create: CreatePlanBody, update: UpdatePlanBody } = bodiesOf('plan', PlanInput);
export const PlanIdParams = z.object({ id: Id });
