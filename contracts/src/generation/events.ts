import { z } from 'zod';
import { defineEvent } from '../events.js';

/**
 * A card instance changed status or content; the BFF turns it into `card_updated` for the
 * owner. The optional fields were added later (same version): which part changed, and the
 * part statuses and versions, so consumers (rendering) know when a re-render is due.
 */
export const CardInstanceUpdatedData = z.object({
  card_instance_id: z.number().int(),
  card_id: z.number().int(),
  account_id: z.number().int(),
  user_id: z.number().int(),
  status: z.enum(['queued', 'generating', 'ready', 'failed']),
  reason: z.string().nullable().optional(),
  text_status: z.enum(['queued', 'generating', 'ready', 'failed']).optional(),
  image_status: z.enum(['queued', 'generating', 'ready', 'failed']).optional(),
  text_version: z.number().int().optional(),
  image_version: z.number().int().optional(),
  /** What changed in this step: `status`, `text`, `image`, `rating`… */
  changed: z.array(z.string()).optional(),
});
export type CardInstanceUpdatedData = z.infer<typeof CardInstanceUpdatedData>;

/** A card instance was deleted (alone or with its card): carts drop it, renders may be cleaned up. */
export const CardInstanceDeletedData = z.object({
  card_instance_id: z.number().int(),
  card_id: z.number().int(),
  account_id: z.number().int(),
  user_id: z.number().int(),
});
export type CardInstanceDeletedData = z.infer<typeof CardInstanceDeletedData>;

/**
 * Someone signed a group card, changed a signature, or the owner removed one: the BFF tells the
 * owner's screens (`card_updated`), which fetch the signatures again.
 */
export const CardSignatureChangedData = z.object({
  card_id: z.number().int(),
  account_id: z.number().int(),
  user_id: z.number().int(),
  signature_id: z.number().int(),
  change: z.enum(['added', 'edited', 'removed']),
});
export type CardSignatureChangedData = z.infer<typeof CardSignatureChangedData>;

/**
 * One e-card of an order line sent to many was handled: mailed to its recipient greeting them by
 * their salutation (`sent`), or refused (`failed`, with the reason in words, e.g. an e-card limit).
 * cart-order records it on the order's recipient.
 */
export const OrderEcardHandledData = z.object({
  order_id: z.number().int(),
  line_id: z.number().int(),
  recipient_id: z.number().int(),
  /** `scheduled`: over the account's e-card allowance now, it waits for the next window and is sent then (a later event says `sent`). */
  outcome: z.enum(['sent', 'failed', 'scheduled']),
  reason: z.string().nullable(),
  send_at: z.string().nullable().optional().describe('A scheduled e-card: when it is expected to go (ISO)'),
});
export type OrderEcardHandledData = z.infer<typeof OrderEcardHandledData>;

/**
 * A generation process made an option's words or artwork offline because the AI provider failed.
 * Every generation replica counts these (the worker that fell back is rarely the process that
 * answers the admin's queues page), so the page says what ops must act on whichever answers.
 */
export const ProviderFellBackData = z.object({
  part: z.enum(['words', 'artwork']),
  reason: z.string().min(1),
});
export type ProviderFellBackData = z.infer<typeof ProviderFellBackData>;

export const GenerationEvents = {
  cardInstanceUpdated: defineEvent('generation.card_instance.updated.v1', CardInstanceUpdatedData),
  cardInstanceDeleted: defineEvent('generation.card_instance.deleted.v1', CardInstanceDeletedData),
  cardSignatureChanged: defineEvent('generation.card_signature.changed.v1', CardSignatureChangedData),
  orderEcardHandled: defineEvent('generation.order_ecard.handled.v1', OrderEcardHandledData),
  providerFellBack: defineEvent('generation.provider.fell_back.v1', ProviderFellBackData),
} as const;
