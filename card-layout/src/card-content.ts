import type { CardInstanceRenderData } from '@cards/contracts';
import type { CardSignatureText } from './signature-layout.js';
import type { StyleRef } from './style-family.js';

/**
 * A card as the layout sees it: the words as written, who it is from and to, the style and
 * occasion. The rendering service builds it from generation's render data; the web app from
 * the card and the option on screen (with the words being edited).
 */
export interface CardContent {
  id: number;
  /** The greeting on the front. */
  headline: string;
  /** The inside words as written: greeting, message, sign-off, anything after it. */
  inside: string;
  style: StyleRef;
  palette: string[];
  occasion_slug: string;
  occasion_name: string | null;
  recipient_name: string | null;
  sender_name: string | null;
  /** A group card's signatures, oldest first, set in handwriting on the inside. */
  signatures?: CardSignatureText[];
  /**
   * One recipient's greeting line on a card sent to many ("Dear Aunt Jean"): it takes the place
   * of the greeting the customer wrote; the rest of the words stay as written.
   */
  salutation?: string | null;
}

/** The layout's view of what `GenerationCalls.cardInstanceRenderData` answers. */
export function cardContent(d: CardInstanceRenderData): CardContent {
  return {
    id: d.id,
    headline: (d.front_text ?? d.text?.front ?? '').trim(),
    inside: d.inside_text ?? d.text?.inside ?? '',
    style: { slug: d.style?.slug ?? 'classic', name: d.style?.name ?? null, family: d.style?.family ?? null },
    palette: d.style?.palette ?? [],
    occasion_slug: d.occasion?.slug ?? '',
    occasion_name: d.occasion?.name ?? null,
    recipient_name: d.recipient_name?.trim() || null,
    sender_name: d.sender_name?.trim() || null,
    signatures: d.signatures ?? [],
  };
}
