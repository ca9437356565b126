import { z } from 'zod';
import { PhotoCrop, PhotoPanel, TextBand } from './photo.js';
import { SignatureRenderData } from './signing.js';

/**
 * One e-card as it was sent, everything the card's layout needs to draw it front and inside
 * as it prints: the words at the moment of sending (the recipient's greeting in place of the
 * written one), the artwork, photos and signatures, and the sender's short note if any.
 * Kept when the mail goes, so later edits of the card do not change a card already received.
 */
export const EcardCard = z.object({
  front_text: z.string(),
  inside_text: z.string(),
  /** The greeting line it was sent with ("Dear Aunt Jean"), in place of the written one; null: the card's own. */
  salutation: z.string().nullable(),
  recipient_name: z.string(),
  sender_name: z.string(),
  /** The sender's short note beside the card (a single e-card's "A short note"), if any. */
  note: z.string().nullable(),
  style: z.object({ slug: z.string(), name: z.string(), palette: z.array(z.string()) }),
  occasion: z.object({ slug: z.string(), name: z.string() }),
  /** The artwork (absolute URL; null when a photo takes the front). */
  image_url: z.string().nullable(),
  photos: z.array(
    z.object({
      panel: PhotoPanel,
      preview_url: z.string(),
      width_px: z.number().int(),
      height_px: z.number().int(),
      crop: PhotoCrop,
      text_band: TextBand,
    }),
  ),
  signatures: z.array(SignatureRenderData),
});
export type EcardCard = z.infer<typeof EcardCard>;

/** `GET /ecards/{token}`: the public page of an e-card, opened from the link in its mail. */
export const EcardPage = z.object({
  card: EcardCard,
  sent_at: z.string().datetime(),
});
export type EcardPage = z.infer<typeof EcardPage>;

/** An e-card's link token: 256 random bits, base64url. */
export const EcardTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'is not an e-card link') });
