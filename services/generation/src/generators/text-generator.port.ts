/** What the words of one card option are written from. */
export interface TextRequest {
  /** Seeds variety: the same instance and version give the same words, a new version new ones. */
  instanceId: number;
  version: number;
  occasion: { slug: string; name: string };
  persona: { slug: string; name: string; tone_prompt: string } | null;
  style: { slug: string; name: string; prompt_hint: string } | null;
  recipient_name: string;
  sender_name: string;
  details: string;
  /** The words the option had before, so a regenerate never gives them again. */
  previous?: CardWords;
}

/** The words of a card: a short greeting on the front and the message inside. */
export interface CardWords {
  front: string;
  inside: string;
}

/**
 * Writes a card's words. Implementations: `OpenAiTextGenerator` (a chat model with a JSON
 * schema for the answer) and `OfflineTextGenerator` (a curated library, no network).
 * Failures are thrown as {@link ProviderError} so the pipeline knows whether to retry.
 */
export interface TextGenerator {
  readonly name: string;
  generate(req: TextRequest, signal: AbortSignal): Promise<CardWords>;
}
