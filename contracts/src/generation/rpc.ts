import { z } from 'zod';
import { defineCall } from '../calls.js';
import { StyleFamily } from '../catalog/style.js';
import { Actor } from '../common.js';
import { RpcCall } from '../rpc.js';
import { CardInstanceStatus } from './card-instance.js';
import { CardPhoto, CardPhotoRenderData } from './photo.js';
import { SignatureRenderData } from './signing.js';

/** `generation.card_instance.for_cart` {id, actor}: what the cart needs to add an option (404 when not the actor's). */
export const CardInstanceForCartRequest = z.object({ id: z.coerce.number().int().positive(), actor: Actor });
export const CardInstanceForCartReply = z.object({
  id: z.number().int(),
  card_id: z.number().int(),
  user_id: z.number().int(),
  account_id: z.number().int(),
  status: CardInstanceStatus,
  thumbnail_url: z.string().nullable(),
  image_url: z.string().nullable(),
  title: z.string(),
  occasion_name: z.string(),
  /** The card's photos, so the cart can tell the customer how sharp each prints at the chosen size. */
  photos: z.array(CardPhotoRenderData.pick({ panel: true, width_px: true, height_px: true, crop: true })).optional(),
});
export type CardInstanceForCartReply = z.infer<typeof CardInstanceForCartReply>;

/** `generation.card_instance.render_data` {id}: everything the renderer lays out (internal; no actor). */
export const CardInstanceRenderDataRequest = z.object({ id: z.coerce.number().int().positive() });
export const CardInstanceRenderData = z.object({
  id: z.number().int(),
  card_id: z.number().int(),
  user_id: z.number().int(),
  account_id: z.number().int(),
  status: CardInstanceStatus,
  /** The parts' own statuses: an option is `ready` once both are. */
  text_status: CardInstanceStatus.optional(),
  image_status: CardInstanceStatus.optional(),
  /** Greeting on the front, over the artwork. */
  front_text: z.string(),
  /** The inside message. */
  inside_text: z.string(),
  text: z.object({ front: z.string(), inside: z.string() }),
  recipient_name: z.string(),
  sender_name: z.string(),
  /** AssetStore key of the artwork (SVG offline, PNG from OpenAI); null until it is ready. */
  artwork_asset_key: z.string().nullable(),
  artwork_content_type: z.string().nullable(),
  image_url: z.string().nullable(),
  style: z.object({
    id: z.number().int().nullable(),
    slug: z.string(),
    name: z.string(),
    /** Optional for older senders: their cards are set as watercolour, the family of a card without a style. */
    family: StyleFamily.optional(),
    palette: z.array(z.string()),
  }),
  occasion: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  text_version: z.number().int(),
  image_version: z.number().int(),
  /** The customer's photos (front: no artwork; inside left: instead of the artwork's window). Optional for older senders. */
  photos: z.array(CardPhotoRenderData).optional(),
  /** Group card: the signatures for the inside panels, oldest first. Optional for older senders. */
  signatures: z.array(SignatureRenderData).optional(),
  /**
   * sha256 of everything that changes the rendered card, the layout's version included: a
   * render is reusable while it matches, and the thumbnails' keys carry it.
   */
  content_hash: z.string(),
});
export type CardInstanceRenderData = z.infer<typeof CardInstanceRenderData>;

/**
 * The photo upload's call: an RpcCall whose body is `PhotoUpload`, the temporary key the BFF
 * streamed the file to (the file itself never crosses the bus).
 */
export const photoUploadCalls = {
  upload: defineCall({ subject: 'generation.photo.upload', request: RpcCall, reply: CardPhoto }),
} as const;
