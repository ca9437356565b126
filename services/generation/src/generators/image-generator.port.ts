import type { StyleFamily } from '@cards/contracts';
import type { Attempt } from './text-generator.port.js';

/** What the artwork of one card option is drawn from. */
export interface ImageRequest {
  instanceId: number;
  version: number;
  occasion: { slug: string; name: string };
  style: { slug: string; name: string; family: StyleFamily; prompt_hint: string; palette: string[] } | null;
  recipient_name: string;
  details: string;
  /** The account the card belongs to: a provider is sent only a hash of it. */
  accountId?: number;
}

/** A finished artwork file: its bytes, media type and file extension for the asset key. */
export interface Artwork {
  body: Buffer;
  contentType: string;
  extension: 'svg' | 'png' | 'webp' | 'jpg';
}

/**
 * Draws the front artwork of a card, never with words in it (the words are set as live type
 * over it when the card is rendered). Implementations: `OpenAiImageGenerator` (the images
 * API) and `OfflineImageGenerator` (procedural vector artwork); `FallbackImageGenerator` puts the
 * offline painter behind the provider. Failures are {@link ProviderError}s.
 */
export interface ImageGenerator {
  readonly name: string;
  generate(req: ImageRequest, signal: AbortSignal, attempt?: Attempt): Promise<Artwork>;
}
