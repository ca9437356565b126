import { z } from 'zod';
import { Id, ListQuery, Timestamp } from '../common.js';
import { bodiesOf } from './fields.js';

/** What one plan grants of one feature; one row per (plan, feature). */
export const PlanFeature = z.object({
  id: z.number().int(),
  plan_id: z.number().int(),
  feature_id: z.number().int(),
  /** Denormalised for readers: the feature's key, and the plan's slug. */
  feature_key: z.string(),
  plan_slug: z.string(),
  value: z.string().describe('As text, checked against the feature\'s value_type: "100", "true"'),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type PlanFeature = z.infer<typeof PlanFeature>;

export const PlanFeatureInput = z.object({
  plan_id: z.number().int().positive(),
  feature_id: z.number().int().positive(),
  value: z.union([z.string().trim().max(200), z.number(), z.boolean()]).transform(String),
});
export type PlanFeatureInput = z.infer<typeof PlanFeatureInput>;

export const { create: CreatePlanFeatureBody, update: UpdatePlanFeatureBody } = bodiesOf('planfeature', PlanFeatureInput);
export const PlanFeatureIdParams = z.object({ id: Id });
/** `GET /planfeatures?plan_id=&feature_id=` narrows the list. */
export const PlanFeatureListQuery = ListQuery.extend({ plan_id: Id.optional(), feature_id: Id.optional() });
export type PlanFeatureListQuery = z.infer<typeof PlanFeatureListQuery>;
