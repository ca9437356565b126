import { z } from 'zod';
import { Id, Timestamp } from '../common.js';
import { Description, Name, Position, Slug, patchOf } from './fields.js';

/** An occasion a card is made for; the API and the web app call it `event` (`/events`, `{event:{…}}`). */
export const Event = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  icon: z.string().describe('An emoji or icon name shown on the occasion picker'),
  season_start: z.string().nullable().describe('MM-DD when a seasonal occasion starts to be featured'),
  season_end: z.string().nullable().describe('MM-DD when it stops'),
  active: z.boolean(),
  position: z.number().int(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Event = z.infer<typeof Event>;

const MonthDay = z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be MM-DD');

export const EventInput = z.object({
  name: Name,
  slug: Slug.optional(),
  description: Description.default(''),
  icon: z.string().trim().max(40).default(''),
  season_start: MonthDay.nullable().optional(),
  season_end: MonthDay.nullable().optional(),
  active: z.boolean().default(true),
  position: Position.default(0),
});
export type EventInput = z.infer<typeof EventInput>;

/** `POST /events {event:{...}}` */
export const CreateEventBody = z.object({ event: EventInput });
/** `PUT /events/{id} {event:{...}}`: every field optional. */
export const UpdateEventBody = z.object({ event: patchOf(EventInput) });
export const EventIdParams = z.object({ id: Id });
/** `GET /events/{id}` takes the numeric id or the slug (`/events/birthday`). */
export const EventKeyParams = z.object({ id: z.string().min(1).max(80).describe('Numeric id or slug') });
