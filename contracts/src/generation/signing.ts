import { z } from 'zod';
import { Id, Timestamp } from '../common.js';

/**
 * Group cards: the owner of a card turns on signing and shares a private link; anyone with it
 * adds a short message and their name (no account). Signatures belong to the card, so every
 * option of it prints them on its inside panels.
 */
export const SIGNING_LIMITS = {
  /** Longest message one signer may write, in characters. */
  messageMax: 300,
  /** Longest name, in characters. */
  nameMax: 60,
  /** Most signatures one card takes (a card is paper: a second inside page holds the rest). */
  perCard: 120,
} as const;

/** The link as its owner sees it (the token is shown only to the owner; the server keeps its hash). */
export const SigningLink = z.object({
  /** The full signing page address to share, e.g. `https://shop.example/sign/<token>`. */
  url: z.string(),
  token: z.string().describe("Unguessable (256 bits), sent only to the card's owner"),
  closes_at: Timestamp.nullable().describe('After this moment the link answers 410'),
  created_at: Timestamp,
  /** False once the closing date has passed (a revoked link is not shown at all). */
  open: z.boolean(),
});
export type SigningLink = z.infer<typeof SigningLink>;

/** One signature, as the card's owner sees it. */
export const CardSignature = z.object({
  id: z.number().int(),
  card_id: z.number().int(),
  name: z.string(),
  message: z.string(),
  /** Which of the handwriting faces it is set in (signers get different hands). */
  hand: z.number().int().min(0),
  /** The owner changed it after it was signed. */
  edited_by_owner: z.boolean(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type CardSignature = z.infer<typeof CardSignature>;

/** `GET /cards/{id}/signing`: the link (null when signing is off) and the signatures so far, oldest first. */
export const CardSigning = z.object({
  card_id: z.number().int(),
  link: SigningLink.nullable(),
  signatures: z.array(CardSignature),
  limits: z.object({ message_max: z.number().int(), name_max: z.number().int(), per_card: z.number().int() }),
});
export type CardSigning = z.infer<typeof CardSigning>;

/** `POST /cards/{id}/signing {signing:{closes_at?}}` (a new link replaces the old one) and `PUT` (a new closing date). */
export const SigningLinkInput = z.object({
  closes_at: z
    .string()
    .datetime({ offset: true })
    .nullable()
    .optional()
    .describe('When the link stops taking signatures (ISO 8601); null or omitted: open until turned off'),
});
export const OpenSigningBody = z.object({ signing: SigningLinkInput.default({}) }).default({ signing: {} });
export const UpdateSigningBody = z.object({ signing: SigningLinkInput });

const Message = z.string().trim().min(1).max(SIGNING_LIMITS.messageMax);
const Name = z.string().trim().min(1).max(SIGNING_LIMITS.nameMax);

/** `POST /sign/{token}/signatures {signature:{name, message}}` */
export const SignatureInput = z.object({ name: Name, message: Message });
export const AddSignatureBody = z.object({ signature: SignatureInput });
export type SignatureInput = z.infer<typeof SignatureInput>;

/** `PUT /sign/{token}/signatures/{id} {signature:{name?, message?}, edit_token}`: a signer edits their own. */
export const SignerEditBody = z.object({
  signature: SignatureInput.partial().refine((s) => s.name !== undefined || s.message !== undefined, {
    message: 'needs a name or a message',
  }),
  edit_token: z.string().min(20).max(100).describe('The token the signature was answered with when it was added'),
});

/** `PUT /cards/{id}/signatures/{signature_id} {signature:{name?, message?}}`: the owner edits any. */
export const OwnerEditSignatureBody = z.object({
  signature: SignatureInput.partial().refine((s) => s.name !== undefined || s.message !== undefined, {
    message: 'needs a name or a message',
  }),
});

export const SigningTokenParams = z.object({
  token: z
    .string()
    .min(20)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, 'is not a signing link'),
});
export const SignerSignatureParams = SigningTokenParams.extend({ id: Id });
export const CardSignatureParams = z.object({ id: Id, signature_id: Id });

/** `GET /sign/{token}`: what the public signing page shows. */
export const SigningPage = z.object({
  recipient_name: z.string(),
  occasion_name: z.string(),
  /** The front of the card (a screen picture), or null while its first option is still being made. */
  front_thumbnail_url: z.string().nullable(),
  closes_at: Timestamp.nullable(),
  signatures_count: z.number().int(),
  limits: z.object({ message_max: z.number().int(), name_max: z.number().int() }),
});
export type SigningPage = z.infer<typeof SigningPage>;

/** What a signer gets back: their signature, and the token that lets this browser change it later. */
export const SignerSignature = z.object({
  id: z.number().int(),
  name: z.string(),
  message: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  edit_token: z.string().optional().describe('Only when it is added: keep it to edit the signature later'),
});
export type SignerSignature = z.infer<typeof SignerSignature>;

/** A signature as the renderer lays it out (internal). */
export const SignatureRenderData = z.object({ id: z.number().int(), name: z.string(), message: z.string(), hand: z.number().int().min(0) });
export type SignatureRenderData = z.infer<typeof SignatureRenderData>;
