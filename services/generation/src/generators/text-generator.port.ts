import type { CardAnswer } from '@cards/contracts';
import type { CardWords, WritingRequest } from '@cards/card-words';

export type { CardWords } from '@cards/card-words';

/**
 * What the words of one card option are written from: the card's brief (occasion, voice,
 * names, notes, relationship), where the option stands in its card, and the words it must not
 * repeat (its previous words, its siblings', every earlier text of the card). See `WritingRequest`.
 */
export interface TextRequest extends WritingRequest {
  style: { slug: string; name: string; prompt_hint: string } | null;
  /** What was wrong with the last answer, for a writer asked again. */
  corrections?: string[];
  /** The sender's answers to the occasion's guided questions, when the card has them. */
  answers?: CardAnswer[];
  /** The account the card belongs to: a provider is sent only a hash of it, to tell abuse apart. */
  accountId?: number;
}

/** Where a job stands in its queue: on its last attempt a provider failure falls back instead of waiting for a retry. */
export interface Attempt {
  last: boolean;
}

/**
 * Writes a card's words. Implementations: `OpenAiTextGenerator` (the Responses API with a
 * zod-declared structured answer) and `OfflineTextGenerator` (`@cards/card-words`' writer, no
 * network); `GuardedTextGenerator` checks and moderates what either writes and falls back to
 * the offline writer when the provider fails. Failures are thrown as {@link ProviderError} so
 * the pipeline knows whether to retry.
 */
export interface TextGenerator {
  readonly name: string;
  generate(req: TextRequest, signal: AbortSignal, attempt?: Attempt): Promise<CardWords>;
}

/** The words a request must not give again: the option's previous words and every earlier text of its card. */
export const earlierTexts = (req: TextRequest): CardWords[] => [...(req.previous ? [req.previous] : []), ...(req.earlier ?? [])];
