import { z } from 'zod';
import { defineCall } from '../calls.js';
import { Actor } from '../common.js';

/**
 * `cart_order.checkout_session.verify {session_id, actor}`: called by generation's
 * `GET /payment_session`. Verifies the session with the provider and, when paid, activates
 * what it bought (idempotently). 404 when the session is not the actor's account's.
 */
export const CheckoutSessionVerifyRequest = z.object({ session_id: z.string().min(1).max(255), actor: Actor });
export const CheckoutSessionVerifyReply = z.object({
  status: z.enum(['paid', 'unpaid']),
  kind: z.enum(['subscription', 'generation_pack']),
  plan_id: z.number().int().optional(),
  account_id: z.number().int(),
  card_id: z.number().int().optional(),
});
export type CheckoutSessionVerifyReply = z.infer<typeof CheckoutSessionVerifyReply>;

/**
 * `cart_order.checkout_session.create {actor, kind, plan_id? | card_id+amount?}` → `{session_id, url}`:
 * for other services that sell something (generation packs are priced by generation, in pence).
 */
export const CheckoutSessionCreateRequest = z.object({
  actor: Actor,
  kind: z.enum(['subscription', 'generation_pack']),
  plan_id: z.number().int().positive().optional(),
  card_id: z.number().int().positive().optional(),
  amount: z.number().int().min(30).optional().describe('Pence; generation packs only'),
  description: z.string().max(200).optional(),
  success_url: z.string().url().optional(),
  cancel_url: z.string().url().optional(),
});
export const CheckoutSessionCreateReply = z.object({ session_id: z.string(), url: z.string() });

/** What the BFF forwards for `POST /webhooks/stripe`: the raw body, base64, and the signature header. */
export const StripeWebhookRequest = z.object({ payload_base64: z.string(), signature: z.string() });
/** `POST /webhooks/stripe`'s answer: taken (`duplicate` when the event had been applied before). */
export const StripeWebhookReply = z.object({ received: z.boolean(), duplicate: z.boolean().optional() });

/** `cart_order.webhook.stripe`: the one call of a REST route that is not an RpcCall (the signature covers the raw bytes). */
export const stripeWebhookCall = defineCall({
  subject: 'cart_order.webhook.stripe',
  request: StripeWebhookRequest,
  reply: StripeWebhookReply,
});
