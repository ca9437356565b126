import { z } from 'zod';
import { Id, Timestamp } from '../common.js';
import { Occasion } from '../catalog/occasion.js';
import { CardAnswers } from './card-answer.js';
import { CardInstance } from './card-instance.js';
import { CardPhoto } from './photo.js';

/** The occasion as a card carries it; rows deleted from the catalogue keep their last known shape. */
export const CardEvent = Occasion.partial().extend({ id: z.number().int(), name: z.string(), slug: z.string() });

const Named = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

/**
 * Who the recipient is to the sender ("Who is it for?"): the writer speaks in that voice (a
 * partner never addresses the couple from outside; children write to Mum and Dad as their
 * children). Left out, it is inferred from the names and the notes.
 */
export const Relationship = z.enum([
  'partner',
  'parent',
  'grandparent',
  'child',
  'sibling',
  'relative',
  'friend',
  'colleague',
  'teacher',
  'carer',
  'neighbour',
]);
export type Relationship = z.infer<typeof Relationship>;

/**
 * A card someone designs for an occasion: who it is for, from whom, and what to mention (its
 * answers to the guided questions, and free notes beside them). Its options (card instances)
 * hold the generated words and artwork.
 */
export const Card = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  account_id: z.number().int(),
  event_id: z.number().int(),
  event: CardEvent.nullable(),
  style_id: z.number().int().nullable(),
  style: Named.nullable(),
  persona_id: z.number().int().nullable(),
  persona: Named.nullable(),
  recipient_name: z.string(),
  sender_name: z.string(),
  details: z.string().describe('Anything else the customer wanted us to know (private, never printed)'),
  answers: CardAnswers,
  relationship: Relationship.nullable().describe('Who the recipient is to the sender; null: the writer infers it from the names and notes'),
  title: z.string(),
  favourite: z.boolean(),
  sample: z.boolean().describe('Shown on /samples; only admins set it'),
  created_at: Timestamp,
  updated_at: Timestamp,
  card_instances: z.array(CardInstance),
  photos: z.array(CardPhoto).describe("The customer's own photos: on the front (no artwork is made) and/or the inside left panel"),
});
export type Card = z.infer<typeof Card>;

export const CardInput = z.object({
  event_id: Id,
  style_id: Id.nullable().optional(),
  persona_id: Id.nullable().optional(),
  recipient_name: z.string().trim().min(1).max(80),
  sender_name: z.string().trim().max(80).default(''),
  details: z.string().trim().max(1000).default(''),
  answers: CardAnswers.default([]),
  relationship: Relationship.nullable().optional(),
  title: z.string().trim().max(120).optional(),
  favourite: z.boolean().default(false),
  sample: z.boolean().optional(),
});
export type CardInput = z.infer<typeof CardInput>;

/** `POST /cards {card:{...}}` */
export const CreateCardBody = z.object({ card: CardInput });
/** `PUT /cards/{id} {card:{...}}`: every field optional (no defaults applied). */
export const CardPatch = z.object({
  event_id: Id.optional(),
  style_id: Id.nullable().optional(),
  persona_id: Id.nullable().optional(),
  recipient_name: z.string().trim().min(1).max(80).optional(),
  sender_name: z.string().trim().max(80).optional(),
  details: z.string().trim().max(1000).optional(),
  answers: CardAnswers.optional().describe('Replaces every answer the card had; leave it out to keep them'),
  relationship: Relationship.nullable().optional(),
  title: z.string().trim().max(120).optional(),
  favourite: z.boolean().optional(),
  sample: z.boolean().optional(),
});
export type CardPatch = z.infer<typeof CardPatch>;
export const UpdateCardBody = z.object({ card: CardPatch });
export const CardIdParams = z.object({ id: Id });

export const CardListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
  search: z.string().trim().max(200).optional().describe('Matches the recipient, the occasion or the words'),
  favourite: z.enum(['true', 'false']).optional(),
  user_id: Id.optional().describe("Admin only: that customer's cards (a customer always gets their own)"),
});
export type CardListQuery = z.infer<typeof CardListQuery>;

/** `POST /cards/{id}/generate`: how many options to make (default 3). */
export const GenerateCardBody = z.object({ options: z.number().int().min(1).max(4).optional() }).default({});

/** What buying more generations looks like, in a 402 `generation_allowance_exhausted`. */
export const AllowanceOffer = z.object({
  kind: z.enum(['subscription', 'generation_pack']),
  plan_id: z.number().int().optional(),
  plan_slug: z.string().optional(),
  name: z.string(),
  price: z.number().optional(),
  currency: z.literal('GBP').optional(),
  interval: z.string().nullable().optional(),
  generations: z.number().int(),
  /** Where to pay for it: a checkout page for packs; subscriptions go through `POST /subscriptions`. */
  checkout_url: z.string().optional(),
});
export const AllowanceDetails = z.object({
  plan_slug: z.string(),
  allowance: z.number().int(),
  used: z.number().int(),
  pack_credits: z.number().int(),
  resets_at: Timestamp,
  offers: z.array(AllowanceOffer),
});
export type AllowanceDetails = z.infer<typeof AllowanceDetails>;

/** `POST /cards/{id}/design_pack`: where to pay for a pack of more designs, which returns to the card once paid. */
export const DesignPackReply = z.object({
  name: z.string(),
  price: z.number(),
  currency: z.literal('GBP'),
  generations: z.number().int(),
  checkout_url: z.string(),
});
export type DesignPackReply = z.infer<typeof DesignPackReply>;

/** `GET /payment_session?session_id=&startGenerating=` */
export const PaymentSessionQuery = z.object({
  session_id: z.string().trim().min(1).max(255),
  startGenerating: z.enum(['true', 'false']).default('false'),
});
export const PaymentSessionReply = z.object({
  status: z.enum(['paid', 'unpaid']),
  kind: z.enum(['subscription', 'generation_pack']).nullable(),
  granted: z.object({ plan_slug: z.string().optional(), generations: z.number().int().optional() }).nullable(),
  allowance: AllowanceDetails.omit({ offers: true }),
  card: Card.nullable().describe('The waiting card, with its options queued when startGenerating=true'),
});
export type PaymentSessionReply = z.infer<typeof PaymentSessionReply>;
