import { artworkSvg } from '@cards/card-art';
import type { Artwork, ImageGenerator, ImageRequest } from '../image-generator.port.js';

/**
 * Procedural vector artwork for a card's front, painted by `@cards/card-art` (its families,
 * motifs and palettes; see its README): the adapter of the `ImageGenerator` port that needs
 * no network.
 */
export class OfflineImageGenerator implements ImageGenerator {
  readonly name = 'offline';

  async generate(req: ImageRequest, signal?: AbortSignal): Promise<Artwork> {
    signal?.throwIfAborted();
    return { body: Buffer.from(artworkSvg(req), 'utf8'), contentType: 'image/svg+xml', extension: 'svg' };
  }
}
