import type { CardAnswer, Relationship } from '@cards/contracts';

/** The words of a card: a short greeting on the front and the message inside. */
export interface CardWords {
  front: string;
  inside: string;
}

/** What a card's words are written from and checked against. */
export interface CardBrief {
  occasion: { slug: string; name: string };
  persona: { slug: string; name: string; tone_prompt: string } | null;
  recipient_name: string;
  sender_name: string;
  /** The sender's private notes: facts to weave in, never words to copy. */
  details: string;
  /** Who the recipient is to the sender; inferred from the names and notes when absent. */
  relationship?: Relationship | null;
  /** The sender's answers to the card's guided questions: each goes into the sentence its question was written for. */
  answers?: CardAnswer[];
}

/** One option's words to write: the brief, where the option stands in its card, and the words it must not repeat. */
export interface WritingRequest extends CardBrief {
  /** Seeds variety: the same instance and version give the same words, a new version new ones. */
  instanceId: number;
  version: number;
  /** The card the option belongs to: its options are written as a set, each unlike the others. */
  cardId?: number;
  /** The option's place among its card's options (0 for the first), so parallel options differ by construction. */
  option?: number;
  /** The words the option had before. */
  previous?: CardWords;
  /** The words of the card's other options, so this one reads unlike each of them. */
  siblings?: CardWords[];
  /** Every earlier text of the card (its options' words before their regenerates): never given again. */
  earlier?: CardWords[];
  /** The front greeting to keep: set when only the inside words are being remade. */
  front?: string;
}
