import { z } from 'zod';
import { Id } from '../common.js';
import { bodiesOf, listedInput, listedRow, namedInput, namedRow, stampedRow } from './fields.js';

/**
 * An occasion a card is made for. The spec's REST names stay `event` (`/events`, `{event:{…}}`,
 * `event_id`, the entity name `event` on the bus); in code it is an occasion, so it is never taken
 * for a domain event.
 */
export const Occasion = z.object({
  ...namedRow,
  icon: z.string().describe('An emoji or icon name shown on the occasion picker'),
  season_start: z.string().nullable().describe('MM-DD when a seasonal occasion starts to be featured'),
  season_end: z.string().nullable().describe('MM-DD when it stops'),
  ...listedRow,
  ...stampedRow,
});
export type Occasion = z.infer<typeof Occasion>;

const MonthDay = z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be MM-DD');

export const OccasionInput = z.object({
  ...namedInput,
  icon: z.string().trim().max(40).default(''),
  season_start: MonthDay.nullable().optional(),
  season_end: MonthDay.nullable().optional(),
  ...listedInput,
});
export type OccasionInput = z.infer<typeof OccasionInput>;

export const { create: CreateOccasionBody, update: UpdateOccasionBody } = bodiesOf('event', OccasionInput);
export const OccasionIdParams = z.object({ id: Id });
/** `GET /events/{id}` takes the numeric id or the slug (`/events/birthday`). */
export const OccasionKeyParams = z.object({ id: z.string().min(1).max(80).describe('Numeric id or slug') });
