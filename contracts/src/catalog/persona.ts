import { z } from 'zod';
import { Id } from '../common.js';
import { bodiesOf, listedInput, listedRow, namedInput, namedRow, stampedRow } from './fields.js';

/** A voice the card's words are written in (warm, witty, formal, poetic …). */
export const Persona = z.object({
  ...namedRow,
  tone_prompt: z.string().describe('Instructions to the text generator on tone of voice'),
  ...listedRow,
  ...stampedRow,
});
export type Persona = z.infer<typeof Persona>;

export const PersonaInput = z.object({
  ...namedInput,
  tone_prompt: z.string().trim().max(2000).default(''),
  ...listedInput,
});
export type PersonaInput = z.infer<typeof PersonaInput>;

export const { create: CreatePersonaBody, update: UpdatePersonaBody } = bodiesOf('persona', PersonaInput);
export const PersonaIdParams = z.object({ id: Id });
