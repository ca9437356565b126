import { z } from 'zod';
import { defineEvent } from '../events.js';

/** A card instance changed status or content; the BFF turns it into `card_updated` for the owner. */
export const CardInstanceUpdatedData = z.object({
  card_instance_id: z.number().int(),
  card_id: z.number().int(),
  account_id: z.number().int(),
  user_id: z.number().int(),
  status: z.enum(['queued', 'generating', 'ready', 'failed']),
  reason: z.string().nullable().optional(),
});
export type CardInstanceUpdatedData = z.infer<typeof CardInstanceUpdatedData>;

export const GenerationEvents = {
  cardInstanceUpdated: defineEvent('generation.card_instance.updated.v1', CardInstanceUpdatedData),
} as const;
