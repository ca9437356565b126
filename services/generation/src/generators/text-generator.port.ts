/** What the words of one card option are written from. */
export interface TextRequest {
  /** Seeds variety: the same instance and version give the same words, a new version new ones. */
  instanceId: number;
  version: number;
  /** The card the option belongs to: its options are written as a set, each unlike the others. */
  cardId?: number;
  /** The option's place among its card's options (0 for the first), so parallel options differ by construction. */
  option?: number;
  occasion: { slug: string; name: string };
  persona: { slug: string; name: string; tone_prompt: string } | null;
  style: { slug: string; name: string; prompt_hint: string } | null;
  recipient_name: string;
  sender_name: string;
  /** The sender's private notes: facts to weave in, never words to copy. */
  details: string;
  /** The words the option had before, so a regenerate never gives them again. */
  previous?: CardWords;
  /** The words of the card's other options, so this one reads unlike each of them. */
  siblings?: CardWords[];
  /** The front greeting to keep: set when only the inside words are being remade. */
  front?: string;
  /** What was wrong with the last answer, for a writer asked again. */
  corrections?: string[];
}

/** The words of a card: a short greeting on the front and the message inside. */
export interface CardWords {
  front: string;
  inside: string;
}

/**
 * Writes a card's words. Implementations: `OpenAiTextGenerator` (a chat model with a JSON
 * schema for the answer) and `OfflineTextGenerator` (composes from the notes' facts and a
 * written library, no network); `GuardedTextGenerator` checks and moderates what either
 * writes. Failures are thrown as {@link ProviderError} so the pipeline knows whether to retry.
 */
export interface TextGenerator {
  readonly name: string;
  generate(req: TextRequest, signal: AbortSignal): Promise<CardWords>;
}
