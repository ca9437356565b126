import { z } from 'zod';
import { defineEvent } from '../events.js';

/** A render of a card instance finished (thumbnail or print PDF). */
export const CardInstanceRenderedData = z.object({
  card_instance_id: z.number().int(),
  card_id: z.number().int(),
  account_id: z.number().int(),
  kind: z.enum(['thumbnail', 'print_pdf']),
});
export type CardInstanceRenderedData = z.infer<typeof CardInstanceRenderedData>;

export const RenderingEvents = {
  cardInstanceRendered: defineEvent('rendering.card_instance.rendered.v1', CardInstanceRenderedData),
} as const;
