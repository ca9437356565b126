import { z } from 'zod';
import { Id, Timestamp } from '../common.js';
import { Description, Name, Position, bodiesOf } from './fields.js';

export const FeatureValueType = z.enum(['number', 'boolean', 'text']);

/**
 * Something a plan grants. Keys the platform reads: `generations_per_month` (a number as
 * text), `free_delivery` ('true'|'false'), `premium_styles` ('true'|'false').
 */
export const Feature = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  value_type: FeatureValueType.describe('How a planfeature value is checked: a whole number, true/false, or free text'),
  position: z.number().int(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Feature = z.infer<typeof Feature>;

export const FeatureInput = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{1,59}$/, 'Use lowercase letters, digits and underscores for the key, starting with a letter.'),
  name: Name,
  description: Description.default(''),
  value_type: FeatureValueType.default('text'),
  position: Position.default(0),
});
export type FeatureInput = z.infer<typeof FeatureInput>;

export const { create: CreateFeatureBody, update: UpdateFeatureBody } = bodiesOf('feature', FeatureInput);
export const FeatureIdParams = z.object({ id: Id });
/** `GET /features/{id}` takes the numeric id or the key. */
export const FeatureKeyParams = z.object({ id: z.string().min(1).max(60).describe('Numeric id or key') });
