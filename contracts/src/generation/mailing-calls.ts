import { z } from 'zod';
import { defineCall } from '../calls.js';

/**
 * `generation.moderation.check`: whether texts people typed may be printed or mailed (names and
 * greetings of a card sent to many). Moderation lives in generation; cart-order asks it before a
 * list is kept. `flagged[i]` answers `texts[i]`.
 */
export const ModerationCheckRequest = z.object({ texts: z.array(z.string().max(500)).max(500) });
export const ModerationCheckReply = z.object({ flagged: z.array(z.boolean()) });

/**
 * `generation.ecard.quota`: how many e-cards an account may send now to `emails` (new people count
 * against the daily cap on different recipients), and the limit that sets it, in words. cart-order
 * refuses a list with more e-cards than that before anyone pays.
 */
export const EcardQuotaRequest = z.object({
  account_id: z.number().int(),
  emails: z.array(z.string().max(320)).max(500),
});
export const EcardQuotaReply = z.object({
  allowed: z.number().int().min(0),
  /** The limit that sets `allowed`, in words ("one account sends at most 10 e-cards an hour"). */
  limit: z.string(),
});
export type EcardQuotaReply = z.infer<typeof EcardQuotaReply>;

/** Calls generation answers for cards sent to many (declared apart from its REST routes). */
export const MailingCalls = {
  moderationCheck: defineCall({ subject: 'generation.moderation.check', request: ModerationCheckRequest, reply: ModerationCheckReply }),
  ecardQuota: defineCall({ subject: 'generation.ecard.quota', request: EcardQuotaRequest, reply: EcardQuotaReply }),
} as const;
