import { z } from 'zod';
import { Actor } from '../common.js';
import { CardPhotoRenderData } from '../generation/photo.js';

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

/** Reply of `generation.card_instance.for_cart {id, actor}` (404 when not the actor's). */
export const CartCardInstanceRef = z.object({
  id: z.number().int(),
  card_id: z.number().int(),
  user_id: z.number().int(),
  account_id: z.number().int().nullable(),
  status: z.string(),
  thumbnail_url: z.string().nullable().optional(),
  image_url: z.string().nullable().optional().describe('The artwork, which stands in for a thumbnail not yet rendered'),
  title: z.string().nullable().optional(),
  occasion_name: z.string().nullable().optional(),
  photos: z.array(CardPhotoRenderData.pick({ panel: true, width_px: true, height_px: true, crop: true })).optional()
    .describe('The card\'s photos, to check how sharp they print on the chosen product'),
});
export type CartCardInstanceRef = z.infer<typeof CartCardInstanceRef>;

/** Subjects the cart-order service answers besides the forwarded REST calls. */
export const CartOrderSubjects = {
  checkoutSessionVerify: 'cart_order.checkout_session.verify',
  checkoutSessionCreate: 'cart_order.checkout_session.create',
  stripeWebhook: 'cart_order.webhook.stripe',
} as const;
