import { z } from 'zod';
import { Id, Timestamp } from '../common.js';

/** Where one option of a card stands: words and artwork are made by workers, then it is `ready`. */
export const CardInstanceStatus = z.enum(['queued', 'generating', 'ready', 'failed']);
export type CardInstanceStatus = z.infer<typeof CardInstanceStatus>;

/** The status of one part (words or artwork) of an option, which regenerate independently. */
export const CardPartStatus = CardInstanceStatus;
export type CardPartStatus = CardInstanceStatus;

/** A thumbs-up (or down) on an option's words. */
export const CardFeedback = z.enum(['up', 'down']);

/**
 * One option of a card (a card instance in the API's words). `text` is the inside message the clients
 * show; `front_text` is the short greeting set on the front over the artwork. The artwork
 * never contains words: they are set as live type when the card is rendered.
 */
export const CardInstance = z.object({
  id: z.number().int(),
  card_id: z.number().int(),
  status: CardInstanceStatus,
  status_reason: z.string().nullable().describe('Why it failed, readable by a person'),
  text: z.string().describe('The inside message'),
  front_text: z.string().describe('The greeting on the front'),
  text_status: CardPartStatus,
  image_status: CardPartStatus,
  image_url: z.string().nullable(),
  thumbnail_url: z
    .string()
    .nullable()
    .describe(
      'Picture of the front as it prints, once words and artwork exist: always answers an image (a light placeholder while it is first drawn); the URL changes when the option does',
    ),
  inside_thumbnail_url: z.string().nullable().optional().describe('Picture of the inside spread, like thumbnail_url'),
  rating: z.number().int().min(1).max(5).nullable().describe('Stars the owner gave this option'),
  feedback: CardFeedback.nullable().describe('Thumbs up/down on the words'),
  edited: z.boolean().describe('The owner changed the words by hand'),
  text_version: z.number().int(),
  image_version: z.number().int(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type CardInstance = z.infer<typeof CardInstance>;

const Words = z.string().trim().max(2000);

/** `POST /card_instances {cardinstance:{...}}`: one more option for a card; omitted words are generated. */
export const CardInstanceCreateInput = z.object({
  card_id: Id,
  text: Words.min(1).optional(),
  front_text: z.string().trim().min(1).max(200).optional(),
});
export const CreateCardInstanceBody = z.object({ cardinstance: CardInstanceCreateInput });

/** `PUT /card_instances/{id} {card_instance:{...}}`: words by hand, stars, thumbs. */
export const CardInstanceUpdateInput = z.object({
  text: Words.min(1).optional(),
  front_text: z.string().trim().min(1).max(200).optional(),
  rating: z.number().int().min(1).max(5).nullable().optional(),
  feedback: CardFeedback.nullable().optional(),
});
export const UpdateCardInstanceBody = z.object({ card_instance: CardInstanceUpdateInput });
export type CardInstanceUpdateInput = z.infer<typeof CardInstanceUpdateInput>;

export const CardInstanceListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
  card_id: Id.optional(),
  status: CardInstanceStatus.optional(),
});
export type CardInstanceListQuery = z.infer<typeof CardInstanceListQuery>;

/**
 * `POST /card_instances/{id}/regenerate_text`: new inside words, unlike every other option of
 * the card and unlike the option's own last words. The front greeting stays unless `front` is
 * true. The body is optional: the call without one keeps the front.
 */
export const RegenerateTextBody = z
  .object({
    front: z.boolean().default(false).describe('Also write a new greeting for the front of the card'),
  })
  .default({ front: false });
export type RegenerateTextBody = z.infer<typeof RegenerateTextBody>;

/** `POST /card_instances/{id}/send`: e-mails the option to its recipient as an e-card. */
export const SendCardInstanceBody = z.object({
  email: z.string().trim().email().max(254),
  message: z.string().trim().max(1000).optional(),
  greeting: z
    .string()
    .trim()
    .max(80)
    .optional()
    .describe('The greeting line it opens with ("Dear Family and friends"), in place of the one written inside; empty: the written one'),
});
export const SendCardInstanceReply = z.object({ status: z.literal('sent'), email: z.string() });

/**
 * One version of an option's words in its history (`GET /card_instances/{id}/words`): every
 * text the option had before a regenerate or a hand edit replaced it, oldest first, then the
 * words it has now. `edited` marks words the owner wrote or changed by hand.
 */
export const CardWordsVersion = z.object({
  version: z.number().int().min(0).describe('Its place in the history, oldest 0; the current words come last'),
  front_text: z.string(),
  text: z.string().describe('The inside message'),
  edited: z.boolean().describe('The owner wrote or changed these words by hand'),
  current: z.boolean().describe('The words the option has now'),
});
export type CardWordsVersion = z.infer<typeof CardWordsVersion>;

/** `POST /card_instances/{id}/words/restore {version}`: bring back an earlier version of the words (undo). */
export const RestoreCardWordsBody = z.object({
  version: z.number().int().min(0).describe('An earlier version from the history (not the current one)'),
});
export type RestoreCardWordsBody = z.infer<typeof RestoreCardWordsBody>;

/**
 * One artwork in an option's history (`GET /card_instances/{id}/artworks`): every picture a
 * regenerate or an undo replaced, oldest first, then the artwork the option has now.
 */
export const CardArtworkVersion = z.object({
  version: z.number().int().min(0).describe('Its place in the history, oldest 0; the current artwork comes last'),
  image_url: z.string().describe('The artwork itself'),
  current: z.boolean().describe('The artwork the option has now'),
});
export type CardArtworkVersion = z.infer<typeof CardArtworkVersion>;

/** `POST /card_instances/{id}/artworks/restore {version}`: bring back an earlier artwork (undo). */
export const RestoreCardArtworkBody = z.object({
  version: z.number().int().min(0).describe('An earlier artwork from the history (not the current one)'),
});
export type RestoreCardArtworkBody = z.infer<typeof RestoreCardArtworkBody>;
