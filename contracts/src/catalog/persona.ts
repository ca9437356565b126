import { z } from 'zod';
import { Id, Timestamp } from '../common.js';
import { Description, Name, Position, Slug, patchOf } from './fields.js';

/** A voice the card's words are written in (warm, witty, formal, poetic …). */
export const Persona = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  tone_prompt: z.string().describe('Instructions to the text generator on tone of voice'),
  active: z.boolean(),
  position: z.number().int(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Persona = z.infer<typeof Persona>;

export const PersonaInput = z.object({
  name: Name,
  slug: Slug.optional(),
  description: Description.default(''),
  tone_prompt: z.string().trim().max(2000).default(''),
  active: z.boolean().default(true),
  position: Position.default(0),
});
export type PersonaInput = z.infer<typeof PersonaInput>;

/** `POST /personas {persona:{...}}` */
export const CreatePersonaBody = z.object({ persona: PersonaInput });
/** `PUT /personas/{id} {persona:{...}}`: only the fields sent change. */
export const UpdatePersonaBody = z.object({ persona: patchOf(PersonaInput) });
export const PersonaIdParams = z.object({ id: Id });
